import { schoolColorMessage } from '@intake/contracts/school';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubApi, testConfig } from '../../../test/api-stub';
import { callsTo, findSuccessToast, jsonBody, renderAsAdmin, theCallTo } from '../test/render-console';
import { SchoolPanel } from './school-panel';

describe('School', () => {
  it('names a colour too light for white text with its contrast, and saves the school', async () => {
    const fetchMock = stubApi({
      'GET /api/config': () =>
        jsonResponse(200, { ...testConfig, school: { ...testConfig.school, name: 'Intake' } }),
      'PUT /api/admin/school': () => jsonResponse(200, { message: 'School settings saved' }),
      'GET /api/admin/audit': () => jsonResponse(200, { entries: [], total: 0 }),
    });
    const { user } = renderAsAdmin(<SchoolPanel />);
    const form = await screen.findByRole('form', { name: 'School' });
    const name = within(form).getByLabelText(/School name/);
    await user.clear(name);
    await user.type(name, 'Yaba Academy');
    const legal = within(form).getByLabelText(/Legal name/);
    await user.clear(legal);
    await user.type(legal, 'Yaba Academy Ltd');
    const color = within(form).getByLabelText(/Main colour/);
    await user.clear(color);
    await user.type(color, '#ffcc00');
    await user.click(within(form).getByRole('button', { name: 'Save school' }));
    expect(await within(form).findByText(schoolColorMessage('#ffcc00'))).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/admin/school')).toHaveLength(0);

    await user.clear(color);
    await user.type(color, '#7a1f5c');
    await user.click(within(form).getByRole('button', { name: 'Save school' }));
    expect(await findSuccessToast()).toHaveTextContent('School settings saved');
    expect(jsonBody(theCallTo(fetchMock, 'PUT', '/api/admin/school'))).toEqual({
      name: 'Yaba Academy',
      legalName: 'Yaba Academy Ltd',
      color: '#7a1f5c',
      contactEmail: '',
    });
  });
});
