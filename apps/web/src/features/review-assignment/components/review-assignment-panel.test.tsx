import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../lib/providers';
import { saveSession } from '../../../lib/session';
import { deferred, errorResponse, jsonResponse, makeToken, stubApi } from '../../../test/api-stub';
import { cohortFixture } from '../../../test/cohorts';
import { createTestQueryClient } from '../../../test/query-client';
import { ReviewAssignmentPanel } from './review-assignment-panel';

const COHORT = '11111111-1111-4111-8111-111111111111';
const OTHER_COHORT = '22222222-2222-4222-8222-222222222222';
const BOLA = '33333333-3333-4333-8333-333333333333';
const CHIDI = '44444444-4444-4444-8444-444444444444';
const ADA = '55555555-5555-4555-8555-555555555555';
const EMEKA = '66666666-6666-4666-8666-666666666666';
const settingsUrl = `/api/admin/cohorts/${COHORT}/review-settings`;
const settings = { cohortId: COHORT, blindFirstRound: true, reviewersPerApplicant: 2, disagreementMargin: 1 };
const reviewers = {
  reviewers: [
    { id: BOLA, firstName: 'Bola', lastName: 'Ade', email: 'bola@example.org', open: 4, done: 7 },
    { id: CHIDI, firstName: 'Chidi', lastName: 'Eze', email: 'chidi@example.org', open: 1, done: 0 },
  ],
  shortOfReviewers: 3,
  shortApplicants: [
    {
      applicantId: ADA,
      firstName: 'Ada',
      lastName: 'Obi',
      email: 'ada@example.org',
      reviewers: 1,
      wanted: 2,
    },
  ],
};
const queueUrl = `/api/admin/review/reviewers/${BOLA}/queue`;
const queueItem = (applicantId: string, firstName: string, state: string) => ({
  applicantId,
  firstName,
  lastName: 'Obi',
  email: `${firstName.toLowerCase()}@example.org`,
  status: 'TESTED',
  assignedAt: '2030-03-14T09:00:00.000Z',
  completedAt: state === 'DONE' ? '2030-03-15T09:00:00.000Z' : null,
  state,
});
const conflictsUrl = `/api/admin/review/conflicts?reviewerId=${BOLA}`;
const conflict = (applicantId: string, applicantName: string, foundBySystem: boolean) => ({
  reviewerId: BOLA,
  reviewerName: 'Bola Ade',
  applicantId,
  applicantName,
  applicantEmail: `${applicantName.split(' ')[0]?.toLowerCase()}@example.org`,
  reason: foundBySystem ? 'Same phone as the applicant' : 'Her cousin',
  foundBySystem,
  createdAt: '2030-03-14T09:00:00.000Z',
});

type Handlers = Parameters<typeof stubApi>[0];

function stub(extra: Handlers = {}) {
  return stubApi({
    'GET /api/admin/cohorts': () =>
      jsonResponse(200, [
        cohortFixture(OTHER_COHORT, 'Batch 1', false),
        cohortFixture(COHORT, 'Batch 2', true),
      ]),
    [`GET ${settingsUrl}`]: () => jsonResponse(200, settings),
    'GET /api/admin/review/reviewers': () => jsonResponse(200, reviewers),
    ...extra,
  });
}

function renderPanel() {
  saveSession(makeToken({ roles: 'ADMIN' }));
  render(
    <AppProviders queryClient={createTestQueryClient()} env="test">
      <ReviewAssignmentPanel />
    </AppProviders>,
  );
  return userEvent.setup();
}

const callsTo = (fetchMock: ReturnType<typeof stubApi>, method: string, url: string) =>
  fetchMock.mock.calls.filter(([to, init]) => String(to) === url && (init?.method ?? 'GET') === method);
const bodyOf = (call: unknown[] | undefined) =>
  JSON.parse(String((call?.[1] as RequestInit | undefined)?.body));

