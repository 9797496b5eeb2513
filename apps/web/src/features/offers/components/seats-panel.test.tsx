import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../lib/providers';
import { saveSession } from '../../../lib/session';
import { errorResponse, jsonResponse, makeToken, stubApi } from '../../../test/api-stub';
import { cohortFixture } from '../../../test/cohorts';
import { createTestQueryClient } from '../../../test/query-client';
import { SeatsPanel } from './seats-panel';

const COHORT = '11111111-1111-4111-8111-111111111111';
const OTHER_COHORT = '22222222-2222-4222-8222-222222222222';
const ADA = '55555555-5555-4555-8555-555555555555';
const EMEKA = '66666666-6666-4666-8666-666666666666';
const cohort = (id: string, name: string, isCurrent: boolean) =>
  cohortFixture(id, name, isCurrent, { tuitionFee: 500_000 });
const seats = {
  cohortId: COHORT,
  cohortName: 'Batch 2',
  seats: 30,
  responseDays: 7,
  offered: 5,
  accepted: 20,
  paid: 12,
  remaining: 5,
  waitlist: [
    {
      rank: 1,
      applicantId: ADA,
      name: 'Ada Obi',
      email: 'ada@example.org',
      reviewScore: 4.5,
      testScore: 70,
      placedAt: '2030-03-14T09:00:00.000Z',
    },
    {
      rank: 2,
      applicantId: EMEKA,
      name: 'Emeka Eze',
      email: 'emeka@example.org',
      reviewScore: null,
      testScore: 90,
      placedAt: '2030-03-13T09:00:00.000Z',
    },
  ],
};
const unlimited = {
  ...seats,
  cohortId: OTHER_COHORT,
  cohortName: 'Batch 1',
  seats: null,
  remaining: null,
  waitlist: [],
};

function renderPanel() {
  saveSession(makeToken({ roles: 'ADMIN' }));
  render(
    <AppProviders queryClient={createTestQueryClient()} env="test">
      <SeatsPanel />
    </AppProviders>,
  );
  return userEvent.setup();
}

describe('Seats and waitlist panel', () => {
  it('starts on the current cohort: its seats and the waitlist in rank order', async () => {
    stubApi({
      'GET /api/admin/cohorts': () =>
        jsonResponse(200, [cohort(OTHER_COHORT, 'Batch 1', false), cohort(COHORT, 'Batch 2', true)]),
      [`GET /api/admissions/cohorts/${COHORT}/seats`]: () => jsonResponse(200, seats),
    });
    renderPanel();
    expect(screen.getByRole('region', { name: 'Seats and waitlist' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Waitlist' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('1Ada Obiada@example.org4.570');
    expect(rows[2]).toHaveTextContent('2Emeka Ezeemeka@example.org—90');
    const figures = screen.getByLabelText('Seats', { selector: 'dl' });
    expect(
      within(figures)
        .getAllByRole('definition')
        .map((cell) => cell.textContent),
    ).toEqual(['30', '5', '20', '12', '5']);
    expect(screen.getByText('Applicants have 7 days to answer an offer.')).toBeInTheDocument();
    expect(screen.getByLabelText('Cohort')).toHaveValue(COHORT);
  });

  it('shows a cohort without seats as having no limit, and an empty waitlist', async () => {
    stubApi({
      'GET /api/admin/cohorts': () =>
        jsonResponse(200, [cohort(OTHER_COHORT, 'Batch 1', false), cohort(COHORT, 'Batch 2', true)]),
      [`GET /api/admissions/cohorts/${COHORT}/seats`]: () => jsonResponse(200, seats),
      [`GET /api/admissions/cohorts/${OTHER_COHORT}/seats`]: () => jsonResponse(200, unlimited),
    });
    const user = renderPanel();
    await screen.findByRole('table', { name: 'Waitlist' });
    await user.selectOptions(screen.getByLabelText('Cohort'), OTHER_COHORT);
    expect(await screen.findByText('No one is on the waitlist.')).toBeInTheDocument();
    expect(screen.getAllByText('No limit')).toHaveLength(2);
    expect(screen.getByText(/sets no seats/)).toBeInTheDocument();
  });

  it('says why when the seats cannot be read', async () => {
    stubApi({
      'GET /api/admin/cohorts': () => jsonResponse(200, [cohort(COHORT, 'Batch 2', true)]),
      [`GET /api/admissions/cohorts/${COHORT}/seats`]: () =>
        errorResponse(404, 'There is no such cohort.', 'NOT_FOUND'),
    });
    renderPanel();
    expect(await screen.findByText('There is no such cohort.')).toBeInTheDocument();
  });
});
