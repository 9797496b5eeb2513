import { errorCodes } from '@intake/contracts/error-codes';
import { messages } from '@intake/contracts/messages';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred, errorResponse, jsonResponse, noResponse, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { afternoonSession, morningSession } from '../test-sessions';

const listCall = 'GET /api/infoSession/getAvailableInfoSessionsSelfInvite';
const inviteUrl = (email: string, id: string) =>
  `/api/infoSession/selfInvite/${encodeURIComponent(email)}/${id}`;
const inviteCall = (email: string, id = afternoonSession.infoSessionId) => `POST ${inviteUrl(email, id)}`;
const listed = () => jsonResponse(200, [morningSession, afternoonSession]);
const button = () => screen.getByRole('button', { name: 'Receive Invitation Email' });
const sessionSelect = () => screen.getByLabelText(/^Preferred InfoSession/);

async function fill(user: UserEvent, email: string, session = afternoonSession.sessionDetails) {
  if (email) await user.type(screen.getByLabelText(/^Email/), email);
  await waitFor(() => expect(sessionSelect()).toBeEnabled());
  if (session) await user.selectOptions(sessionSelect(), session);
}

describe('self-invite form', () => {
  it('is titled as the spec says, wakes the server and lists the sessions with 12-hour times', async () => {
    const api = stubApi({ [listCall]: listed });
    renderApp('/infoSession/selfInvite');
    expect(
      await screen.findByRole('heading', {
        name: 'Information Session: Please choose your preferred Session',
      }),
    ).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith('/', { method: 'GET' });
    await waitFor(() => expect(sessionSelect()).toBeEnabled());
    const options = within(sessionSelect())
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'Choose a session',
      morningSession.sessionDetails,
      afternoonSession.sessionDetails,
    ]);
    expect(document.body.textContent).not.toMatch(/14:30/);
  });

  it('shows the chosen session in words with a 12-hour time', async () => {
    stubApi({ [listCall]: listed });
    const { user } = renderApp('/infoSession/selfInvite');
    await fill(user, '', afternoonSession.sessionDetails);
    expect(screen.getByTestId('chosen-session-time')).toHaveTextContent(
      'When: Friday, 15 March 2030 at 2:30 PM',
    );
  });

  it('sends no body, disables the button during the attempt, then goes to invite_successful with the session and e-mail', async () => {
    const answer = deferred<Response>();
    const email = 'ada@example.org';
    const api = stubApi({ [listCall]: listed, [inviteCall(email)]: () => answer.promise });
    const { user, router } = renderApp('/infoSession/selfInvite');
    await fill(user, email);
    await user.click(button());
    await waitFor(() => expect(button()).toBeDisabled());
    const sent = api.mock.calls.find(([url]) => url === inviteUrl(email, afternoonSession.infoSessionId));
    expect(sent?.[1]?.method).toBe('POST');
    expect(sent?.[1]?.body).toBeUndefined();
    answer.resolve(jsonResponse(200, { message: messages.selfInviteSent }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/infoSession/invite_successful'));
    expect(router.state.location.state).toEqual({ email, session: afternoonSession });
    const dialog = await screen.findByRole('dialog', { name: 'Scheduled successfully!' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByText(afternoonSession.sessionDetails)).toBeInTheDocument();
    expect(screen.getByText(email)).toBeInTheDocument();
  });

  it('submits with Enter in the e-mail field', async () => {
    const email = 'ada@example.org';
    const api = stubApi({
      [listCall]: listed,
      [inviteCall(email)]: () => jsonResponse(200, { message: messages.selfInviteSent }),
    });
    const { user, router } = renderApp('/infoSession/selfInvite');
    await fill(user, '', afternoonSession.sessionDetails);
    await user.type(screen.getByLabelText(/^Email/), `${email}{Enter}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/infoSession/invite_successful'));
    expect(api.mock.calls.some(([url]) => String(url).startsWith('/api/infoSession/selfInvite/'))).toBe(true);
  });

  it.each(['', 'ada@', 'ada.example.org', 'a b@example.org'])(
    "refuses the e-mail %j with 'Please enter a valid email address'",
    async (email) => {
      const api = stubApi({ [listCall]: listed });
      const { user } = renderApp('/infoSession/selfInvite');
      await fill(user, email);
      await user.click(button());
      expect(await screen.findByRole('alert')).toHaveTextContent(messages.validEmail);
      expect(button()).toBeEnabled();
      expect(api.mock.calls.some(([url]) => String(url).includes('/selfInvite/'))).toBe(false);
    },
  );

  it('asks for a session when none is chosen', async () => {
    const api = stubApi({ [listCall]: listed });
    const { user } = renderApp('/infoSession/selfInvite');
    await fill(user, 'ada@example.org', '');
    await user.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose your preferred InfoSession');
    expect(button()).toBeEnabled();
    expect(api.mock.calls.some(([url]) => String(url).includes('/selfInvite/'))).toBe(false);
  });

  it.each([
    [
      "a 400 ('InfoSession expired, please choose another')",
      () => errorResponse(400, messages.infoSessionExpired, errorCodes.infoSessionExpired),
      messages.infoSessionExpired,
    ],
    [
      "the spec's 400 under another code ('InfoSession expired')",
      () => errorResponse(400, 'InfoSession expired', 'SESSION_EXPIRED'),
      messages.infoSessionExpired,
    ],
    [
      'a 400 about the form (its own sentence)',
      () => errorResponse(400, messages.validEmail, errorCodes.validation),
      messages.validEmail,
    ],
    ['a network error', () => errorResponse(502, messages.networkErrorServer), messages.networkIssues],
    ['another server message', () => errorResponse(429, messages.rateLimited), messages.rateLimited],
    ['no answer', noResponse, messages.noResponse],
  ])('shows %s and re-enables the button', async (_case, answer, shown) => {
    const email = 'ada@example.org';
    stubApi({ [listCall]: listed, [inviteCall(email)]: answer });
    const { user, router } = renderApp('/infoSession/selfInvite');
    await fill(user, email);
    await user.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(button()).toBeEnabled();
    expect(router.state.location.pathname).toBe('/infoSession/selfInvite');
  });

  it('after an expired session, sends what the form shows, never the expired one again (issue 18.20)', async () => {
    const email = 'ada@example.org';
    let lists = 0;
    // The second read of the list no longer has the afternoon session (it started).
    const api = stubApi({
      [listCall]: () => {
        lists += 1;
        return jsonResponse(200, lists === 1 ? [morningSession, afternoonSession] : [morningSession]);
      },
      [inviteCall(email)]: () =>
        errorResponse(400, messages.infoSessionExpired, errorCodes.infoSessionExpired),
      [inviteCall(email, morningSession.infoSessionId)]: () =>
        jsonResponse(200, { message: messages.selfInviteSent }),
    });
    const { user } = renderApp('/infoSession/selfInvite');
    await screen.findByLabelText(/^Email/);
    await fill(user, email);
    await user.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.infoSessionExpired);
    await waitFor(() => expect(lists).toBe(2));
    await waitFor(() =>
      expect(within(sessionSelect()).queryByText(afternoonSession.sessionDetails)).not.toBeInTheDocument(),
    );

    // The expired session is no longer chosen, on screen or in the form.
    expect((sessionSelect() as HTMLSelectElement).value).toBe('');
    await user.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose your preferred InfoSession');
    const invites = () =>
      api.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/selfInvite/'));
    expect(invites()).toEqual([inviteUrl(email, afternoonSession.infoSessionId)]);
    // Choosing the session now shown sends that one.
    await user.selectOptions(sessionSelect(), morningSession.sessionDetails);
    await user.click(button());
    await waitFor(() => expect(invites().at(-1)).toBe(inviteUrl(email, morningSession.infoSessionId)));
  });

  it('sends a filled honeypot in the body', async () => {
    const email = 'bot@example.org';
    const api = stubApi({
      [listCall]: listed,
      [inviteCall(email)]: () => jsonResponse(200, { message: messages.selfInviteSent }),
    });
    const { user } = renderApp('/infoSession/selfInvite');
    await fill(user, email);
    await user.type(screen.getByLabelText('Leave this field empty'), 'spam');
    await user.click(button());
    await waitFor(() =>
      expect(api.mock.calls.some(([url]) => url === inviteUrl(email, afternoonSession.infoSessionId))).toBe(
        true,
      ),
    );
    const sent = api.mock.calls.find(([url]) => url === inviteUrl(email, afternoonSession.infoSessionId));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ website: 'spam' });
  });

  it('says so when there are no upcoming sessions', async () => {
    stubApi({ [listCall]: () => jsonResponse(200, []) });
    renderApp('/infoSession/selfInvite');
    expect(
      await screen.findByText(
        'There are no upcoming information sessions at the moment. Please check back soon.',
      ),
    ).toBeInTheDocument();
  });
});
