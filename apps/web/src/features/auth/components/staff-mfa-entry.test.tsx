import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { errorResponse, headersOf, jsonResponse, makeToken, stubApi, testUser } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

/** A signed-in user on their own screen, with the 'Me' menu open. */
async function renderEntry(roles: typeof testUser.roles) {
  saveSession(makeToken({ ...testUser, roles }));
  const rendered = renderApp(roles === 'APPLICANT' ? '/dashboard/' : '/dashboard/all-applicants');
  await rendered.user.click(await screen.findByRole('button', { name: /Me$/ }, { timeout: 10_000 }));
  return rendered;
}

describe('staff two-factor sign-in panel', () => {
  it('is offered to staff only', async () => {
    stubApi();
    await renderEntry('APPLICANT');
    expect(await screen.findByRole('menuitem', { name: 'Log Out' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Two-factor sign-in' })).not.toBeInTheDocument();
  });

  it('sets it up with the session: key and setup link, a code, then the recovery codes', async () => {
    const fetchMock = stubApi({
      'GET /api/user/mfa': () => jsonResponse(200, { enabled: false, required: false, recoveryCodesLeft: 0 }),
      'POST /api/user/mfa/setup': () =>
        jsonResponse(200, {
          secret: 'JBSWY3DPEHPK3PXP',
          otpauthUri: 'otpauth://totp/Intake:x?secret=JBSWY3DPEHPK3PXP',
        }),
      'POST /api/user/mfa/confirm': () => jsonResponse(200, { recoveryCodes: ['aaaaa-bbbbb'] }),
    });
    const { user } = await renderEntry('ELDER');
    await user.click(await screen.findByRole('menuitem', { name: 'Two-factor sign-in' }));
    // The panel's chunk loads when the dialog first opens.
    await user.click(
      await screen.findByRole('button', { name: 'Set up two-factor sign-in' }, { timeout: 10_000 }),
    );
    expect(await screen.findByLabelText('Key')).toHaveValue('JBSW Y3DP EHPK 3PXP');
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('aaaaa-bbbbb')).toBeInTheDocument();
    const setup = fetchMock.mock.calls.find(([url]) => url === '/api/user/mfa/setup')?.[1] ?? {};
    expect(headersOf(setup).get('authorization')).toMatch(/^Bearer .+/);
  });

  it('turns it off with a code, showing a refusal as sent', async () => {
    let enabled = true;
    stubApi({
      'GET /api/user/mfa': () => jsonResponse(200, { enabled, required: false, recoveryCodesLeft: 7 }),
      'POST /api/user/mfa/disable': (init) => {
        if (JSON.parse(String(init.body)).code !== '111111') {
          return errorResponse(400, 'That code is not right.', 'VALIDATION_FAILED');
        }
        enabled = false;
        return jsonResponse(200, { message: 'Two-factor sign-in is off' });
      },
    });
    const { user } = await renderEntry('ADMIN');
    await user.click(await screen.findByRole('menuitem', { name: 'Two-factor sign-in' }));
    expect(await screen.findByText('Recovery codes left: 7.', {}, { timeout: 10_000 })).toBeInTheDocument();
    const field = screen.getByLabelText(/enter a code from your app or a recovery code/);
    await user.type(field, '222222');
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'That code is not right.',
    );
    await user.clear(field);
    await user.type(field, '111111');
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeInTheDocument(),
    );
  });
});
