import type { EarlierApplications } from '@intake/contracts/reapply';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { ENCODED, makeProfile, PROFILE_KEY, signInAs, waitForProfile } from '../test/fixtures';

const EARLIER_KEY = `GET /api/elder/earlierApplications/${ENCODED}`;

const earlier: EarlierApplications = {
  withheld: false,
  applications: [
    {
      id: '7c0e5a52-55d4-4bb4-9d0e-6a3c1f0c8f11',
      cohortName: 'Cohort JANUARY 2030',
      applicationNumber: 41,
      finalStatus: 'ADMISSION_REJECTED',
      nativeState: 'PENDING',
      outcome: 'NOT_ADMITTED',
      reason: 'Not enough practice yet',
      startedAt: '2029-10-02T09:00:00.000Z',
      endedAt: '2029-12-20T15:00:00.000Z',
      testScore: 17,
      reviewScore: 3.4,
      reviewCount: 2,
      decisionReason: 'Not enough practice yet',
      questionnaire: { nationality: 'Nigeria', whyApply: 'To build tools for my town.' },
      scorecards: [
        {
          stage: 'FIRST_REVIEW',
          reviewer: 'Tolu Staff',
          recommendation: 'NOT_NOW',
          note: 'Keen',
          weightedScore: 3.4,
        },
      ],
      interviewComments: [
        { author: 'Tolu Staff', comment: 'Shy but clear', createdAt: '2029-12-01T10:00:00.000Z' },
      ],
    },
  ],
};

async function openProfile(answer: EarlierApplications) {
  stubApi({
    [PROFILE_KEY]: () => jsonResponse(200, makeProfile()),
    [EARLIER_KEY]: () => jsonResponse(200, answer),
  });
  const view = renderApp(`/profile/${ENCODED}`);
  await waitForProfile();
  return view;
}

describe('earlier applications panel', () => {
  it('lists each ended application with its dates, outcome, scores and decision reason', async () => {
    signInAs('SPONSOR');
    await openProfile(earlier);
    const panel = await screen.findByRole('region', { name: 'Earlier applications' });
    expect(within(panel).getByRole('heading', { name: 'Cohort JANUARY 2030' })).toBeInTheDocument();
    expect(within(panel).getByText('2 October 2029 – 20 December 2029')).toBeInTheDocument();
    expect(within(panel).getByText('Not admitted (Admission Rejected)')).toBeInTheDocument();
    expect(within(panel).getByText('17')).toBeInTheDocument();
    expect(within(panel).getByText('3.4 (2 reviews)')).toBeInTheDocument();
    expect(within(panel).getByText('Not enough practice yet')).toBeInTheDocument();
  });

  it('opens the questionnaire as it was sent, with the reviews and interview comments', async () => {
    signInAs('ADMIN');
    const { user } = await openProfile(earlier);
    await user.click(await screen.findByRole('button', { name: 'View questionnaire' }));
    const dialog = await screen.findByRole('dialog', { name: 'Questionnaire for Cohort JANUARY 2030' });
    expect(within(dialog).getByText('To build tools for my town.')).toBeInTheDocument();
    expect(within(dialog).getByText(/Tolu Staff · 3.4 · Not now — Keen/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Shy but clear/)).toBeInTheDocument();
  });

  it('tells an elder they are hidden in a blind first round, and shows nothing on a first application', async () => {
    signInAs('ELDER');
    await openProfile({ withheld: true, applications: [] });
    expect(
      await screen.findByText(/hidden while this applicant is in a blind first round/),
    ).toBeInTheDocument();
  });

  it('shows no panel for an applicant on their first application', async () => {
    signInAs('ADMIN');
    const api = stubApi({
      [PROFILE_KEY]: () => jsonResponse(200, makeProfile()),
      [EARLIER_KEY]: () => jsonResponse(200, { withheld: false, applications: [] }),
    });
    renderApp(`/profile/${ENCODED}`);
    await waitForProfile();
    await screen.findByRole('heading', { level: 1 });
    expect(api.mock.calls.some(([url]) => String(url).includes('earlierApplications'))).toBe(true);
    expect(screen.queryByRole('region', { name: 'Earlier applications' })).not.toBeInTheDocument();
  });
});
