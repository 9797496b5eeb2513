import type { InfoSession } from '@intake/contracts/info-sessions';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, errorResponse, jsonResponse, stubApi } from '../../../test/api-stub';
import { findDateField } from '../../../test/date-field';
import {
  callsTo,
  findFailureToast,
  findSuccessToast,
  jsonBody,
  renderAsAdmin,
  theCallTo,
} from '../test/render-console';

import { InfoSessionPanel } from './info-session-panel';

const LIST = 'GET /api/infoSession/getAvailableInfoSessions';
const CREATE = 'POST /api/infoSession/createInfoSession';
const UPDATE = 'POST /api/infoSession/updateInfoSession';
const NOTIFY = 'GET /api/admin/sendInfoSessionEmail';

const session: InfoSession = {
  infoSessionId: '0d4c6b59-2f43-4d3a-9a53-6e3e2f1b1a01',
  mode: 'Online',
  infoSessionLink: 'https://meet.example.org/morning',
  sessionDate: '14-03-2030',
  sessionTime: '09:00',
  sessionDetails: 'Online information session, 14-03-2030 at 09:00',
};

const saved = (message: string) => jsonResponse(200, { message, infoSession: session });

/** `date` as typed: dd-MM-yyyy. */
async function fillForm(values: {
  mode?: string;
  link?: string;
  address?: string;
  directions?: string;
  date?: string;
  time?: string;
}) {
  if (values.mode) fireEvent.change(screen.getByLabelText('Mode'), { target: { value: values.mode } });
  if (values.link !== undefined)
    fireEvent.change(screen.getByLabelText(/^Link/), { target: { value: values.link } });
  if (values.address !== undefined)
    fireEvent.change(screen.getByLabelText('Venue address'), { target: { value: values.address } });
  if (values.directions !== undefined)
    fireEvent.change(screen.getByLabelText('Directions (optional)'), {
      target: { value: values.directions },
    });
  if (values.date !== undefined)
    fireEvent.change(await findDateField('Date'), { target: { value: values.date } });
  if (values.time !== undefined)
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: values.time } });
}

