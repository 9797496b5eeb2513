import { defaultReminderSettings, type ReminderStep, reminderSteps } from '@intake/contracts/reminders';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../lib/providers';
import { saveSession } from '../../../lib/session';
import { errorResponse, jsonResponse, makeToken, stubApi } from '../../../test/api-stub';
import { createTestQueryClient } from '../../../test/query-client';
import { RemindersPanel } from './reminders-panel';

const settings = {
  steps: reminderSteps.map((step) => ({
    step,
    ...defaultReminderSettings[step],
    sentLastWeek: step === 'TEST_NOT_TAKEN' ? 12 : 0,
  })),
};
const stepUrl = (step: ReminderStep) => `/api/admin/reminders/${step}`;

type Handlers = Parameters<typeof stubApi>[0];
const stub = (extra: Handlers = {}) =>
  stubApi({ 'GET /api/admin/reminders': () => jsonResponse(200, settings), ...extra });

function renderPanel() {
  saveSession(makeToken({ roles: 'ADMIN' }));
  render(
    <AppProviders queryClient={createTestQueryClient()} env="test">
      <RemindersPanel />
    </AppProviders>,
  );
  return userEvent.setup();
}

const puts = (fetchMock: ReturnType<typeof stubApi>, url: string) =>
  fetchMock.mock.calls.filter(([to, init]) => String(to) === url && init?.method === 'PUT');
const bodyOf = (call: unknown[] | undefined) =>
  JSON.parse(String((call?.[1] as RequestInit | undefined)?.body));
const form = (name: string) => screen.findByRole('form', { name });

describe('Reminders panel', () => {
  it('shows every step, off, with its delay, repeat and last week’s count', async () => {
    stub();
    renderPanel();
    expect(screen.getByRole('region', { name: 'Reminders' })).toBeInTheDocument();
    const questionnaire = await form('Questionnaire not finished');
    expect(within(questionnaire).getByLabelText('Send this reminder')).not.toBeChecked();
    expect(within(questionnaire).getByLabelText('Hours after they reach the step (1–1440)')).toHaveValue(
      '48',
    );
    expect(within(questionnaire).getByLabelText('Repeat every … days (1–90; empty: once)')).toHaveValue('7');
    expect(within(await form('Test not taken')).getByText('12 sent in the last 7 days')).toBeInTheDocument();
    const session = await form('Information session ahead');
    expect(within(session).getByLabelText('Hours before it (1–168)')).toHaveValue('24');
    expect(within(session).queryByLabelText(/Repeat every/)).toBeNull();
    expect(within(session).getByText('Sent once per session or interview.')).toBeInTheDocument();
    expect(screen.getAllByRole('form')).toHaveLength(reminderSteps.length);
  });

  it('switches a step on with its delay and repeat by PUT', async () => {
    const fetchMock = stub({
      [`PUT ${stepUrl('PAYMENT_PROOF_MISSING')}`]: (init) =>
        jsonResponse(200, {
          step: 'PAYMENT_PROOF_MISSING',
          sentLastWeek: 0,
          ...JSON.parse(String(init.body)),
        }),
    });
    const user = renderPanel();
    const payment = await form('Proof of payment not uploaded');
    await user.click(within(payment).getByLabelText('Send this reminder'));
    const delay = within(payment).getByLabelText('Hours after they reach the step (1–1440)');
    await user.clear(delay);
    await user.type(delay, '96');
    await user.clear(within(payment).getByLabelText('Repeat every … days (1–90; empty: once)'));
    await user.click(within(payment).getByRole('button', { name: 'Save' }));
    expect(await within(payment).findByText('Proof of payment not uploaded: saved.')).toBeInTheDocument();
    expect(bodyOf(puts(fetchMock, stepUrl('PAYMENT_PROOF_MISSING'))[0])).toEqual({
      enabled: true,
      delayHours: 96,
      repeatAfterDays: null,
    });
  });

  it('refuses an empty delay without calling, and shows the server’s refusal', async () => {
    const fetchMock = stub({
      [`PUT ${stepUrl('INTERVIEW_TOMORROW')}`]: () =>
        errorResponse(
          422,
          'A reminder before an information session or interview can be sent at most 168 hours (a week) ahead.',
          'RULE',
        ),
    });
    const user = renderPanel();
    const interview = await form('Interview ahead');
    const delay = within(interview).getByLabelText('Hours before it (1–168)');
    await user.clear(delay);
    await user.click(within(interview).getByRole('button', { name: 'Save' }));
    expect(await within(interview).findByText(/Give the delay in whole hours/)).toBeInTheDocument();
    expect(puts(fetchMock, stepUrl('INTERVIEW_TOMORROW'))).toHaveLength(0);
    await user.type(delay, '100');
    await user.click(within(interview).getByRole('button', { name: 'Save' }));
    expect(await within(interview).findByText(/at most 168 hours/)).toBeInTheDocument();
    expect(puts(fetchMock, stepUrl('INTERVIEW_TOMORROW'))).toHaveLength(1);
  });

  it('says so when the settings cannot be read', async () => {
    stubApi({
      'GET /api/admin/reminders': () => errorResponse(403, 'Only admins may do this.', 'FORBIDDEN'),
    });
    renderPanel();
    expect(await screen.findByText('Only admins may do this.')).toBeInTheDocument();
  });
});
