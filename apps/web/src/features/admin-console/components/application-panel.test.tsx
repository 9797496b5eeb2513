import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, errorResponse, jsonResponse, noResponse, stubApi } from '../../../test/api-stub';
import { findFailureToast, findSuccessToast, renderAsAdmin, theCallTo } from '../test/render-console';
import { ApplicationPanel } from './application-panel';

const START = 'POST /api/admin/startApplications';
const STOP = 'POST /api/admin/stopApplications';

describe('Start / Stop Application', () => {
  it('starts applications with the bearer and no body, and says so', async () => {
    const fetchMock = stubApi({ [START]: () => jsonResponse(200, { message: 'anything' }) });
    const { user } = renderAsAdmin(<ApplicationPanel />);
    await user.click(screen.getByRole('button', { name: 'Start Application' }));
    expect(await findSuccessToast()).toHaveTextContent('Successfully started application');
    const init = theCallTo(fetchMock, 'POST', '/api/admin/startApplications');
    expect(init.body).toBeUndefined();
  });

  it('stops applications and says so', async () => {
    const fetchMock = stubApi({ [STOP]: () => jsonResponse(200, { message: 'anything' }) });
    const { user } = renderAsAdmin(<ApplicationPanel />);
    await user.click(screen.getByRole('button', { name: 'Stop Application' }));
    expect(await findSuccessToast()).toHaveTextContent('Successfully stopped application');
    theCallTo(fetchMock, 'POST', '/api/admin/stopApplications');
  });

  it('keeps both buttons disabled while a call runs', async () => {
    const answer = deferred<Response>();
    const fetchMock = stubApi({ [START]: () => answer.promise });
    const { user } = renderAsAdmin(<ApplicationPanel />);
    await user.click(screen.getByRole('button', { name: 'Start Application' }));
    expect(screen.getByRole('button', { name: 'Start Application' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Stop Application' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Start Application' }));
    answer.resolve(jsonResponse(200, { message: 'ok' }));
    await findSuccessToast();
    expect(screen.getByRole('button', { name: 'Start Application' })).toBeEnabled();
    theCallTo(fetchMock, 'POST', '/api/admin/startApplications');
  });

  it("shows the server's message when it fails", async () => {
    stubApi({ [STOP]: () => errorResponse(403, 'You do not have permission to do that.', 'FORBIDDEN') });
    const { user } = renderAsAdmin(<ApplicationPanel />);
    await user.click(screen.getByRole('button', { name: 'Stop Application' }));
    expect(await findFailureToast()).toHaveTextContent('You do not have permission to do that.');
  });

  it('says to connect when there is no answer', async () => {
    stubApi({ [START]: noResponse });
    const { user } = renderAsAdmin(<ApplicationPanel />);
    await user.click(screen.getByRole('button', { name: 'Start Application' }));
    expect(await findFailureToast()).toHaveTextContent('Connect to the internet and try again');
  });
});
