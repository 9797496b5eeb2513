import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, errorResponse, jsonResponse, stubApi } from '../../../test/api-stub';
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

  it('sends only what was filled in', async () => {
    const fetchMock = stubApi({ [BATCH]: () => jsonResponse(200, { message: 'ok' }) });
    const { user } = renderAsAdmin(<BatchPanel />);
    await user.click(screen.getByRole('button', { name: 'Start New Batch' }));
    await findSuccessToast();
    expect(jsonBody(theCallTo(fetchMock, 'POST', '/api/admin/createBatch'))).toEqual({});
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
