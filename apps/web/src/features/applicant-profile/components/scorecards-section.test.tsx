import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { deferred, errorResponse, jsonResponse, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { ENCODED, makeProfile, PROFILE_KEY, signInAs, waitForProfile } from '../test/fixtures';

const URL_ = `/api/elder/scorecards/${ENCODED}`;
const FIRST = '11111111-1111-4111-8111-111111111111';
const CLEAR = '22222222-2222-4222-8222-222222222222';
const SOLVE = '33333333-3333-4333-8333-333333333333';
const rubric = {
  firstReview: [
    {
      id: FIRST,
      stage: 'FIRST_REVIEW',
      name: 'Motivation',
      lowAnchor: 'None',
      highAnchor: 'Clear',
      weight: 1,
    },
  ],
  interview: [
    {
      id: CLEAR,
      stage: 'INTERVIEW',
      name: 'Communication',
      lowAnchor: 'Hard to follow',
      highAnchor: 'Crisp',
      weight: 3,
    },
    {
      id: SOLVE,
      stage: 'INTERVIEW',
      name: 'Problem solving',
      lowAnchor: 'Stuck',
      highAnchor: 'Finds a way',
      weight: 1,
    },
  ],
};
const empty = { weightedScore: null, meanScores: [], count: 0 };
const card = (mine: boolean, reviewer: string, scores: [number, number], note: string) => ({
  id: mine ? '44444444-4444-4444-8444-444444444444' : '55555555-5555-4555-8555-555555555555',
  stage: 'INTERVIEW',
  reviewer,
  mine,
  editable: mine,
  note,
  scores: [
    { criterionId: CLEAR, score: scores[0] },
    { criterionId: SOLVE, score: scores[1] },
  ],
  weightedScore: (scores[0] * 3 + scores[1]) / 4,
  updatedAt: '2030-01-05T10:00:00.000Z',
});
const answer = (cards: ReturnType<typeof card>[], canScoreInterview = true) => ({
  rubric,
  aptitudeTest: { score: 14, outOf: 20 },
  scorecards: cards,
  firstReview: empty,
  interview: cards.length
    ? {
        weightedScore: 3.5,
        count: cards.length,
        meanScores: [
          { criterionId: CLEAR, mean: 4 },
          { criterionId: SOLVE, mean: 2 },
        ],
      }
    : empty,
  canScoreInterview,
});

async function openProfile(handlers: Parameters<typeof stubApi>[0]) {
  const fetchMock = stubApi({
    [PROFILE_KEY]: () => jsonResponse(200, makeProfile({ applicant: { applicationStatus: 'INTERVIEWED' } })),
    ...handlers,
  });
  const view = renderApp(`/profile/${ENCODED}`);
  await waitForProfile();
  const section = await screen.findByRole('region', { name: 'Scorecards' });
  return { ...view, fetchMock, section };
}

describe('scorecards on the profile', () => {
  beforeEach(() => signInAs('ELDER'));

  it('shows the first round and the interview side by side, the test score, and each card’s note', async () => {
    const { section } = await openProfile({
      [`GET ${URL_}`]: () =>
        jsonResponse(200, answer([card(false, 'Efe Elder', [4, 2], 'Calm, a little slow')])),
    });
    expect(within(section).getByText('14 / 20')).toBeInTheDocument();
    const first = within(section).getByRole('table', { name: 'First review' });
    expect(within(first).getByText('Motivation (×1)').closest('tr')).toHaveTextContent('—');
    expect(within(first).getByText('Weighted score').closest('tr')).toHaveTextContent('—');
    const interview = within(section).getByRole('table', { name: 'Interview' });
    expect(within(interview).getByText('Communication (×3)').closest('tr')).toHaveTextContent('4');
    expect(within(interview).getByText('Weighted score').closest('tr')).toHaveTextContent('3.5');
    const item = within(section).getByRole('listitem');
    expect(item).toHaveTextContent('Efe Elder · Interview');
    expect(item).toHaveTextContent('Communication 4 · Problem solving 2');
    expect(item).toHaveTextContent('Calm, a little slow');
    expect(within(section).getByRole('button', { name: 'Fill my interview scorecard' })).toBeInTheDocument();
  });

  it('fills the elder’s card with every criterion scored, once on a double click', async () => {
    const saved = deferred<Response>();
    const { section, user, fetchMock } = await openProfile({
      [`GET ${URL_}`]: () => jsonResponse(200, answer([])),
      [`PUT ${URL_}/interview`]: () => saved.promise,
    });
    await user.click(within(section).getByRole('button', { name: 'Fill my interview scorecard' }));
    expect(within(section).getByText('1: Hard to follow · 5: Crisp')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Save scorecard' }));
    expect(within(section).getByText('Give every criterion a score from 1 to 5.')).toBeInTheDocument();
    const communication = within(section).getByRole('radiogroup', {
      name: 'Communication: score from 1 to 5',
    });
    await user.click(within(communication).getByRole('radio', { name: '5' }));
    const solving = within(section).getByRole('radiogroup', { name: 'Problem solving: score from 1 to 5' });
    await user.click(within(solving).getByRole('radio', { name: '2' }));
    await user.type(within(section).getByLabelText('Note'), 'Clear thinker');
    await user.dblClick(within(section).getByRole('button', { name: 'Save scorecard' }));
    saved.resolve(jsonResponse(200, answer([card(true, 'Ezra Staff', [5, 2], 'Clear thinker')])));
    expect(await within(section).findByText('Scorecard saved')).toBeInTheDocument();
    const puts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(JSON.parse(String(puts[0]?.[1]?.body))).toEqual({
      scores: [
        { criterionId: CLEAR, score: 5 },
        { criterionId: SOLVE, score: 2 },
      ],
      note: 'Clear thinker',
    });
    expect(
      within(section).getByRole('button', { name: 'Change my interview scorecard' }),
    ).toBeInTheDocument();
  });

  it('shows the server’s refusal in the form', async () => {
    const { section, user } = await openProfile({
      [`GET ${URL_}`]: () => jsonResponse(200, answer([card(true, 'Ezra Staff', [3, 3], '')])),
      [`PUT ${URL_}/interview`]: () =>
        errorResponse(
          409,
          'The decision on this applicant is made, so scorecards can no longer change.',
          'WRONG_STATE',
        ),
    });
    await user.click(within(section).getByRole('button', { name: 'Change my interview scorecard' }));
    await user.click(within(section).getByRole('button', { name: 'Save scorecard' }));
    expect(await within(section).findByText(/scorecards can no longer change/)).toBeInTheDocument();
  });

  it('offers no form once scoring is closed, and says when the cohort has no rubric', async () => {
    const { section } = await openProfile({
      [`GET ${URL_}`]: () =>
        jsonResponse(200, {
          ...answer([], false),
          rubric: { firstReview: [], interview: [] },
          aptitudeTest: null,
        }),
    });
    expect(within(section).getByText(/has no rubric yet/)).toBeInTheDocument();
    expect(within(section).getByText('Not scored yet')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /scorecard/ })).not.toBeInTheDocument();
  });

  it('is not shown to a sponsor', async () => {
    signInAs('SPONSOR');
    stubApi({ [PROFILE_KEY]: () => jsonResponse(200, makeProfile()) });
    renderApp(`/profile/${ENCODED}`);
    await waitForProfile();
    expect(screen.queryByRole('region', { name: 'Scorecards' })).not.toBeInTheDocument();
  });
});
