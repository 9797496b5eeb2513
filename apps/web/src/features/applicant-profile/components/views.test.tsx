import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { ENCODED, makeProfile, PROFILE_KEY, signInAs, waitForProfile } from '../test/fixtures';
import { newestFirst } from './activity-log-view';

const entry = (action: string, createdAt: string, actor: { name: string; email: string } | null = null) => ({
  action,
  fromStatus: null,
  toStatus: null,
  actor,
  details: null,
  createdAt,
});

async function open(path: string, profile = makeProfile()) {
  stubApi({ [PROFILE_KEY]: () => jsonResponse(200, profile) });
  const view = renderApp(path);
  await waitForProfile();
  return view;
}

describe('profile views', () => {
  beforeEach(() => signInAs('ELDER'));

  it('the activity log lists every entry newest first, with who and when', async () => {
    const profile = makeProfile({
      activityLog: [
        { ...entry('APPLIED', '2030-01-01T08:00:00.000Z'), toStatus: 'APPLIED' },
        {
          ...entry('INTERVIEW_INVITED', '2030-01-04T09:00:00.000Z', {
            name: 'Efe Elder',
            email: 'efe@school.org',
          }),
          fromStatus: 'TESTED',
          toStatus: 'INVITED_FOR_INTERVIEW',
          details: { interviewDate: '14-03-2030', interviewTime: '10:30' },
        },
        entry('COMMENT_ADDED', '2030-01-05T12:00:00.000Z', { name: '', email: 'ezra@school.org' }),
        entry('QUESTIONNAIRE_SUBMITTED', '2030-01-02T10:00:00.000Z'),
      ],
    });
    await open(`/profile/activity-log?email=${ENCODED}`, profile);
    const items = within(screen.getByRole('main')).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Comment added',
      'Invited for interview',
      'Submitted the questionnaire',
      'Applied',
    ]);
    expect(items[0]).toHaveTextContent('by ezra@school.org');
    expect(items[0]).toHaveTextContent('05-01-2030, 12:00 PM');
    expect(items[1]).toHaveTextContent('Tested → Invited For Interview');
    expect(items[1]).toHaveTextContent('by Efe Elder');
    expect(items[1]).toHaveTextContent('Interview date: 14-03-2030 · Interview time: 10:30');
    expect(items[3]).toHaveTextContent('by the applicant or the system');
  });

  it('newestFirst puts the later of two same-instant entries (sent last) first', () => {
    const same = '2030-01-01T08:00:00.000Z';
    const sorted = newestFirst([entry('A', same), entry('B', same), entry('C', '2029-12-31T08:00:00.000Z')]);
    expect(sorted.map((e) => e.action)).toEqual(['B', 'A', 'C']);
  });

  it('says so when the log is empty', async () => {
    await open(`/profile/activity-log?email=${ENCODED}`);
    expect(screen.getByText('Nothing has happened on this application yet.')).toBeInTheDocument();
  });

  it('the aptitude test shows each question, the applicant’s answer, the correct one and the score', async () => {
    await open(`/profile/test?email=${ENCODED}`);
    expect(screen.getByText('Score: 1 of 2')).toBeInTheDocument();
    const items = within(screen.getByRole('main')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('What is 2 + 2?');
    expect(
      within(items[0] as HTMLElement).getByRole('row', { name: /Applicant's answer/ }),
    ).toHaveTextContent('4');
    expect(items[0]).toHaveTextContent('Correct');
    expect(items[1]).toHaveTextContent('Which is a prime number?');
    expect(
      within(items[1] as HTMLElement).getByRole('row', { name: /Applicant's answer/ }),
    ).toHaveTextContent('6');
    expect(within(items[1] as HTMLElement).getByRole('row', { name: /Correct answer/ })).toHaveTextContent(
      '7',
    );
    expect(items[1]).toHaveTextContent('Wrong');
  });

  it('the aptitude test lists each pause, the time actually used and the answers not counted', async () => {
    await open(`/profile/test?email=${ENCODED}`);
    expect(screen.getByText('Time actually used: 10 min 25 s')).toBeInTheDocument();
    const pauses = within(screen.getByRole('region', { name: 'Pauses (connection lost)' }));
    const [, row] = pauses.getAllByRole('row');
    expect(row).toHaveTextContent('1 min 35 s');
    expect(row).toHaveTextContent('2030');
    expect(pauses.getByText('1 answer not counted')).toBeInTheDocument();
    expect(
      pauses.getByText(
        'Question 2: chosen while the connection was cut, after the time counted as the applicant’s',
      ),
    ).toBeInTheDocument();
    expect(pauses.getByText(/never alone a reason to reject/)).toBeInTheDocument();
  });

  it('the aptitude test says so when not taken', async () => {
    await open(`/profile/test?email=${ENCODED}`, makeProfile({ applicantDocument: { aptitudeTest: null } }));
    expect(screen.getByText('The applicant has not taken the aptitude test yet.')).toBeInTheDocument();
  });

  it('full info shows every questionnaire field under a readable label', async () => {
    await open(`/profile/full-info?email=${ENCODED}`);
    const row = (label: string) =>
      screen.getByRole('row', { name: new RegExp(`^${label.replace(/[?.()]/g, '\\$&')}`) });
    expect(row('Able to commit to program fully?')).toHaveTextContent('Yes');
    expect(row('Date Of Birth')).toHaveTextContent('04-05-1999');
    expect(row('Programming languages')).toHaveTextContent('Python, JavaScript');
    expect(row('Undergraduate institution')).toHaveTextContent('University of Lagos');
    expect(row('Databases')).toHaveTextContent('—');
    expect(row('Doctorate year of graduation')).toHaveTextContent('—');
    expect(screen.queryByText('currentPage')).not.toBeInTheDocument();
    expect(screen.queryByText('Current page')).not.toBeInTheDocument();
  });

  it('full info says so when there is no questionnaire yet', async () => {
    await open(
      `/profile/full-info?email=${ENCODED}`,
      makeProfile({ applicantDocument: { questionnaire: null } }),
    );
    expect(screen.getByText('The applicant has not filled the questionnaire yet.')).toBeInTheDocument();
  });
});
