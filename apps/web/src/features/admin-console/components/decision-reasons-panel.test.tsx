import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, stubApi } from '../../../test/api-stub';
import * as csv from '../csv-report';
import {
  findFailureToast,
  findSuccessToast,
  jsonBody,
  renderAsAdmin,
  theCallTo,
} from '../test/render-console';
import { DecisionReasonsPanel } from './decision-reasons-panel';

const URL_ = '/api/admissions/decisionReasons';
const ID = '00000000-0000-4000-8000-000000000001';
const COHORT = '00000000-0000-4000-8000-0000000000c1';
const reason = {
  id: ID,
  label: 'Test score below the bar',
  decisions: ['Send to Community'],
  nextStep: 'Practise and apply again.',
  archived: false,
  uses: 3,
};
const cohort = {
  id: COHORT,
  name: 'Cohort JANUARY 2027',
  tuitionFee: 600000,
  firstPayment: null,
  startMonth: 'JANUARY',
  startYear: 2027,
  isCurrent: true,
  applicants: 10,
  agreedPlans: 0,
  seats: null,
  applicationWindow: null,
  offerResponseDays: 7,
  retentionDays: null,
};
const report = {
  cohortId: COHORT,
  cohortName: cohort.name,
  rows: [
    { decision: 'Send to Community', reasonId: ID, label: reason.label, decisions: 3 },
    { decision: 'Offer Admission', reasonId: null, label: null, decisions: 2 },
  ],
};
const handlers = (extra: Parameters<typeof stubApi>[0] = {}) => ({
  [`GET ${URL_}`]: () => jsonResponse(200, [reason]),
  'GET /api/admin/cohorts': () => jsonResponse(200, [cohort]),
  [`GET /api/admissions/decisionReasonReport/${COHORT}`]: () => jsonResponse(200, report),
  ...extra,
});

describe('decision reasons panel', () => {
  it('lists the reasons and adds one by POST', async () => {
    const fetchMock = stubApi(
      handlers({ [`POST ${URL_}`]: () => jsonResponse(201, { message: 'Reason added', reason }) }),
    );
    const { user } = renderAsAdmin(<DecisionReasonsPanel />);
    const table = await screen.findByRole('table', { name: 'Decision reasons' });
    expect(within(table).getByText('Test score below the bar').closest('tr')).toHaveTextContent(
      'Send to Community',
    );
    await user.click(screen.getByRole('button', { name: 'Add reason' }));
    expect(screen.getByText(/Enter the reason, choose the decisions/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Capacity');
    await user.click(screen.getByRole('checkbox', { name: 'Not Sure' }));
    await user.type(
      screen.getByRole('textbox', { name: /Next step for the applicant/ }),
      'Wait for our e-mail.',
    );
    await user.click(screen.getByRole('button', { name: 'Add reason' }));
    expect(await findSuccessToast()).toHaveTextContent('Reason added');
    expect(jsonBody(theCallTo(fetchMock, 'POST', URL_))).toEqual({
      label: 'Capacity',
      decisions: ['Not Sure'],
      nextStep: 'Wait for our e-mail.',
    });
  });

  it('archives a reason by PATCH and shows a refusal', async () => {
    const fetchMock = stubApi(
      handlers({
        [`PATCH ${URL_}/${ID}`]: () =>
          errorResponse(409, 'A reason with this name already exists.', 'CONFLICT'),
      }),
    );
    const { user } = renderAsAdmin(<DecisionReasonsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Archive Test score below the bar' }));
    expect(await findFailureToast()).toHaveTextContent('A reason with this name already exists.');
    expect(jsonBody(theCallTo(fetchMock, 'PATCH', `${URL_}/${ID}`))).toMatchObject({ archived: true });
  });

  it('edits a reason in the form', async () => {
    const fetchMock = stubApi(
      handlers({ [`PATCH ${URL_}/${ID}`]: () => jsonResponse(200, { message: 'Reason saved', reason }) }),
    );
    const { user } = renderAsAdmin(<DecisionReasonsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Edit Test score below the bar' }));
    expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveValue('Test score below the bar');
    await user.click(screen.getByRole('button', { name: 'Save reason' }));
    expect(await findSuccessToast()).toHaveTextContent('Reason saved');
    expect(jsonBody(theCallTo(fetchMock, 'PATCH', `${URL_}/${ID}`))).toEqual({
      label: 'Test score below the bar',
      decisions: ['Send to Community'],
      nextStep: 'Practise and apply again.',
      archived: false,
    });
  });

  it('counts the current cohort’s decisions by reason and downloads them as CSV', async () => {
    const download = vi.spyOn(csv, 'downloadCsv').mockImplementation(() => undefined);
    stubApi(handlers());
    const { user } = renderAsAdmin(<DecisionReasonsPanel />);
    const table = await screen.findByRole('table', { name: 'Decisions by reason' });
    expect(within(table).getByText('(no reason given)').closest('tr')).toHaveTextContent('2');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
    expect(download.mock.calls[0]?.[0]).toEqual([
      ['Cohort', 'Decision', 'Reason', 'Decisions'],
      [cohort.name, 'Send to Community', reason.label, 3],
      [cohort.name, 'Offer Admission', '(no reason given)', 2],
    ]);
    expect(download.mock.calls[0]?.[1]).toBe('decisions-by-reason-Cohort-JANUARY-2027.csv');
  });
});
