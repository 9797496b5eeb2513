import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, errorResponse, jsonResponse, noResponse, stubApi } from '../../../test/api-stub';
import {
  callsTo,
  findFailureToast,
  findSuccessToast,
  renderAsAdmin,
  theCallTo,
} from '../test/render-console';
import { ApplicationPanel } from './application-panel';

const START = 'POST /api/admin/startApplications';
const STOP = 'POST /api/admin/stopApplications';
const STATUS = 'GET /api/admin/applications';
const byWindow = {
  open: false,
  decidedBy: 'WINDOW',
  nextChange: { date: '01-03-2027', time: '09:00', at: '2027-03-01T08:00:00.000Z' },
};

describe('Start / Stop Application', () => {
  it('starts applications with the bearer and no body, and says so', async () => {
    const fetchMock = stubApi({
      [STATUS]: () => jsonResponse(200, byWindow),
      [START]: () => jsonResponse(200, { message: 'anything' }),
    });
    const { user } = renderAsAdmin(<ApplicationPanel />);
    await user.click(screen.getByRole('button', { name: 'Start Application' }));
    expect(await findSuccessToast()).toHaveTextContent('Successfully started application');
    const init = theCallTo(fetchMock, 'POST', '/api/admin/startApplications');
    expect(init.body).toBeUndefined();
  });

  it('stops applications and says so', async () => {
    const fetchMock = stubApi({
      [STATUS]: () => jsonResponse(200, byWindow),
      [STOP]: () => jsonResponse(200, { message: 'anything' }),
    });
    const { user } = renderAsAdmin(<ApplicationPanel />);
    await user.click(screen.getByRole('button', { name: 'Stop Application' }));
    expect(await findSuccessToast()).toHaveTextContent('Successfully stopped application');
    theCallTo(fetchMock, 'POST', '/api/admin/stopApplications');
  });

  it('keeps both buttons disabled while a call runs', async () => {
    const answer = deferred<Response>();
    const fetchMock = stubApi({ [STATUS]: () => jsonResponse(200, byWindow), [START]: () => answer.promise });
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
    stubApi({
      [STATUS]: () => jsonResponse(200, byWindow),
      [STOP]: () => errorResponse(403, 'You do not have permission to do that.', 'FORBIDDEN'),
    });
    const { user } = renderAsAdmin(<ApplicationPanel />);
    await user.click(screen.getByRole('button', { name: 'Stop Application' }));
    expect(await findFailureToast()).toHaveTextContent('You do not have permission to do that.');
  });

  it('says to connect when there is no answer', async () => {
    stubApi({ [STATUS]: () => jsonResponse(200, byWindow), [START]: noResponse });
    const { user } = renderAsAdmin(<ApplicationPanel />);
    await user.click(screen.getByRole('button', { name: 'Start Application' }));
    expect(await findFailureToast()).toHaveTextContent('Connect to the internet and try again');
  });

  it('says whether applications are open, who decided, and asks again after Start', async () => {
    let status: Record<string, unknown> = byWindow;
    const fetchMock = stubApi({
      [STATUS]: () => jsonResponse(200, status),
      [START]: () => {
        status = { ...byWindow, open: true, decidedBy: 'ADMIN' };
        return jsonResponse(200, { message: 'ok' });
      },
    });
    const { user } = renderAsAdmin(<ApplicationPanel />);
    expect(
      await screen.findByText(
        'Applications are closed (by the cohort windows), until a window opens or closes on 01-03-2027, 9:00 AM.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start Application' }));
    expect(
      await screen.findByText(
        'Applications are open (by an admin), until a window opens or closes on 01-03-2027, 9:00 AM.',
      ),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/admin/applications')).toHaveLength(2);
  });
});
