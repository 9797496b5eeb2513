import type { ReviewAssignment, ReviewQueueAnswer } from '@intake/contracts/review-queue';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { jsonResponse, makeToken, noResponse, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const A = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const B = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const MOTIVATION = '11111111-1111-4111-8111-111111111111';
const PREPARATION = '22222222-2222-4222-8222-222222222222';

const rubric = [
  {
    id: MOTIVATION,
    stage: 'FIRST_REVIEW',
    name: 'Motivation',
    lowAnchor: 'No reason given',
    highAnchor: 'Clear goals',
    weight: 3,
  },
  {
    id: PREPARATION,
    stage: 'FIRST_REVIEW',
    name: 'Preparation',
    lowAnchor: 'None',
    highAnchor: 'Has built things',
    weight: 1,
  },
] as ReviewAssignment['rubric'];

const assignment = (applicantId: string, overrides: Partial<ReviewAssignment> = {}): ReviewAssignment => ({
  applicantId,
  reference: applicantId === A ? 'Applicant INT-000001' : 'Applicant INT-000002',
  blind: true,
  identity: null,
  answers: [
    {
      title: 'Skills and motivation',
      fields: [{ label: 'Why do you want to join the program?', value: 'To build software for farmers.' }],
    },
  ],
  aptitudeTest: { score: 14, outOf: 20, takenAt: '2026-11-02T10:30:00.000Z' },
  rubric,
  assignedAt: '2026-11-20T09:00:00.000Z',
  completedAt: null,
  editable: true,
  myReview: null,
  otherReviews: null,
  ...overrides,
});

const answer = (value: ReviewAssignment | null, open = 2, done = 0): ReviewQueueAnswer => ({
  counts: { open, done },
  assignment: value,
});

const savedA = assignment(A, {
  completedAt: '2026-11-27T10:00:00.000Z',
  myReview: {
    reviewer: 'Ezra Staff',
    scores: [
      { criterionId: MOTIVATION, score: 4 },
      { criterionId: PREPARATION, score: 2 },
    ],
    recommendation: 'INVITE_TO_INTERVIEW',
    note: 'Clear plan',
    weightedScore: 3.5,
    updatedAt: '2026-11-27T10:00:00.000Z',
  },
  otherReviews: [
    {
      reviewer: 'Efe Elder',
      scores: [
        { criterionId: MOTIVATION, score: 2 },
        { criterionId: PREPARATION, score: 2 },
      ],
      recommendation: 'NOT_NOW',
      note: 'Thin answers',
      weightedScore: 2,
      updatedAt: '2026-11-26T10:00:00.000Z',
    },
  ],
});

const signIn = () =>
  saveSession(makeToken({ id: 'staff-1', firstName: 'Ezra', email: 'ezra@school.org', roles: 'ELDER' }));

const search = (view: ReturnType<typeof renderApp>) => view.router.state.location.search;
const group = (name: RegExp) => screen.getByRole('radiogroup', { name });
const checked = (name: RegExp) => within(group(name)).queryByRole('radio', { checked: true });

describe('My reviews', () => {
  beforeEach(signIn);
  afterEach(() => {
    for (const id of [A, B]) sessionStorage.removeItem(`review-draft:staff-1:${id}`);
  });

  it('opens the next applicant blind, puts them in the address and hides the others’ scores', async () => {
    // Another elder's unsaved scores on this tab are theirs, not this reviewer's.
    sessionStorage.setItem(
      `review-draft:other-elder:${A}`,
      JSON.stringify({ scores: { [MOTIVATION]: 1 }, recommendation: 'NOT_NOW', note: 'theirs' }),
    );
    stubApi({ 'GET /api/elder/reviews/next': () => jsonResponse(200, answer(assignment(A))) });
    const view = renderApp('/dashboard/reviews');
    expect(await screen.findByRole('heading', { name: 'Applicant INT-000001' })).toBeInTheDocument();
    expect(checked(/^Motivation/)).toBeNull();
    sessionStorage.removeItem(`review-draft:other-elder:${A}`);
    expect(search(view)).toBe(`?applicant=${A}`);
    expect(screen.getByText('2 left · 0 done')).toBeInTheDocument();
    expect(screen.getByText('Blind')).toBeInTheDocument();
    expect(screen.getByText(/who the applicant is stays hidden/)).toBeInTheDocument();
    expect(screen.getByText('14 / 20', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('To build software for farmers.')).toBeInTheDocument();
    expect(screen.getByText('1: No reason given · 5: Clear goals')).toBeInTheDocument();
    expect(
      screen.getByText('The other reviewers’ scores appear once your own review is saved.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Keyboard shortcuts' })).toHaveTextContent('Ctrl + Enter');
    expect(screen.queryByRole('table', { name: 'Applicant' })).not.toBeInTheDocument();
  });

  it('is filled with the keyboard only, ignores shortcuts in the note and saves straight to the next', async () => {
    let put: unknown;
    const fetchMock = stubApi({
      'GET /api/elder/reviews/next': () =>
        put ? jsonResponse(200, answer(assignment(B), 1, 1)) : jsonResponse(200, answer(assignment(A))),
      [`PUT /api/elder/reviews/${A}`]: (init) => {
        put = JSON.parse(String(init.body));
        return jsonResponse(200, answer(savedA, 1, 1));
      },
      [`GET /api/elder/reviews/${A}`]: () => jsonResponse(200, answer(savedA, 1, 1)),
    });
    const view = renderApp('/dashboard/reviews');
    await screen.findByRole('heading', { name: 'Applicant INT-000001' });
    const { user } = view;

    // 4 scores the first criterion and moves to the second; J and K move between criteria.
    await user.keyboard('4');
    expect(checked(/^Motivation/)).toHaveAccessibleName('4');
    expect(group(/^Preparation/)).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('k');
    expect(group(/^Motivation/)).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{ArrowDown}');
    expect(group(/^Preparation/)).toContainElement(document.activeElement as HTMLElement);
    // Arrow Down moved between criteria, it did not change the first criterion's score.
    expect(checked(/^Motivation/)).toHaveAccessibleName('4');
    await user.keyboard('2');
    expect(checked(/^Preparation/)).toHaveAccessibleName('2');
    await user.keyboard('i');
    expect(checked(/^Recommendation/)).toHaveAccessibleName('Invite to interview (I)');

    // In the note every key is text: no score, no recommendation changes.
    await user.type(screen.getByRole('textbox', { name: /Note/ }), 'Nix 5 jokes');
    expect(checked(/^Motivation/)).toHaveAccessibleName('4');
    expect(checked(/^Recommendation/)).toHaveAccessibleName('Invite to interview (I)');
    await user.keyboard('{Control>}{Enter}{/Control}');

    expect(await screen.findByRole('heading', { name: 'Applicant INT-000002' })).toBeInTheDocument();
    expect(put).toEqual({
      scores: [
        { criterionId: MOTIVATION, score: 4 },
        { criterionId: PREPARATION, score: 2 },
      ],
      recommendation: 'INVITE_TO_INTERVIEW',
      note: 'Nix 5 jokes',
    });
    expect(search(view)).toBe(`?applicant=${B}`);
    expect(screen.getByRole('status')).toHaveTextContent('Review of Applicant INT-000001 saved.');
    expect(screen.getByText('1 left · 1 done')).toBeInTheDocument();
    // The next applicant's form starts empty.
    expect(checked(/^Motivation/)).toBeNull();

    // Back: the saved applicant now shows the other reviewer's review.
    await act(() => view.router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Applicant INT-000001' })).toBeInTheDocument();
    const others = screen.getByRole('region', { name: 'Other reviewers' });
    expect(within(others).getByText('Efe Elder')).toBeInTheDocument();
    expect(others).toHaveTextContent('Thin answers');
    expect(others).toHaveTextContent('Not now');
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(1);
  });

  it('asks for every score before saving and keeps the scores when the connection drops', async () => {
    stubApi({
      'GET /api/elder/reviews/next': () => jsonResponse(200, answer(assignment(A))),
      [`GET /api/elder/reviews/${A}`]: () => jsonResponse(200, answer(assignment(A))),
      [`PUT /api/elder/reviews/${A}`]: noResponse,
    });
    const view = renderApp('/dashboard/reviews');
    await screen.findByRole('heading', { name: 'Applicant INT-000001' });
    const { user } = view;
    await user.keyboard('5');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(screen.getByRole('alert')).toHaveTextContent('Score every criterion and choose a recommendation.');
    await user.keyboard('3x');
    await user.click(screen.getByRole('button', { name: 'Save and next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Not saved: .+ Your scores are kept here; try again\.$/,
    );
    expect(JSON.parse(sessionStorage.getItem(`review-draft:staff-1:${A}`) ?? 'null')).toMatchObject({
      scores: { [MOTIVATION]: 5, [PREPARATION]: 3 },
      recommendation: 'NOT_ADMITTED',
    });

    // A reload of the page finds the unsaved scores again.
    view.unmount();
    const again = renderApp(`/dashboard/reviews?applicant=${A}`);
    await screen.findByRole('heading', { name: 'Applicant INT-000001' });
    expect(checked(/^Motivation/)).toHaveAccessibleName('5');
    expect(checked(/^Preparation/)).toHaveAccessibleName('3');
    expect(checked(/^Recommendation/)).toHaveAccessibleName('Not admitted (X)');
    again.unmount();
  });

  it('shows who the applicant is outside the blind round', async () => {
    stubApi({
      [`GET /api/elder/reviews/${A}`]: () =>
        jsonResponse(
          200,
          answer(
            assignment(A, {
              blind: false,
              identity: {
                firstName: 'Zebedee',
                lastName: 'Quartermaine',
                email: 'zq@example.org',
                phone: '+234 8012345678',
                gender: 'Male',
                ageRange: '31-39',
                stateOfOrigin: 'Enugu',
                profilePictureUrl: null,
              },
            }),
          ),
        ),
    });
    renderApp(`/dashboard/reviews?applicant=${A}`);
    const identity = await screen.findByRole('table', { name: 'Applicant' });
    expect(identity).toHaveTextContent('Zebedee Quartermaine');
    expect(identity).toHaveTextContent('zq@example.org');
    expect(screen.queryByText('Blind')).not.toBeInTheDocument();
  });

  it('says when the queue is done', async () => {
    stubApi({ 'GET /api/elder/reviews/next': () => jsonResponse(200, answer(null, 0, 30)) });
    renderApp('/dashboard/reviews');
    expect(await screen.findByRole('heading', { name: 'All done' })).toBeInTheDocument();
    expect(screen.getByText('0 left · 30 done')).toBeInTheDocument();
  });
});
