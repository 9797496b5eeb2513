import type { ApplicationStatus } from '@intake/contracts/status';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { headersOf, jsonResponse, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { ENCODED, makeProfile, PROFILE_KEY, signInAs, waitForProfile } from '../test/fixtures';

function openProfile(status: ApplicationStatus) {
  const fetchMock = stubApi({
    [PROFILE_KEY]: () => jsonResponse(200, makeProfile({ applicant: { applicationStatus: status } })),
  });
  return { fetchMock, ...renderApp(`/profile/${ENCODED}`) };
}

describe('side panel', () => {
  it('asks for the profile with the e-mail encoded and the bearer token, and shows id, name, status', async () => {
    signInAs('ELDER');
    const { fetchMock } = openProfile('TESTED');
    const panel = await waitForProfile();
    expect(panel).toHaveTextContent('SCH-000042');
    expect(panel).toHaveTextContent('Ada');
    expect(panel).toHaveTextContent('Tested');
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('getApplicantByEmail'));
    expect(String(call?.[0])).toBe('/api/elder/getApplicantByEmail/ada%2B1%40example.org');
    expect(headersOf(call?.[1] ?? {}).get('Authorization')).toMatch(/^Bearer /);
  });

  it('shows a withdrawn applicant as Withdrawn, not their last status (issue 18.16)', async () => {
    signInAs('ELDER');
    stubApi({
      [PROFILE_KEY]: () =>
        jsonResponse(
          200,
          makeProfile({ applicant: { applicationStatus: 'APPLIED', optedOut: 'WITHDRAWN' } }),
        ),
    });
    renderApp(`/profile/${ENCODED}`);
    const panel = await waitForProfile();
    expect(panel).toHaveTextContent('Withdrawn');
    expect(panel).not.toHaveTextContent('Applied');
  });

  it.each<[ApplicationStatus, string[], string[]]>([
    [
      'TESTED',
      ['Invite For Interview'],
      ['View Interview Schedule', 'Start interview', 'Complete interview'],
    ],
    ['INVITED_FOR_INTERVIEW', ['View Interview Schedule', 'Start interview'], ['Invite For Interview']],
    ['ACCEPTED_INTERVIEW', ['Invite For Interview', 'Start interview'], ['View Interview Schedule']],
    ['INTERVIEWING', ['Complete interview'], ['Start interview', 'View Interview Schedule']],
    ['INTERVIEWED', ['Make Decision'], ['Start interview', 'Complete interview']],
  ])('at %s shows %j and not %j', async (status, shown, hidden) => {
    signInAs('ELDER');
    openProfile(status);
    await waitForProfile();
    for (const name of shown) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    for (const name of hidden) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add/View Comments' })).toBeInTheDocument();
  });

  it('disables Invite For Interview before the test is taken', async () => {
    signInAs('ADMIN');
    openProfile('QUESTIONNAIRE');
    await waitForProfile();
    expect(await screen.findByRole('button', { name: 'Invite For Interview' })).toBeDisabled();
    expect(
      screen.getByText('An applicant can be invited once they have taken the test.'),
    ).toBeInTheDocument();
  });

  it.each<[ApplicationStatus, string]>([
    ['INTERVIEWED', 'This applicant has been interviewed: the next step is Make Decision.'],
    ['OFFERED_ADMISSION', 'This applicant is past the interview: a decision has been made.'],
    ['ENROLLED', 'This applicant is past the interview: a decision has been made.'],
  ])('says why Invite is off at %s, not that the test is still to come', async (status, reason) => {
    signInAs('ADMIN');
    openProfile(status);
    await waitForProfile();
    expect(screen.getByRole('button', { name: 'Invite For Interview' })).toBeDisabled();
    expect(screen.getByText(reason)).toBeInTheDocument();
    expect(screen.queryByText('An applicant can be invited once they have taken the test.')).toBeNull();
  });

  it.each<ApplicationStatus>(['TESTED', 'INVITED_FOR_INTERVIEW', 'INTERVIEWING', 'INTERVIEWED'])(
    'a sponsor sees no action button at %s',
    async (status) => {
      signInAs('SPONSOR');
      openProfile(status);
      await waitForProfile();
      for (const name of [
        'Invite For Interview',
        'Start interview',
        'Complete interview',
        'Add/View Comments',
        'Make Decision',
      ]) {
        expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
      }
      expect(
        screen.getByText('Sponsors can read this profile; only elders and admins act on it.'),
      ).toBeInTheDocument();
    },
  );

  it('a sponsor reads the comments without a box to add one', async () => {
    signInAs('SPONSOR');
    stubApi({
      [PROFILE_KEY]: () => jsonResponse(200, makeProfile()),
      [`GET /api/elder/allInterviewComment/${ENCODED}`]: () =>
        jsonResponse(200, {
          commentList: { c1: 'Strong maths' },
          comments: [
            { id: 'c1', comment: 'Strong maths', author: 'Efe Elder', createdAt: '2030-01-05T10:00:00.000Z' },
          ],
        }),
    });
    const { user } = renderApp(`/profile/${ENCODED}`);
    await waitForProfile();
    await user.click(await screen.findByRole('button', { name: 'Interview Comments' }));
    expect(await screen.findByText('Strong maths')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'New comment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add comment' })).not.toBeInTheDocument();
  });

  it.each([
    ['INVITED_FOR_INTERVIEW', 'Start interview', 'startInterview', 'INTERVIEWING', 'Interview started'],
    ['INTERVIEWING', 'Complete interview', 'completeInterview', 'INTERVIEWED', 'Interview completed'],
  ] as const)(
    'at %s, %s posts to /api/elder/%s and refreshes the profile',
    async (from, button, call, to, message) => {
      signInAs('ELDER');
      let status: ApplicationStatus = from;
      const fetchMock = stubApi({
        [PROFILE_KEY]: () => jsonResponse(200, makeProfile({ applicant: { applicationStatus: status } })),
        [`POST /api/elder/${call}/${ENCODED}`]: () => {
          status = to;
          return jsonResponse(200, { message });
        },
      });
      const { user } = renderApp(`/profile/${ENCODED}`);
      await waitForProfile();
      await user.click(await screen.findByRole('button', { name: button }));
      expect(await screen.findByRole('status')).toHaveTextContent(message);
      const post = fetchMock.mock.calls.find(([url]) => String(url).includes(call));
      expect(post?.[1]?.method).toBe('POST');
      expect(post?.[1]?.body).toBeUndefined();
      expect(headersOf(post?.[1] ?? {}).get('Authorization')).toMatch(/^Bearer /);
      await waitFor(() => expect(screen.queryByRole('button', { name: button })).not.toBeInTheDocument());
    },
  );

  it('checks in a learner who filled the enrolment form, and offers it to no one else', async () => {
    signInAs('ELDER');
    let nativeState = 'ENROLLMENT_FORM';
    const fetchMock = stubApi({
      [PROFILE_KEY]: () =>
        jsonResponse(200, makeProfile({ applicant: { applicationStatus: 'ENROLLED', nativeState } })),
      [`POST /api/elder/checkIn/${ENCODED}`]: () => {
        nativeState = 'CHECKED_IN';
        return jsonResponse(200, { message: 'Checked in' });
      },
    });
    const { user } = renderApp(`/profile/${ENCODED}`);
    await waitForProfile();
    await user.click(await screen.findByRole('button', { name: 'Check In' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Checked in');
    const post = fetchMock.mock.calls.find(([url]) => String(url).includes('/api/elder/checkIn/'));
    expect(headersOf(post?.[1] ?? {}).get('Authorization')).toMatch(/^Bearer /);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Check In' })).not.toBeInTheDocument());
  });

  it('shows the date, time and method of the schedule as the invitation e-mail writes them', async () => {
    signInAs('ELDER');
    stubApi({
      [PROFILE_KEY]: () =>
        jsonResponse(200, makeProfile({ applicant: { applicationStatus: 'INVITED_FOR_INTERVIEW' } })),
      'GET /api/elder/getInterviewSchedule/5b1f8f4e-1c2d-4e3f-9a0b-123456789abc': () =>
        jsonResponse(200, {
          interviewDate: '14-03-2030',
          interviewTime: '15:30',
          interviewMethod: 'phone',
          optionalInvitationComment: 'Bring your CV',
          heldDate: null,
        }),
    });
    const { user } = renderApp(`/profile/${ENCODED}`);
    await waitForProfile();
    await user.click(await screen.findByRole('button', { name: 'View Interview Schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Interview Schedule' });
    await waitFor(() => expect(dialog).toHaveTextContent('14-03-2030'));
    // The e-mail's 'on 14-03-2030 at 3:30 PM (phone)': 12-hour, never the wire's 15:30.
    expect(dialog).toHaveTextContent('3:30 PM');
    expect(dialog).not.toHaveTextContent('15:30');
    expect(dialog).toHaveTextContent('phone');
    expect(dialog).toHaveTextContent('Bring your CV');
  });
});
