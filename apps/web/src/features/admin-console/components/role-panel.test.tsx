import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, errorResponse, jsonResponse, stubApi } from '../../../test/api-stub';
import { findFailureToast, findSuccessToast, renderAsAdmin, theCallTo } from '../test/render-console';
import { RolePanel } from './role-panel';

const path = (role: string) => `/api/admin/changeRole/?email=ada%40example.org&newRole=${role}`;

describe('Change Role', () => {
  it('offers the five roles, none chosen at first', () => {
    stubApi();
    renderAsAdmin(<RolePanel />);
    expect(screen.getByLabelText('Role')).toHaveValue('');
    const options = within(screen.getByLabelText('Role')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Choose…',
      'Admin',
      'Applicant',
      'Elder',
      'Suspended',
      'Sponsor',
    ]);
  });

  it.each([
    ['Suspended', 'SUSPENDED'],
    ['Elder', 'ELDER'],
    ['Admin', 'ADMIN'],
  ])("%s is sent as newRole=%s by PATCH, then '{role} Set Successfully'", async (label, role) => {
    const answer = deferred<Response>();
    const fetchMock = stubApi({ [`PATCH ${path(role)}`]: () => answer.promise });
    const { user } = renderAsAdmin(<RolePanel />);
    await user.type(screen.getByLabelText('Email'), 'ada@example.org');
    await user.selectOptions(screen.getByLabelText('Role'), label);
    await user.click(screen.getByRole('button', { name: 'Change Role' }));
    expect(screen.getByRole('button', { name: 'Change Role' })).toBeDisabled();
    answer.resolve(jsonResponse(200, { message: 'ok' }));
    expect(await findSuccessToast()).toHaveTextContent(`${label} Set Successfully`);
    expect(theCallTo(fetchMock, 'PATCH', path(role)).body).toBeUndefined();
  });

  it('asks for a role when none was chosen, and changes nothing', async () => {
    const fetchMock = stubApi();
    const { user } = renderAsAdmin(<RolePanel />);
    await user.type(screen.getByLabelText('Email'), 'ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Change Role' }));
    expect(await screen.findByText('Please fill in missing fields')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('changeRole'))).toBe(false);
  });

  it("titles a failure 'Role failed' with the server's message", async () => {
    stubApi({
      [`PATCH ${path('APPLICANT')}`]: () =>
        errorResponse(422, 'The last admin cannot be given another role.', 'RULE_BROKEN'),
    });
    const { user } = renderAsAdmin(<RolePanel />);
    await user.type(screen.getByLabelText('Email'), 'ada@example.org');
    await user.selectOptions(screen.getByLabelText('Role'), 'Applicant');
    await user.click(screen.getByRole('button', { name: 'Change Role' }));
    const toast = await findFailureToast();
    expect(toast).toHaveTextContent('Role failed');
    expect(toast).toHaveTextContent('The last admin cannot be given another role.');
  });
});
