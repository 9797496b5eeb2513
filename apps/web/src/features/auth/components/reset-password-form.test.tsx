import { messages } from '@intake/contracts/messages';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, noResponse, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const resetCall = 'POST /api/user/resetPassword/ada%40example.org';
const sendButton = () => screen.getByRole('button', { name: 'Send email with reset password link' });

async function requestReset(user: UserEvent, email: string) {
  await user.type(await screen.findByLabelText(/Email Address/), `${email}{Enter}`);
}

describe('reset password form', () => {
  it("is titled 'Reset Your Password' on /resetPassword/ too, with a way back to /login", async () => {
    stubApi();
    const { user, router } = renderApp('/resetPassword/');
    expect(await screen.findByRole('heading', { name: 'Reset Your Password' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Remember your password?' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('refuses a malformed e-mail and keeps the button enabled', async () => {
    stubApi();
    const { user } = renderApp('/resetPassword');
    await requestReset(user, 'ada@');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.validEmail);
    expect(sendButton()).toBeEnabled();
  });

  it.each([
    ['a success', () => jsonResponse(200, { message: 'ok' })],
    ['a server error', () => errorResponse(500, messages.internalError, 'INTERNAL')],
  ])('goes to the reset-link-sent page after %s', async (_case, answer) => {
    stubApi({ [resetCall]: answer });
    const { user, router } = renderApp('/resetPassword');
    await requestReset(user, 'ada@example.org');
    expect(await screen.findByRole('heading', { name: messages.resetLinkSent })).toBeInTheDocument();
    expect(screen.getByText(messages.checkMailForReset)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/resetPassword_successful');
    await user.click(screen.getByRole('button', { name: 'Back to Log In' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the connection message only when no answer comes', async () => {
    stubApi({ [resetCall]: noResponse });
    const { user, router } = renderApp('/resetPassword');
    await requestReset(user, 'ada@example.org');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.noResponse);
    expect(router.state.location.pathname).toBe('/resetPassword');
    expect(sendButton()).toBeEnabled();
  });
});
