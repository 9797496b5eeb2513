import { messageTimelineCopy } from '@intake/contracts/copy/messaging';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { jsonResponse, makeToken, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const PAYMENT = '00000000-0000-4000-8000-0000000000f1';

const handlers = (assigned: { body?: unknown; total?: number }) => ({
  'GET /api/finance/paymentsByDay': () =>
    jsonResponse(200, {
      days: [
        {
          day: '2027-01-05',
          paystackKobo: 10_010,
          flutterwaveKobo: 0,
          proofKobo: 0,
          staffKobo: 0,
          totalKobo: 10_010,
          count: 1,
        },
      ],
      totalKobo: 10_010,
    }),
  'GET /api/finance/unmatched': () =>
    jsonResponse(200, {
      payments: assigned.body
        ? []
        : [
            {
              id: PAYMENT,
              provider: 'flutterwave',
              reference: 'FLW-42',
              amountKobo: 2_500_050,
              paidAt: '2027-01-05T10:00:00.000Z',
              payer: { name: 'Chinedu Okafor' },
            },
          ],
      total: assigned.body ? 0 : (assigned.total ?? 1),
      limit: 500,
    }),
  'GET /api/finance/outstanding': () =>
    jsonResponse(200, {
      cohorts: [
        {
          cohortId: 'c1',
          cohortName: 'Cohort JANUARY 2027',
          learners: [
            {
              email: 'ada@example.org',
              firstName: 'Ada',
              lastName: 'Obi',
              owedKobo: 60_000_000,
              paidKobo: 10_000_000,
              balanceKobo: 50_000_000,
            },
          ],
          owedKobo: 60_000_000,
          paidKobo: 10_000_000,
          balanceKobo: 50_000_000,
        },
      ],
    }),
  'GET /api/finance/smsUnits': () =>
    jsonResponse(200, {
      rows: [
        { month: '2027-02', cohortId: 'c1', cohortName: 'Cohort JANUARY 2027', messages: 1200, units: 1450 },
        { month: '2027-01', cohortId: null, cohortName: null, messages: 3, units: 3 },
      ],
    }),
  'GET /api/finance/learners': () =>
    jsonResponse(200, {
      learners: [
        {
          email: 'ada@example.org',
          firstName: 'Ada',
          lastName: 'Obi',
          applicationNumber: 12,
          cohortName: 'Cohort JANUARY 2027',
        },
      ],
    }),
  [`POST /api/finance/unmatched/${PAYMENT}/assign`]: (init: RequestInit) => {
    assigned.body = JSON.parse(String(init.body));
    return jsonResponse(200, { message: 'ok' });
  },
  [`POST /api/finance/unmatched/${PAYMENT}/dismiss`]: (init: RequestInit) => {
    assigned.body = JSON.parse(String(init.body));
    return jsonResponse(200, { message: 'Taken off the queue.' });
  },
});

describe('the finance screen', () => {
  beforeEach(() => {
    saveSession(makeToken({ id: 'admin-1', firstName: 'Ada', email: 'ada@school.org', roles: 'ADMIN' }));
  });

  it('shows payments by day, the balances by cohort, and keeps the range in the address', async () => {
    stubApi(handlers({}));
    const view = renderApp('/dashboard/finance?from=2027-01-01&to=2027-01-31');
    const day = (await screen.findByRole('cell', { name: '2027-01-05' })).closest('tr') as HTMLElement;
    expect(within(day).getByText('NGN 100.10')).toBeInTheDocument();
    expect(
      await screen.findByText('Cohort JANUARY 2027: 1 learner owes, NGN 500,000.00'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('2027-01-01');
    expect(view.router.state.location.search).toBe('?from=2027-01-01&to=2027-01-31');
  });

  it('shows the SMS units by month and cohort', async () => {
    stubApi(handlers({}));
    renderApp('/dashboard/finance');
    const table = await screen.findByRole('table', { name: messageTimelineCopy.finance.title });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/2027-02.*Cohort JANUARY 2027.*1,200.*1,450/);
    expect(rows[2]).toHaveTextContent(new RegExp(`2027-01.*${messageTimelineCopy.finance.noCohort}.*3.*3`));
  });

  it('assigns an unmatched payment to the learner found by search', async () => {
    const assigned: { body?: unknown } = {};
    stubApi(handlers(assigned));
    const view = renderApp('/dashboard/finance');
    expect(await screen.findByText('NGN 25,000.50')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Assign' }));
    await view.user.type(screen.getByLabelText('Learner (name, e-mail or application number)'), 'ada');
    await view.user.click(await screen.findByRole('button', { name: 'Assign to this learner' }));
    await waitFor(() => expect(assigned.body).toEqual({ email: 'ada@example.org' }));
    expect(
      await screen.findByText('Assigned; the learner’s statement and receipt follow.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Every payment is matched to a learner.')).toBeInTheDocument();
  });

  it('lets an admin dismiss a payment that is not tuition, with a reason', async () => {
    const assigned: { body?: unknown } = {};
    stubApi(handlers(assigned));
    const view = renderApp('/dashboard/finance');
    expect(await screen.findByText('NGN 25,000.50')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Not tuition' }));
    const confirm = screen.getByRole('button', { name: 'Take it off the queue' });
    expect(confirm).toBeDisabled();
    await view.user.type(screen.getByLabelText(/Why is this payment not tuition/), 'A sibling’s fees');
    await view.user.click(confirm);
    await waitFor(() => expect(assigned.body).toEqual({ reason: 'A sibling’s fees' }));
    expect(await screen.findByText('Taken off the queue.')).toBeInTheDocument();
  });

  it('says when the queue is cut, and offers no dismissal to the finance address that is not an admin', async () => {
    saveSession(makeToken({ id: 'fin-1', firstName: 'Fin', email: 'fin@school.org', roles: 'SPONSOR' }));
    stubApi(handlers({ total: 612 }));
    renderApp('/dashboard/finance');
    expect(
      await screen.findByText(
        'Showing the oldest 1 of 612 unmatched payments; assign or dismiss some to see the rest.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Assign' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Not tuition' })).not.toBeInTheDocument();
  });
});
