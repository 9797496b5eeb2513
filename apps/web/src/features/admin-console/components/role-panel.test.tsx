import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, errorResponse, jsonResponse, stubApi } from '../../../test/api-stub';
import {
  callsTo,
  confirmAction,
  findConfirmation,
  findFailureToast,
  findSuccessToast,
  renderAsAdmin,
  theCallTo,
} from '../test/render-console';
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
    await confirmAction(user, 'Change Role', `Change the role of ada@example.org to ${label}?`);
    expect(screen.getByRole('button', { name: 'Change Role' })).toBeDisabled();
    answer.resolve(jsonResponse(200, { message: 'ok' }));
    expect(await findSuccessToast()).toHaveTextContent(`${label} Set Successfully`);
    expect(theCallTo(fetchMock, 'PATCH', path(role)).body).toBeUndefined();
  });

  it('asks first: nothing is sent before confirming or on Cancel, once on confirming', async () => {
    const fetchMock = stubApi({ [`PATCH ${path('ELDER')}`]: () => jsonResponse(200, { message: 'ok' }) });
    const { user } = renderAsAdmin(<RolePanel />);
    await user.type(screen.getByLabelText('Email'), 'ada@example.org');
    await user.selectOptions(screen.getByLabelText('Role'), 'Elder');
    await user.click(screen.getByRole('button', { name: 'Change Role' }));
    const dialog = await findConfirmation('Change the role of ada@example.org to Elder?');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(callsTo(fetchMock, 'PATCH', path('ELDER'))).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'PATCH', path('ELDER'))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Change Role' }));
    await confirmAction(user, 'Change Role', 'Change the role of ada@example.org to Elder?');
    expect(await findSuccessToast()).toHaveTextContent('Elder Set Successfully');
    expect(callsTo(fetchMock, 'PATCH', path('ELDER'))).toHaveLength(1);
  });

  it.each([
    ['ada@example.org', 'Suspended', 'A suspended account is signed out at once'],
    ['ada@example.org', 'Applicant', 'If this account is an admin now, it loses the admin console at once.'],
    ['Admin@Example.org', 'Elder', 'This is your own account: you will lose the admin console at once.'],
  ])('warns when %s is made %s: %s', async (email, role, warning) => {
    stubApi();
    const { user } = renderAsAdmin(<RolePanel />);
    await user.type(screen.getByLabelText('Email'), email);
    await user.selectOptions(screen.getByLabelText('Role'), role);
    await user.click(screen.getByRole('button', { name: 'Change Role' }));
    await findConfirmation(warning);
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
    await confirmAction(user, 'Change Role', 'Change the role of ada@example.org to Applicant?');
    const toast = await findFailureToast();
    expect(toast).toHaveTextContent('Role failed');
    expect(toast).toHaveTextContent('The last admin cannot be given another role.');
  });
});
