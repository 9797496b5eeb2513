import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, errorResponse, jsonResponse, stubApi } from '../../../test/api-stub';
import { findDateField } from '../../../test/date-field';
import {
  findFailureToast,
  findSuccessToast,
  jsonBody,
  renderAsAdmin,
  theCallTo,
} from '../test/render-console';
import { BatchPanel } from './batch-panel';

const BATCH = 'POST /api/admin/createBatch';

describe('Start New Batch', () => {
  it('sends the name, the fee in NGN, the start month and year, and says so', async () => {
    const answer = deferred<Response>();
    const fetchMock = stubApi({ [BATCH]: () => answer.promise });
    const { user } = renderAsAdmin(<BatchPanel />);
    await user.type(screen.getByLabelText('Batch name'), 'Cohort 7');
    await user.type(screen.getByLabelText('Tuition fee (NGN)'), '250000.50');
    await user.selectOptions(screen.getByLabelText('Start month'), 'March');
    await user.type(screen.getByLabelText('Start year'), '2031');
    await user.click(screen.getByRole('button', { name: 'Start New Batch' }));
    expect(screen.getByRole('button', { name: 'Start New Batch' })).toBeDisabled();
    answer.resolve(jsonResponse(200, { message: 'Successfully Created new Batch' }));
    expect(await findSuccessToast()).toHaveTextContent('Successfully Created new Batch');
    const init = theCallTo(fetchMock, 'POST', '/api/admin/createBatch');
    expect(jsonBody(init)).toEqual({
      name: 'Cohort 7',
      tuitionFee: 250000.5,
      startMonth: 'MARCH',
      startYear: 2031,
    });
    expect(screen.getByRole('button', { name: 'Start New Batch' })).toBeEnabled();
  });

  it('sends a first payment when one is typed, and refuses one above the fee', async () => {
    const fetchMock = stubApi({ [BATCH]: () => jsonResponse(200, { message: 'ok' }) });
    const { user } = renderAsAdmin(<BatchPanel />);
    expect(screen.getByText(/Empty: the whole fee\./)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Tuition fee (NGN)'), '600000');
    await user.type(screen.getByLabelText('First payment (NGN)'), '600000.01');
    await user.click(screen.getByRole('button', { name: 'Start New Batch' }));
    expect(
      await screen.findByText('The first payment cannot be more than the tuition fee.'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('First payment (NGN)'));
    await user.type(screen.getByLabelText('First payment (NGN)'), '150000');
    await user.click(screen.getByRole('button', { name: 'Start New Batch' }));
    await findSuccessToast();
    expect(jsonBody(theCallTo(fetchMock, 'POST', '/api/admin/createBatch'))).toEqual({
      tuitionFee: 600000,
      firstPayment: 150000,
    });
  });

  it('sends only what was filled in', async () => {
    const fetchMock = stubApi({ [BATCH]: () => jsonResponse(200, { message: 'ok' }) });
    const { user } = renderAsAdmin(<BatchPanel />);
    await user.click(screen.getByRole('button', { name: 'Start New Batch' }));
    await findSuccessToast();
    expect(jsonBody(theCallTo(fetchMock, 'POST', '/api/admin/createBatch'))).toEqual({});
  });

  it('sends seats, offer days and the application window on the school clock', async () => {
    const fetchMock = stubApi({ [BATCH]: () => jsonResponse(200, { message: 'ok' }) });
    const { user } = renderAsAdmin(<BatchPanel />);
    await user.type(screen.getByLabelText('Seats'), '30');
    await user.clear(screen.getByLabelText(/Days to answer an offer/));
    await user.type(screen.getByLabelText(/Days to answer an offer/), '14');
    fireEvent.change(await findDateField('Applications open on'), { target: { value: '01-03-2031' } });
    fireEvent.change(screen.getByLabelText('Opening time'), { target: { value: '09:00' } });
    fireEvent.change(await findDateField('Applications close on'), { target: { value: '31-03-2031' } });
    fireEvent.change(screen.getByLabelText('Closing time'), { target: { value: '23:59' } });
    await user.click(screen.getByRole('button', { name: 'Start New Batch' }));
    await findSuccessToast();
    expect(jsonBody(theCallTo(fetchMock, 'POST', '/api/admin/createBatch'))).toEqual({
      seats: 30,
      offerResponseDays: 14,
      applicationWindow: {
        opensDate: '01-03-2031',
        opensTime: '09:00',
        closesDate: '31-03-2031',
        closesTime: '23:59',
      },
    });
  });

  it('refuses a half-filled window without calling the server', async () => {
    const fetchMock = stubApi({ [BATCH]: () => jsonResponse(200, { message: 'ok' }) });
    const { user } = renderAsAdmin(<BatchPanel />);
    fireEvent.change(await findDateField('Applications open on'), { target: { value: '01-03-2031' } });
    await user.click(screen.getByRole('button', { name: 'Start New Batch' }));
    expect(
      await screen.findByText('Fill in all four window fields, or leave all four empty.'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("titles a failure 'Batch creation failed' with the server's message", async () => {
    stubApi({ [BATCH]: () => errorResponse(400, 'Tuition cannot be negative', 'VALIDATION') });
    const { user } = renderAsAdmin(<BatchPanel />);
    await user.click(screen.getByRole('button', { name: 'Start New Batch' }));
    const toast = await findFailureToast();
    expect(toast).toHaveTextContent('Batch creation failed');
    expect(toast).toHaveTextContent('Tuition cannot be negative');
  });
});
