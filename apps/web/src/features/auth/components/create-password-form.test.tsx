import { messages } from '@intake/contracts/messages';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, headersOf, jsonResponse, noResponse, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const linkToken = 'a1b2c3d4e5f6g7h8i9j0';
const path = `/createPassword/${linkToken}`;
const setPasswordCall = `PATCH /api/user/password/${linkToken}`;
const readLinkCall = `GET /api/user/password/${linkToken}`;

async function submit(user: UserEvent, password: string, confirmPassword: string) {
  if (password) await user.type(await screen.findByLabelText('Password'), password);
  if (confirmPassword) await user.type(screen.getByLabelText('Confirm password'), confirmPassword);
  await user.click(screen.getByRole('button', { name: 'Create password' }));
}

describe('create password form', () => {
  it.each([
    ['different', 'long-password-1', 'long-password-2'],
    ['empty', '', ''],
  ])("says 'Passwords don't match' when they are %s", async (_case, password, confirmPassword) => {
    stubApi();
    const { user } = renderApp(path);
    await submit(user, password, confirmPassword);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.passwordsDontMatch);
  });

  it('sends the password in the header `response` with an empty body, then says Almost there!', async () => {
    const fetchMock = stubApi({ [setPasswordCall]: () => jsonResponse(200, { message: 'ok' }) });
    const { user, router } = renderApp(path);
    await submit(user, 'long-password-1', 'long-password-1');

    expect(await screen.findByRole('heading', { name: 'Almost there!' })).toBeInTheDocument();
    const init =
      fetchMock.mock.calls.find(
        ([url, init]) => url === `/api/user/password/${linkToken}` && init?.method === 'PATCH',
      )?.[1] ?? {};
    expect(headersOf(init).get('response')).toBe('long-password-1');
    expect(init.body).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the server message as sent', async () => {
    stubApi({ [setPasswordCall]: () => errorResponse(400, messages.linkExpired, 'LINK_EXPIRED') });
    const { user } = renderApp(path);
    await submit(user, 'long-password-1', 'long-password-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.linkExpired);
    expect(screen.getByRole('button', { name: 'Create password' })).toBeEnabled();
  });

  it("shows the server's refusal of a common password and keeps the form", async () => {
    stubApi({ [setPasswordCall]: () => errorResponse(400, messages.passwordTooCommon, 'VALIDATION_FAILED') });
    const { user } = renderApp(path);
    await submit(user, 'iloveyou', 'iloveyou');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.passwordTooCommon);
    expect(screen.getByRole('button', { name: 'Create password' })).toBeEnabled();
  });

  it('asks to connect to the internet when no answer comes', async () => {
    stubApi({ [setPasswordCall]: noResponse });
    const { user } = renderApp(path);
    await submit(user, 'long-password-1', 'long-password-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.noResponse);
  });

  it('says a used link is used before anything is typed, and offers a new one', async () => {
    const fetchMock = stubApi({
      [readLinkCall]: () => errorResponse(400, messages.linkInvalid, 'LINK_INVALID'),
    });
    const { user, router } = renderApp(path);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.linkInvalid);
    expect(screen.queryByLabelText('Password')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Request a new link' }));
    expect(router.state.location.pathname).toBe('/resetPassword');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });

  it('is titled for a reset when the link is a reset link', async () => {
    stubApi({ [readLinkCall]: () => jsonResponse(200, { purpose: 'reset-password' }) });
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set new password' })).toBeInTheDocument();
  });
});
