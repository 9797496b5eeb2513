import type { Cohort } from '@intake/contracts/admin';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, stubApi } from '../../../test/api-stub';
import { findDateField } from '../../../test/date-field';
import {
  callsTo,
  findFailureToast,
  findSuccessToast,
  jsonBody,
  renderAsAdmin,
  theCallTo,
} from '../test/render-console';
import { CohortsPanel } from './cohorts-panel';

const FIRST_ID = '11111111-1111-4111-8111-111111111111';
const first: Cohort = {
  id: FIRST_ID,
  name: 'Cohort DECEMBER 2026',
  tuitionFee: null,
  firstPayment: null,
  startMonth: 'DECEMBER',
  startYear: 2026,
  isCurrent: true,
  applicants: 12,
  agreedPlans: 0,
  seats: null,
  applicationWindow: null,
  offerResponseDays: 7,
  retentionDays: null,
};
const PUT = `PUT /api/admin/cohorts/${FIRST_ID}`;
const window = { opensDate: '01-03-2027', opensTime: '09:00', closesDate: '31-03-2027', closesTime: '23:59' };

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
      name: 'Cohort DECEMBER 2026',
      tuitionFee: 450_000,
      firstPayment: null,
      startMonth: 'JANUARY',
      startYear: 2027,
      seats: null,
      offerResponseDays: 7,
      applicationWindow: null,
      retentionDays: null,
    });
    expect(await within(table).findByText('NGN 450,000.00')).toBeInTheDocument();
  });

  it("shows the cohort's first payment, says empty means the whole fee, and sends a change", async () => {
    const fetchMock = stubApi({
      'GET /api/admin/cohorts': () =>
        jsonResponse(200, [{ ...first, tuitionFee: 600_000, firstPayment: 150_000 }]),
      [PUT]: () => jsonResponse(200, { message: 'Cohort updated successfully' }),
      'GET /api/admin/audit': () => jsonResponse(200, { entries: [], total: 0 }),
    });
    const { user } = renderAsAdmin(<CohortsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Change Cohort DECEMBER 2026' }));
    const form = screen.getByRole('form', { name: 'Change Cohort DECEMBER 2026' });
    const field = within(form).getByLabelText('First payment (NGN)');
    expect(field).toHaveValue('150,000');
    expect(within(form).getByText(/Empty: the whole fee\./)).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '700000');
    await user.click(within(form).getByRole('button', { name: 'Save cohort' }));
    expect(
      await within(form).findByText('The first payment cannot be more than the tuition fee.'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', `/api/admin/cohorts/${FIRST_ID}`)).toHaveLength(0);

    await user.clear(field);
    await user.click(within(form).getByRole('button', { name: 'Save cohort' }));
    await findSuccessToast();
    expect(jsonBody(theCallTo(fetchMock, 'PUT', `/api/admin/cohorts/${FIRST_ID}`))).toMatchObject({
      tuitionFee: 600_000,
      firstPayment: null,
    });
  });

  it('lists seats, the window on the school clock and offer days', async () => {
    stubApi({
      'GET /api/admin/cohorts': () =>
        jsonResponse(200, [
          {
            ...first,
            seats: 40,
            offerResponseDays: 10,
            applicationWindow: {
              ...window,
              opensAt: '2027-03-01T08:00:00Z',
              closesAt: '2027-03-31T22:59:00Z',
            },
          },
        ]),
    });
    renderAsAdmin(<CohortsPanel />);
    const table = await screen.findByRole('table', { name: 'Cohorts' });
    const row = within(table).getByRole('row', { name: /Cohort DECEMBER 2026/ });
    expect(row).toHaveTextContent('40');
    expect(row).toHaveTextContent('01-03-2027, 9:00 AM to 31-03-2027, 11:59 PM');
    expect(row).toHaveTextContent('10');
  });

  it('renames, sets seats, offer days and a window, and sends the window as the school writes it', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/cohorts': () => jsonResponse(200, [{ ...first, tuitionFee: 1000 }]),
      [PUT]: () => jsonResponse(200, { message: 'Cohort updated successfully' }),
      'GET /api/admin/audit': () => jsonResponse(200, { entries: [], total: 0 }),
    });
    const { user } = renderAsAdmin(<CohortsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Change Cohort DECEMBER 2026' }));
    const form = screen.getByRole('form', { name: 'Change Cohort DECEMBER 2026' });
    await user.clear(within(form).getByLabelText(/Cohort name/));
    await user.type(within(form).getByLabelText(/Cohort name/), 'March intake');
    await user.type(within(form).getByLabelText('Seats'), '25');
    await user.clear(within(form).getByLabelText(/Days to answer an offer/));
    await user.type(within(form).getByLabelText(/Days to answer an offer/), '5');
    fireEvent.change(await findDateField('Applications open on', within(form)), {
      target: { value: window.opensDate },
    });
    fireEvent.change(within(form).getByLabelText('Opening time'), { target: { value: window.opensTime } });
    fireEvent.change(await findDateField('Applications close on', within(form)), {
      target: { value: window.closesDate },
    });
    fireEvent.change(within(form).getByLabelText('Closing time'), { target: { value: window.closesTime } });
    await user.click(within(form).getByRole('button', { name: 'Save cohort' }));
    expect(await findSuccessToast()).toHaveTextContent('Cohort updated successfully');
    expect(jsonBody(theCallTo(fetchMock, 'PUT', `/api/admin/cohorts/${FIRST_ID}`))).toMatchObject({
      name: 'March intake',
      seats: 25,
      offerResponseDays: 5,
      applicationWindow: window,
    });
  });

  it('sets the retention period, refusing one under 30 days before calling the server', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/cohorts': () => jsonResponse(200, [{ ...first, tuitionFee: 1000 }]),
      [PUT]: () => jsonResponse(200, { message: 'Cohort updated successfully' }),
      'GET /api/admin/audit': () => jsonResponse(200, { entries: [], total: 0 }),
    });
    const { user } = renderAsAdmin(<CohortsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Change Cohort DECEMBER 2026' }));
    const form = screen.getByRole('form', { name: 'Change Cohort DECEMBER 2026' });
    const field = within(form).getByLabelText(/Erase ended applications after/);
    const save = within(form).getByRole('button', { name: 'Save cohort' });
    await user.type(field, '20');
    await user.click(save);
    expect(
      await within(form).findByText('Days before erasure must be a whole number from 30 to 3650, or empty.'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', PUT.replace('PUT ', ''))).toHaveLength(0);
    await user.clear(field);
    await user.type(field, '365');
    await user.click(save);
    expect(await findSuccessToast()).toHaveTextContent('Cohort updated successfully');
    expect(jsonBody(theCallTo(fetchMock, 'PUT', `/api/admin/cohorts/${FIRST_ID}`))).toMatchObject({
      retentionDays: 365,
    });
  });

  it('refuses a window that closes before it opens, and missing offer days, before calling the server', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/cohorts': () => jsonResponse(200, [{ ...first, tuitionFee: 1000 }]),
      [PUT]: () => jsonResponse(200, { message: 'Cohort updated successfully' }),
    });
    const { user } = renderAsAdmin(<CohortsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Change Cohort DECEMBER 2026' }));
    const form = screen.getByRole('form', { name: 'Change Cohort DECEMBER 2026' });
    fireEvent.change(await findDateField('Applications open on', within(form)), {
      target: { value: '31-03-2027' },
    });
    fireEvent.change(within(form).getByLabelText('Opening time'), { target: { value: '10:00' } });
    fireEvent.change(await findDateField('Applications close on', within(form)), {
      target: { value: '31-03-2027' },
    });
    fireEvent.change(within(form).getByLabelText('Closing time'), { target: { value: '09:00' } });
    const save = within(form).getByRole('button', { name: 'Save cohort' });
    await user.click(save);
    expect(await within(form).findByText('Applications must close after they open.')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText(/Days to answer an offer/));
    await user.click(save);
    expect(
      await within(form).findByText('Days to answer an offer must be a whole number from 1 to 60.'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', `/api/admin/cohorts/${FIRST_ID}`)).toHaveLength(0);
  });

  it("shows the server's refusal of an overlapping window", async () => {
    stubApi({
      'GET /api/admin/cohorts': () => jsonResponse(200, [{ ...first, tuitionFee: 1000 }]),
      [PUT]: () => errorResponse(409, "This application window overlaps another cohort's.", 'CONFLICT'),
    });
    const { user } = renderAsAdmin(<CohortsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Change Cohort DECEMBER 2026' }));
    const form = screen.getByRole('form', { name: 'Change Cohort DECEMBER 2026' });
    await user.click(within(form).getByRole('button', { name: 'Save cohort' }));
    expect(await findFailureToast()).toHaveTextContent("This application window overlaps another cohort's.");
  });
});
