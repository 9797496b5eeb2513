import { messages } from '@intake/contracts/messages';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getSessionUser } from '../../../lib/session';
import { deferred, errorResponse, jsonResponse, makeToken, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

async function logIn(user: UserEvent) {
  await user.type(await screen.findByLabelText('Email', {}, { timeout: 10_000 }), 'tunde@intake.test');
  await user.type(screen.getByLabelText('Password'), 'staff password 123');
  await user.click(await screen.findByRole('button', { name: 'Log In' }));
}

const adminToken = makeToken({ roles: 'ADMIN', firstName: 'Tunde' });
const askForCode = {
  'POST /api/user/login': () => jsonResponse(200, { mfaRequired: true, mfaToken: 'mfa-token-123' }),
};
const bodyOf = (fetchMock: ReturnType<typeof stubApi>, url: string) =>
  JSON.parse(String(fetchMock.mock.calls.find(([called]) => called === url)?.[1]?.body));

describe('two-factor code step on /login', () => {
  it('asks for the 6-digit code instead of signing in, then signs in with it', async () => {
    const answer = deferred<Response>();
    const fetchMock = stubApi({ ...askForCode, 'POST /api/user/login/mfa': () => answer.promise });
    const { router, user } = renderApp('/login');
    await logIn(user);

    // The step's chunk loads only now.
    const code = await screen.findByLabelText('Authentication code', {}, { timeout: 10_000 });
    expect(screen.getByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(sessionStorage.getItem('token')).toBeNull();
    const verify = screen.getByRole('button', { name: 'Verify' });
    expect(verify).toBeDisabled();
    await user.type(code, '12a3 456');
    expect(code).toHaveValue('123456');
    await user.click(verify);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled());
    answer.resolve(jsonResponse(200, { accessToken: adminToken }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/systemAdmin/tunde'), {
      timeout: 10_000,
    });
    expect(getSessionUser()?.roles).toBe('ADMIN');
    expect(bodyOf(fetchMock, '/api/user/login/mfa')).toEqual({ mfaToken: 'mfa-token-123', code: '123456' });
  });

  it("shows the server's message for a wrong code and lets the user try again", async () => {
    stubApi({
      ...askForCode,
      'POST /api/user/login/mfa': () => errorResponse(401, messages.mfaCodeInvalid, 'MFA_CODE_INVALID'),
    });
    const { user } = renderApp('/login');
    await logIn(user);
    await user.type(await screen.findByLabelText('Authentication code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.mfaCodeInvalid);
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
  });

  it('takes a recovery code instead', async () => {
    const fetchMock = stubApi({
      ...askForCode,
      'POST /api/user/login/mfa': () => jsonResponse(200, { accessToken: adminToken }),
    });
    const { router, user } = renderApp('/login');
    await logIn(user);
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText('Recovery code'), ' abcde-fghij ');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/systemAdmin/tunde'));
    expect(bodyOf(fetchMock, '/api/user/login/mfa')).toEqual({
      mfaToken: 'mfa-token-123',
      recoveryCode: 'abcde-fghij',
    });
  });

  it('goes back to the password when the step has expired', async () => {
    stubApi({
      ...askForCode,
      'POST /api/user/login/mfa': () => errorResponse(401, messages.mfaTokenInvalid, 'MFA_TOKEN_INVALID'),
    });
    const { user } = renderApp('/login');
    await logIn(user);
    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.mfaTokenInvalid);
    await user.click(screen.getByRole('button', { name: 'Back to log in' }));
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
  });

  it('shows the throttling message of a 429', async () => {
    stubApi({ 'POST /api/user/login': () => errorResponse(429, messages.loginThrottled, 'RATE_LIMITED') });
    const { user } = renderApp('/login');
    await logIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.loginThrottled);
    expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
  });

  it('has staff set two-factor sign-in up first when the school requires it, then signs them in', async () => {
    const fetchMock = stubApi({
      'POST /api/user/login': () =>
        jsonResponse(200, { mfaSetupRequired: true, mfaToken: 'setup-token-123' }),
      'POST /api/user/mfa/setup': () =>
        jsonResponse(200, {
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauthUri: 'otpauth://totp/Intake:tunde%40intake.test?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        }),
      'POST /api/user/mfa/confirm': () =>
        jsonResponse(200, { recoveryCodes: ['aaaaa-bbbbb', 'ccccc-ddddd'], accessToken: adminToken }),
    });
    const { router, user } = renderApp('/login');
    await logIn(user);
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(await screen.findByLabelText('Setup link')).toHaveValue(
      'otpauth://totp/Intake:tunde%40intake.test?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    );
    expect(screen.getByLabelText('Key')).toHaveValue('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    await user.type(screen.getByLabelText('Authentication code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('aaaaa-bbbbb')).toBeInTheDocument();
    expect(sessionStorage.getItem('token')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'I have saved these codes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/systemAdmin/tunde'));
    expect(bodyOf(fetchMock, '/api/user/mfa/setup')).toEqual({ mfaToken: 'setup-token-123' });
    expect(bodyOf(fetchMock, '/api/user/mfa/confirm')).toEqual({
      code: '654321',
      mfaToken: 'setup-token-123',
    });
  });

  it('shows no public links on the two-factor step, and asks to wait after a replayed code', async () => {
    stubApi({
      ...askForCode,
      'POST /api/user/login/mfa': () => errorResponse(401, messages.mfaCodeUsed, 'MFA_CODE_USED'),
    });
    const { user } = renderApp('/login');
    expect(await screen.findByRole('link', { name: 'Forgot your password?' })).toBeInTheDocument();
    await logIn(user);
    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    expect(screen.queryByRole('link', { name: 'Forgot your password?' })).toBeNull();
    expect(screen.queryByText('Become a Native')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.mfaCodeUsed);
  });

  it('lets staff cancel a required set-up and go back to the password', async () => {
    stubApi({
      'POST /api/user/login': () =>
        jsonResponse(200, { mfaSetupRequired: true, mfaToken: 'setup-token-123' }),
    });
    const { user } = renderApp('/login');
    await logIn(user);
    expect(await screen.findByRole('button', { name: 'Set up two-factor sign-in' })).toBeInTheDocument();
    expect(screen.queryByText('Become a Native')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByText('Become a Native')).toBeInTheDocument();
  });

  it('lets the recovery codes be copied, downloaded and printed before going on', async () => {
    stubApi({
      'POST /api/user/login': () =>
        jsonResponse(200, { mfaSetupRequired: true, mfaToken: 'setup-token-123' }),
      'POST /api/user/mfa/setup': () =>
        jsonResponse(200, {
          secret: 'JBSWY3DPEHPK3PXP',
          otpauthUri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP',
        }),
      'POST /api/user/mfa/confirm': () =>
        jsonResponse(200, { recoveryCodes: ['aaaaa-bbbbb', 'ccccc-ddddd'], accessToken: adminToken }),
    });
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:codes');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const { user } = renderApp('/login');
    // After user-event's set-up, which puts its own clipboard in place.
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await logIn(user);
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
    await user.type(await screen.findByLabelText('Authentication code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));

    await user.click(await screen.findByRole('button', { name: 'Copy codes' }));
    expect(writeText).toHaveBeenCalledWith('aaaaa-bbbbb\nccccc-ddddd\n');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download codes' }));
    const saved = createObjectURL.mock.calls[0]?.[0];
    expect(await saved?.text()).toBe('aaaaa-bbbbb\nccccc-ddddd\n');
    await user.click(screen.getByRole('button', { name: 'Print codes' }));
    expect(print).toHaveBeenCalledOnce();
    print.mockRestore();
  });
});
