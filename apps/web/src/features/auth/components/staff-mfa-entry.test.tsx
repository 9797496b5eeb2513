import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, headersOf, jsonResponse, stubApi, testUser } from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render-app';
import { StaffMfaEntry } from './staff-mfa-entry';

const renderEntry = (roles: typeof testUser.roles) =>
  renderRoutes([{ path: '/', element: <StaffMfaEntry user={{ ...testUser, roles }} /> }], '/');

describe('staff two-factor sign-in panel', () => {
  it('is offered to staff only', async () => {
    stubApi();
    renderEntry('APPLICANT');
    expect(screen.queryByRole('button', { name: 'Two-factor sign-in' })).not.toBeInTheDocument();
  });

  it('sets it up with the session: key and setup link, a code, then the recovery codes', async () => {
    sessionStorage.setItem('token', 'session-token');
    const fetchMock = stubApi({
      'GET /api/user/mfa': () => jsonResponse(200, { enabled: false, required: false, recoveryCodesLeft: 0 }),
      'POST /api/user/mfa/setup': () =>
        jsonResponse(200, {
          secret: 'JBSWY3DPEHPK3PXP',
          otpauthUri: 'otpauth://totp/Intake:x?secret=JBSWY3DPEHPK3PXP',
        }),
      'POST /api/user/mfa/confirm': () => jsonResponse(200, { recoveryCodes: ['aaaaa-bbbbb'] }),
    });
    const { user } = renderEntry('ELDER');
    await user.click(screen.getByRole('button', { name: 'Two-factor sign-in' }));
    // The panel's chunk loads when the dialog first opens.
    await user.click(
      await screen.findByRole('button', { name: 'Set up two-factor sign-in' }, { timeout: 10_000 }),
    );
    expect(await screen.findByLabelText('Key')).toHaveValue('JBSW Y3DP EHPK 3PXP');
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('aaaaa-bbbbb')).toBeInTheDocument();
    const setup = fetchMock.mock.calls.find(([url]) => url === '/api/user/mfa/setup')?.[1] ?? {};
    expect(headersOf(setup).get('authorization')).toBe('Bearer session-token');
  });

  it('turns it off with a code, showing a refusal as sent', async () => {
    sessionStorage.setItem('token', 'session-token');
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
    const { user } = renderEntry('ADMIN');
    await user.click(screen.getByRole('button', { name: 'Two-factor sign-in' }));
    expect(await screen.findByText('Recovery codes left: 7.', {}, { timeout: 10_000 })).toBeInTheDocument();
    const field = screen.getByLabelText(/enter a code from your app or a recovery code/);
    await user.type(field, '222222');
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right.');
    await user.clear(field);
    await user.type(field, '111111');
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeInTheDocument(),
    );
  });
});