describe('InfoSession Tasks', () => {
  it('lists the upcoming sessions in words, never their ids, asked for with the bearer', async () => {
    const fetchMock = stubApi({ [LIST]: () => jsonResponse(200, [session]) });
    renderAsAdmin(<InfoSessionPanel />);
    const table = await screen.findByRole('table', { name: 'Upcoming sessions' });
    expect(table).toHaveTextContent('14-03-2030');
    expect(table).toHaveTextContent('9:00 AM');
    expect(document.body).not.toHaveTextContent(session.infoSessionId);
    expect(
      screen.getByRole('option', { name: 'Thursday, 14 March 2030, 9:00 AM · Online' }),
    ).toBeInTheDocument();
    theCallTo(fetchMock, 'GET', '/api/infoSession/getAvailableInfoSessions');
  });

  it('creates an offline session at its venue, without a link, the date as dd-MM-yyyy and the time as HH:mm', async () => {
    const answer = deferred<Response>();
    const fetchMock = stubApi({ [LIST]: () => jsonResponse(200, []), [CREATE]: () => answer.promise });
    const { user } = renderAsAdmin(<InfoSessionPanel />);
    await screen.findByText('No upcoming sessions.');
    await fillForm({
      mode: 'Offline',
      address: '12 Herbert Macaulay Way, Yaba',
      directions: 'Second floor',
      date: '04-03-2030',
      time: '14:30',
    });
    await user.click(screen.getByRole('button', { name: 'Create' }));
    for (const name of ['Create', 'Update', 'Notify'])
      expect(screen.getByRole('button', { name })).toBeDisabled();
    answer.resolve(saved('created'));
    expect(await findSuccessToast()).toHaveTextContent('InfoSession created Successfully');
    expect(jsonBody(theCallTo(fetchMock, 'POST', '/api/infoSession/createInfoSession'))).toEqual({
      mode: 'Offline',
      venueAddress: '12 Herbert Macaulay Way, Yaba',
      venueDirections: 'Second floor',
      sessionDate: '04-03-2030',
      sessionTime: '14:30',
    });
  });

  it('updates the chosen session by its id', async () => {
    const fetchMock = stubApi({
      [LIST]: () => jsonResponse(200, [session]),
      [UPDATE]: () => saved('updated'),
    });
    const { user } = renderAsAdmin(<InfoSessionPanel />);
    await screen.findByRole('table', { name: 'Upcoming sessions' });
    await user.selectOptions(screen.getByLabelText('Session to update'), session.infoSessionId);
    // The form now holds the session; only the time changes.
    expect(screen.getByLabelText('Link')).toHaveValue(session.infoSessionLink);
    expect(await findDateField('Date')).toHaveValue('14-03-2030');
    await fillForm({ time: '10:15' });
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await findSuccessToast()).toHaveTextContent('InfoSession updated successfully');
    expect(jsonBody(theCallTo(fetchMock, 'POST', '/api/infoSession/updateInfoSession'))).toEqual({
      infoSessionId: session.infoSessionId,
      mode: 'Online',
      infoSessionLink: 'https://meet.example.org/morning',
      sessionDate: '14-03-2030',
      sessionTime: '10:15',
    });
  });

  it('asks for a session before Update, and for every field before Create, without calling', async () => {
    const fetchMock = stubApi({ [LIST]: () => jsonResponse(200, []) });
    const { user } = renderAsAdmin(<InfoSessionPanel />);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose the session to update');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in mode, date and time');
    expect(callsTo(fetchMock, 'POST', '/api/infoSession/createInfoSession')).toHaveLength(0);
    expect(callsTo(fetchMock, 'POST', '/api/infoSession/updateInfoSession')).toHaveLength(0);
  });

  it('asks an online session for its link and an offline one for its venue, without calling', async () => {
    const fetchMock = stubApi({ [LIST]: () => jsonResponse(200, []) });
    const { user } = renderAsAdmin(<InfoSessionPanel />);
    await fillForm({ mode: 'Online', date: '04-03-2030', time: '14:30' });
    expect(screen.queryByLabelText('Venue address')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByRole('alert')).toHaveTextContent('An online session needs its http(s) link.');
    await fillForm({ mode: 'Offline', link: 'https://maps.example.org/campus' });
    expect(screen.getByLabelText('Link (optional)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByRole('alert')).toHaveTextContent('An offline session needs the address of its venue.');
    expect(callsTo(fetchMock, 'POST', '/api/infoSession/createInfoSession')).toHaveLength(0);
  });

  it('starts with no mode chosen, and asks for one before Create', async () => {
    const fetchMock = stubApi({ [LIST]: () => jsonResponse(200, []) });
    const { user } = renderAsAdmin(<InfoSessionPanel />);
    expect(screen.getByLabelText('Mode')).toHaveValue('');
    await fillForm({ link: 'https://maps.example.org/campus', date: '04-03-2030', time: '14:30' });
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in mode, date and time');
    expect(callsTo(fetchMock, 'POST', '/api/infoSession/createInfoSession')).toHaveLength(0);
  });

  it('Notify sends the invitations and says so', async () => {
    const fetchMock = stubApi({
      [LIST]: () => jsonResponse(200, []),
      [NOTIFY]: () => jsonResponse(200, { message: 'sent', sent: 3 }),
    });
    const { user } = renderAsAdmin(<InfoSessionPanel />);
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    expect(await findSuccessToast()).toHaveTextContent('InfoSession emails sent successfully');
    theCallTo(fetchMock, 'GET', '/api/admin/sendInfoSessionEmail');
  });

  it.each([
    ['Create', CREATE],
    ['Notify', NOTIFY],
  ])("%s failure shows the server's message", async (button, key) => {
    stubApi({
      [LIST]: () => jsonResponse(200, []),
      [key]: () => errorResponse(400, 'The link must be an http(s) address', 'VALIDATION'),
    });
    const { user } = renderAsAdmin(<InfoSessionPanel />);
    await fillForm({ mode: 'Online', link: 'ftp://example.org', date: '04-03-2030', time: '14:30' });
    await user.click(screen.getByRole('button', { name: button }));
    expect(await findFailureToast()).toHaveTextContent('The link must be an http(s) address');
  });
});