describe('Review assignment panel', () => {
  it('shows the current cohort’s settings, the elders’ loads and who is short of reviewers', async () => {
    stub();
    renderPanel();
    expect(screen.getByRole('region', { name: 'Review assignment' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Reviewers' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Bola Ade');
    expect(rows[1]).toHaveTextContent('bola@example.org');
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .slice(1, 3)
        .map((cell) => cell.textContent),
    ).toEqual(['4', '7']);
    expect(screen.getByText('3 applicants are short of reviewers.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Short of reviewers' })).getByRole('listitem'),
    ).toHaveTextContent('Ada Obi (ada@example.org): 1 of 2 reviewers');
    expect(await screen.findByLabelText('Blind first round (hide who the applicant is)')).toBeChecked();
    expect(screen.getByLabelText('Cohort')).toHaveValue(COHORT);
    expect(screen.getByLabelText('Reviewers per applicant (1–5)')).toHaveValue('2');
  });

  it('saves the settings by PUT, and refuses an empty number without calling', async () => {
    const fetchMock = stub({
      [`PUT ${settingsUrl}`]: (init) =>
        jsonResponse(200, { cohortId: COHORT, ...JSON.parse(String(init.body)) }),
    });
    const user = renderPanel();
    const margin = await screen.findByLabelText('Flag disagreement above (0.1–4.0)');
    await user.click(screen.getByLabelText('Blind first round (hide who the applicant is)'));
    await user.clear(screen.getByLabelText('Reviewers per applicant (1–5)'));
    await user.type(screen.getByLabelText('Reviewers per applicant (1–5)'), '3');
    await user.clear(margin);
    await user.type(margin, '1.5');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Review settings saved.')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'PUT', settingsUrl)[0])).toEqual({
      blindFirstRound: false,
      reviewersPerApplicant: 3,
      disagreementMargin: 1.5,
    });
    await user.clear(screen.getByLabelText('Reviewers per applicant (1–5)'));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(
      await screen.findByText('Reviewers per applicant is a whole number from 1 to 5'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', settingsUrl)).toHaveLength(1);
  });

  it('assigns the waiting applicants once on a double click and says how many assignments it made', async () => {
    const answer = deferred<Response>();
    const fetchMock = stub({ 'POST /api/admin/review/assign-waiting': () => answer.promise });
    const user = renderPanel();
    await screen.findByRole('table', { name: 'Reviewers' });
    await user.dblClick(screen.getByRole('button', { name: 'Assign waiting' }));
    answer.resolve(jsonResponse(200, { assigned: 5, shortOfReviewers: 0 }));
    expect(await screen.findByText('5 assignments made.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/admin/review/assign-waiting')).toHaveLength(1);
  });

  it('opens an elder’s queue and moves an open review to another elder; a refusal is shown', async () => {
    let refuse = false;
    const moveUrl = `/api/admin/review/reviewers/${BOLA}/queue/${ADA}/reassign`;
    const fetchMock = stub({
      [`GET ${queueUrl}?page=1`]: () =>
        jsonResponse(200, {
          reviewer: reviewers.reviewers[0],
          items: [queueItem(ADA, 'Ada', 'OPEN'), queueItem(EMEKA, 'Emeka', 'DONE')],
          page: 1,
          pageSize: 25,
          total: 2,
        }),
      [`GET ${conflictsUrl}`]: () => jsonResponse(200, { conflicts: [] }),
      [`POST ${moveUrl}`]: () =>
        refuse
          ? errorResponse(409, 'That elder has a conflict of interest with this applicant.', 'CONFLICT')
          : jsonResponse(200, { message: 'Assignment moved' }),
    });
    const user = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Open Bola Ade’s queue' }));
    const queue = await screen.findByRole('table', { name: 'Bola Ade’s queue' });
    const rows = within(queue).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Ada Obi');
    expect(rows[1]).toHaveTextContent('ada@example.org');
    expect(rows[1]).toHaveTextContent('Tested');
    expect(rows[2]).toHaveTextContent('Done');
    expect(within(rows[2] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    const move = screen.getByRole('button', { name: 'Move Ada Obi’s review' });
    expect(move).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Move Ada Obi’s review to'), CHIDI);
    await user.click(move);
    await waitFor(() => expect(callsTo(fetchMock, 'POST', moveUrl)).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, 'POST', moveUrl)[0])).toEqual({ toReviewerId: CHIDI });
    expect(await screen.findByText('Review moved.')).toBeInTheDocument();
    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Move Ada Obi’s review' }));
    expect(
      await screen.findByText('That elder has a conflict of interest with this applicant.'),
    ).toBeInTheDocument();
  });

  it('pages through a long queue', async () => {
    const page = (n: number) => () =>
      jsonResponse(200, {
        reviewer: reviewers.reviewers[0],
        items: [queueItem(n === 1 ? ADA : EMEKA, n === 1 ? 'Ada' : 'Emeka', 'OPEN')],
        page: n,
        pageSize: 25,
        total: 30,
      });
    stub({
      [`GET ${queueUrl}?page=1`]: page(1),
      [`GET ${queueUrl}?page=2`]: page(2),
      [`GET ${conflictsUrl}`]: () => jsonResponse(200, { conflicts: [] }),
    });
    const user = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Open Bola Ade’s queue' }));
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Emeka Obi')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('lists an elder’s conflicts, removes one declared by hand, and declares a new one', async () => {
    const removeUrl = `/api/admin/review/conflicts/${BOLA}/${ADA}`;
    const fetchMock = stub({
      [`GET ${queueUrl}?page=1`]: () =>
        jsonResponse(200, { reviewer: reviewers.reviewers[0], items: [], page: 1, pageSize: 25, total: 0 }),
      [`GET ${conflictsUrl}`]: () =>
        jsonResponse(200, {
          conflicts: [conflict(ADA, 'Ada Obi', false), conflict(EMEKA, 'Emeka Obi', true)],
        }),
      [`DELETE ${removeUrl}`]: () => jsonResponse(200, { message: 'Conflict removed' }),
      'POST /api/admin/review/conflicts': () =>
        jsonResponse(201, {
          conflict: conflict(ADA, 'Ada Obi', false),
          removedAssignment: true,
          replacements: 1,
        }),
    });
    const user = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Open Bola Ade’s queue' }));
    expect(await screen.findByText('Her cousin')).toBeInTheDocument();
    expect(screen.getByText('Found by the portal')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Remove the conflict with Emeka Obi' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove the conflict with Ada Obi' }));
    expect(await screen.findByText('Conflict removed.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', removeUrl)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Declare conflict' }));
    expect(await screen.findByText('Choose the reviewer')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Elder'), BOLA);
    await user.type(screen.getByLabelText('Applicant’s e-mail'), 'Ada@Example.org');
    await user.type(screen.getByLabelText('Reason'), 'Her cousin');
    await user.click(screen.getByRole('button', { name: 'Declare conflict' }));
    expect(await screen.findByText('Conflict declared; another elder takes the review.')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/admin/review/conflicts')[0])).toEqual({
      reviewerId: BOLA,
      applicantEmail: 'ada@example.org',
      reason: 'Her cousin',
    });
  });
});
