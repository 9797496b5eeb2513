import type { Funnel } from '@intake/contracts/funnel';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { jsonResponse, makeToken, stubApi } from '../../../test/api-stub';
import { cohortFixture } from '../../../test/cohorts';
import { renderApp } from '../../../test/render-app';

const CURRENT = '00000000-0000-4000-8000-0000000000c1';
const EARLIER = '00000000-0000-4000-8000-0000000000c2';
const cohort = (id: string, name: string, isCurrent: boolean) =>
  cohortFixture(id, name, isCurrent, { tuitionFee: 600_000, startMonth: 'JANUARY', applicants: 10 });
const cohorts = [cohort(EARLIER, 'Cohort MAY 2026', false), cohort(CURRENT, 'Cohort JANUARY 2027', true)];

const funnelOf = (cohortId: string, cohortName: string, applied: number): Funnel => ({
  cohortId,
  cohortName,
  stages: [
    { status: 'APPLIED', reached: applied, now: 1, conversion: 0.8, medianMinutes: 20 },
    { status: 'QUESTIONNAIRE', reached: 4, now: 1, conversion: 0.75, medianMinutes: 200 },
    { status: 'TESTING', reached: 3, now: 1, conversion: 1 / 3, medianMinutes: 3180 },
    { status: 'TESTED', reached: 1, now: 1, conversion: 0, medianMinutes: null },
    ...(
      [
        'INVITED_FOR_INTERVIEW',
        'INTERVIEWING',
        'INTERVIEWED',
        'OFFERED_ADMISSION',
        'ACCEPTED_ADMISSION',
      ] as const
    ).map((status) => ({ status, reached: 0, now: 0, conversion: null, medianMinutes: null })),
    { status: 'ENROLLED', reached: 0, now: 0, conversion: null, medianMinutes: null },
  ],
  now: [{ listKey: 'WITHDRAWN', applicants: 1 }],
  dropOff: {
    declinedInterview: 2,
    declinedOffer: 1,
    notAdmitted: 3,
    withdrawnByStage: [{ status: 'TESTING', applicants: 1 }],
    withdrawalReasons: [{ reason: 'found a job', applicants: 1 }],
    decisionReasons: [{ decision: 'Send to Community', label: 'Test score below the bar', applicants: 3 }],
  },
  applicationsPerDay: [{ day: '2026-11-26', applicants: applied }],
  breakdowns: [
    { dimension: 'gender', rows: [{ value: 'Female', reached: [3, 2, 2, 1, 0, 0, 0, 0, 0, 0] }] },
    { dimension: 'age_range', rows: [{ value: '21-30', reached: [5, 4, 3, 1, 0, 0, 0, 0, 0, 0] }] },
    { dimension: 'state', rows: [{ value: '', reached: [5, 4, 2, 0, 0, 0, 0, 0, 0, 0] }] },
  ],
});

const stub = (extra: Parameters<typeof stubApi>[0] = {}) =>
  stubApi({
    'GET /api/admin/cohorts': () => jsonResponse(200, cohorts),
    [`GET /api/admin/funnel/${CURRENT}`]: () =>
      jsonResponse(200, funnelOf(CURRENT, 'Cohort JANUARY 2027', 5)),
    [`GET /api/admin/funnel/${EARLIER}`]: () => jsonResponse(200, funnelOf(EARLIER, 'Cohort MAY 2026', 42)),
    ...extra,
  });

const rowOf = (table: HTMLElement, name: string) => within(table).getByRole('cell', { name }).closest('tr');

describe('funnel screen', () => {
  beforeEach(() => {
    saveSession(makeToken({ id: 'admin-1', firstName: 'Ada', email: 'ada@school.org', roles: 'ADMIN' }));
  });

  it('shows the current cohort’s stages in the table behind the chart', async () => {
    stub();
    renderApp('/dashboard/funnel');
    const stages = await screen.findByRole('table', {
      name: 'Applicants of Cohort JANUARY 2027 who reached each stage',
    });
    expect(rowOf(stages, 'Applied')).toHaveTextContent(/Applied5180 %20 min/);
    expect(rowOf(stages, 'Questionnaire')).toHaveTextContent(/Questionnaire4175 %3 h 20 min/);
    expect(rowOf(stages, 'Taking the test')).toHaveTextContent(/33.3 %2 d 5 h/);
    expect(rowOf(stages, 'Enrolled')).toHaveTextContent(/Enrolled00––/);
  });

  it('shows drop-offs, reasons, days and breakdowns as tables', async () => {
    stub();
    renderApp('/dashboard/funnel');
    const dropOff = await screen.findByRole('table', { name: 'Applicants who left, and where' });
    expect(rowOf(dropOff, 'Declined the interview')).toHaveTextContent('2');
    expect(rowOf(dropOff, 'Withdrew at Taking the test')).toHaveTextContent('1');
    const reasons = screen.getByRole('table', { name: 'Elders’ decisions by reason' });
    expect(rowOf(reasons, 'Test score below the bar')).toHaveTextContent('3');
    expect(
      rowOf(screen.getByRole('table', { name: 'New applications per day' }), '2026-11-26'),
    ).toHaveTextContent('5');
    const byState = screen.getByRole('table', { name: /by state of origin when they reached it/ });
    expect(rowOf(byState, 'Not given')).toHaveTextContent(/Not given5420/);
  });

  it('opens another cohort from the address and from the cohort list', async () => {
    stub();
    const view = renderApp(`/dashboard/funnel?cohort=${EARLIER}`);
    expect(await screen.findByRole('table', { name: /Cohort MAY 2026/ })).toBeInTheDocument();
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Cohort' }), 'Cohort JANUARY 2027');
    expect(await screen.findByRole('table', { name: /Cohort JANUARY 2027/ })).toBeInTheDocument();
    expect(view.router.state.location.search).toBe(`?cohort=${CURRENT}`);
  });

  it('downloads the figures as CSV', async () => {
    const fetchMock = stub({
      [`GET /api/admin/funnel/${CURRENT}/export`]: () =>
        new Response('Table,Row,Column,Value\r\n', { status: 200 }),
    });
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:funnel');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const { user } = renderApp('/dashboard/funnel');
    await screen.findByRole('table', { name: /Cohort JANUARY 2027/ });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloads).toEqual(['funnel-cohort-january-2027.csv']));
    const call = fetchMock.mock.calls.find(([input]) => String(input).includes('/export'));
    expect(String(call?.[0])).toBe(`/api/admin/funnel/${CURRENT}/export?format=csv`);
  });
});
