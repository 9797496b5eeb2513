import type { TuitionStatement } from '@intake/contracts/tuition-statement';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi } from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render-app';
import { MyStatementView } from './my-statement-view';

const statement: TuitionStatement = {
  learner: { firstName: 'Ada', lastName: 'Obi', email: 'ada@example.org' },
  owedKobo: 12_000_000,
  feeKobo: 12_000_000,
  discountKobo: 0,
  firstPaymentKobo: 3_000_000,
  firstPaymentCovered: true,
  paidKobo: 12_500_050,
  refundedKobo: 0,
  adjustedKobo: 0,
  balanceKobo: -500_050,
  dueNowKobo: 0,
  entries: [
    {
      id: 1,
      kind: 'payment',
      source: 'paystack',
      amountKobo: 3_000_000,
      reference: 'PSK-1',
      note: '',
      receiptNumber: 7,
      occurredAt: '2027-01-05T10:00:00.000Z',
      balanceAfterKobo: 9_000_000,
    },
    {
      id: 2,
      kind: 'payment',
      source: 'proof',
      amountKobo: 9_500_050,
      reference: 'TRF-9',
      note: '',
      receiptNumber: 8,
      occurredAt: '2027-02-05T10:00:00.000Z',
      balanceAfterKobo: -500_050,
    },
  ],
  instalments: [
    {
      month: 'FEBRUARY',
      dueOn: '2027-02-01',
      amountKobo: 4_500_000,
      paidKobo: 4_500_000,
      state: 'paid',
      due: true,
    },
    {
      month: 'MAY',
      dueOn: '2027-05-01',
      amountKobo: 4_500_000,
      paidKobo: 4_500_000,
      state: 'paid',
      due: false,
    },
  ],
};

function renderView(answer: TuitionStatement) {
  stubApi({ 'GET /api/native/tuition/statement': () => jsonResponse(200, answer) });
  const onBack = vi.fn();
  const view = renderRoutes([{ path: '/', element: <MyStatementView onBack={onBack} /> }], '/');
  return { ...view, onBack };
}

describe('the learner’s statement', () => {
  it('shows every entry with the balance after it, the instalments, and credit as credit', async () => {
    const view = renderView(statement);
    const entry = (await screen.findByRole('cell', { name: 'PSK-1' })).closest('tr') as HTMLElement;
    expect(within(entry).getByText('NGN 30,000.00')).toBeInTheDocument();
    expect(within(entry).getByText('NGN 90,000.00')).toBeInTheDocument();
    expect(within(entry).getByText('7')).toBeInTheDocument();
    expect(screen.getByText('Credit held for you').closest('tr')).toHaveTextContent('NGN 5,000.50');
    expect(screen.getAllByText('Paid')).not.toHaveLength(0);
    expect(screen.getByText('2027-05')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Back to dashboard' }));
    expect(view.onBack).toHaveBeenCalledTimes(1);
  });

  it('says when nothing has been paid and the plan has no instalments', async () => {
    renderView({
      ...statement,
      entries: [],
      instalments: [],
      paidKobo: 0,
      balanceKobo: 12_000_000,
      dueNowKobo: 3_000_000,
      firstPaymentCovered: false,
    });
    expect(await screen.findByText('Nothing has been paid yet.')).toBeInTheDocument();
    expect(screen.getByText('Your payment plan has no instalments to show.')).toBeInTheDocument();
    expect(screen.getByText('Due now').closest('tr')).toHaveTextContent('NGN 30,000.00');
  });
});
