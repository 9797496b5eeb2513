import type { Cohort } from '@intake/contracts/admin';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubApi } from '../../../test/api-stub';
import { findSuccessToast, jsonBody, renderAsAdmin, theCallTo } from '../test/render-console';
import { CohortsPanel } from './cohorts-panel';

const FIRST_ID = '11111111-1111-4111-8111-111111111111';
const first: Cohort = {
  id: FIRST_ID,
  name: 'Cohort DECEMBER 2026',
  tuitionFee: null,
  startMonth: 'DECEMBER',
  startYear: 2026,
  isCurrent: true,
  applicants: 12,
  agreedPlans: 0,
};

describe('Cohorts', () => {
  it('shows a cohort without a fee as such, and sets its fee and start date', async () => {
    let listed = [first];
    const fetchMock = stubApi({
      'GET /api/admin/cohorts': () => jsonResponse(200, listed),
      [`PUT /api/admin/cohorts/${FIRST_ID}`]: () => {
        listed = [{ ...first, tuitionFee: 450_000, startMonth: 'JANUARY', startYear: 2027 }];
        return jsonResponse(200, { message: 'Cohort updated successfully' });
      },
      'GET /api/admin/audit': () => jsonResponse(200, { entries: [], total: 0 }),
    });
    const { user } = renderAsAdmin(<CohortsPanel />);
    const table = await screen.findByRole('table', { name: 'Cohorts' });
    const row = within(table).getByRole('row', { name: /Cohort DECEMBER 2026/ });
    expect(row).toHaveTextContent('Not set');
    expect(row).toHaveTextContent('December 2026');

    await user.click(screen.getByRole('button', { name: 'Change Cohort DECEMBER 2026' }));
    const form = screen.getByRole('form', { name: 'Change Cohort DECEMBER 2026' });
    await user.type(within(form).getByLabelText(/Tuition fee/), '450000');
    await user.selectOptions(within(form).getByLabelText(/Start month/), 'January');
    await user.clear(within(form).getByLabelText(/Start year/));
    await user.type(within(form).getByLabelText(/Start year/), '2027');
    await user.click(within(form).getByRole('button', { name: 'Save cohort' }));
    expect(await findSuccessToast()).toHaveTextContent('Cohort updated successfully');
    expect(jsonBody(theCallTo(fetchMock, 'PUT', `/api/admin/cohorts/${FIRST_ID}`))).toEqual({
      tuitionFee: 450_000,
      startMonth: 'JANUARY',
      startYear: 2027,
    });
    expect(await within(table).findByText('NGN 450,000.00')).toBeInTheDocument();
  });
});
