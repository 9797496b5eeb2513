import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubApi } from '../../../test/api-stub';
import { callsTo, findSuccessToast, jsonBody, renderAsAdmin, theCallTo } from '../test/render-console';
import { PaymentAccountPanel } from './payment-account-panel';

const saved = {
  bankName: null,
  accountName: null,
  accountNumber: null,
  ussdCode: '*737#',
  note: null,
};

describe('Payment details (issue 19.7)', () => {
  it('shows what applicants are told now, checks the account by the server’s rules, and saves it', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/school/payment': () => jsonResponse(200, saved),
      'PUT /api/admin/school/payment': () => jsonResponse(200, { message: 'Payment details saved' }),
      'GET /api/admin/audit': () => jsonResponse(200, { entries: [], total: 0 }),
    });
    const { user } = renderAsAdmin(<PaymentAccountPanel />);
    const form = await screen.findByRole('form', { name: 'Payment details' });
    expect(within(form).getByLabelText(/USSD code/)).toHaveValue('*737#');

    await user.type(within(form).getByLabelText('Bank name'), 'First Bank');
    await user.type(within(form).getByLabelText(/Account number/), '30123');
    await user.click(within(form).getByRole('button', { name: 'Save payment details' }));
    expect(await within(form).findByText('Enter the 10-digit account number (NUBAN)')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/admin/school/payment')).toHaveLength(0);

    await user.type(within(form).getByLabelText(/Account number/), '45678');
    await user.type(within(form).getByLabelText('Account name'), 'Yaba Academy Fees');
    await user.click(within(form).getByRole('button', { name: 'Save payment details' }));
    expect(await findSuccessToast()).toHaveTextContent('Payment details saved');
    expect(jsonBody(theCallTo(fetchMock, 'PUT', '/api/admin/school/payment'))).toEqual({
      bankName: 'First Bank',
      accountName: 'Yaba Academy Fees',
      accountNumber: '3012345678',
      ussdCode: '*737#',
      note: '',
    });
  });
});
