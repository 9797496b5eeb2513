import { messageConsentPanelCopy as copy } from '@intake/contracts/copy/messaging';
import type { MessageConsents } from '@intake/contracts/messaging';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../lib/providers';
import { saveSession } from '../../../lib/session';
import { errorResponse, jsonResponse, makeToken, stubApi } from '../../../test/api-stub';
import { createTestQueryClient } from '../../../test/query-client';
import { MessageConsentPanel } from './message-consent-panel';

const URL = '/api/applicant/messageConsents';
const SMS_WORDING =
  'I agree to receive messages about my application from Lagos Code by SMS at my phone number.';
const WHATSAPP_WORDING = 'I agree to receive messages about my application from Lagos Code on WhatsApp.';

const view = (changes: Partial<MessageConsents> = {}, accepted: { sms?: string; whatsapp?: string } = {}) =>
  ({
    phone: '+2348031234567',
    phoneConfirmed: false,
    timeZone: 'Africa/Lagos',
    channels: [
      {
        channel: 'sms',
        accepted: Boolean(accepted.sms),
        recordedAt: accepted.sms ?? null,
        answeredFor: accepted.sms ? '+2348031234567' : null,
        wording: SMS_WORDING,
      },
      {
        channel: 'whatsapp',
        accepted: Boolean(accepted.whatsapp),
        recordedAt: accepted.whatsapp ?? null,
        answeredFor: accepted.whatsapp ? '+2348031234567' : null,
        wording: WHATSAPP_WORDING,
      },
    ],
    ...changes,
  }) satisfies MessageConsents;

function renderPanel() {
  saveSession(makeToken({ roles: 'APPLICANT' }));
  render(
    <AppProviders queryClient={createTestQueryClient()} env="test">
      <MessageConsentPanel />
    </AppProviders>,
  );
  return userEvent.setup();
}

const bodyOf = (calls: unknown[][], method: string, path: string) => {
  const call = calls.find(
    ([to, init]) => String(to).endsWith(path) && (init as RequestInit)?.method === method,
  );
  const body = (call?.[1] as RequestInit | undefined)?.body;
  return body ? JSON.parse(String(body)) : undefined;
};

describe('How we reach you', () => {
  it('shows e-mail always on and SMS and WhatsApp unchecked with their wording until chosen', async () => {
    stubApi({ [`GET ${URL}`]: () => jsonResponse(200, view()) });
    renderPanel();
    const panel = await screen.findByRole('region', { name: copy.title });
    const email = await within(panel).findByRole('checkbox', { name: copy.email });
    expect(email).toBeChecked();
    expect(email).toBeDisabled();
    expect(within(panel).getByRole('checkbox', { name: 'SMS' })).not.toBeChecked();
    expect(within(panel).getByRole('checkbox', { name: 'WhatsApp' })).not.toBeChecked();
    expect(within(panel).getByText(SMS_WORDING)).toBeInTheDocument();
    expect(within(panel).getByText(copy.phoneLine('+2348031234567', false))).toBeInTheDocument();
  });

  it('opens the code step for an unconfirmed phone, confirms it, then saves the choice', async () => {
    const fetchMock = stubApi({
      [`GET ${URL}`]: () => jsonResponse(200, view()),
      [`POST ${URL}/phoneCode`]: () =>
        jsonResponse(200, { phone: '+2348031234567', expiresAt: '2026-11-27T10:10:00.000Z' }),
      [`POST ${URL}/phoneCode/confirm`]: (init) =>
        JSON.parse(String(init?.body)).code === '123456'
          ? jsonResponse(200, view({ phoneConfirmed: true }))
          : errorResponse(422, 'That code is not right. Check the SMS and try again.', 'PHONE_CODE_INVALID'),
      [`PUT ${URL}`]: () =>
        jsonResponse(200, view({ phoneConfirmed: true }, { sms: '2026-11-27T13:05:00.000Z' })),
    });
    const user = renderPanel();
    await user.click(await screen.findByRole('checkbox', { name: 'SMS' }));
    expect(screen.getByRole('checkbox', { name: 'SMS' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: copy.sendCode }));
    expect(await screen.findByText(copy.codeSent('+2348031234567'))).toBeInTheDocument();

    const codeInput = screen.getByLabelText(copy.codeLabel, { exact: false });
    await user.type(codeInput, '654321');
    await user.click(screen.getByRole('button', { name: copy.confirm }));
    expect(
      await screen.findByText('That code is not right. Check the SMS and try again.'),
    ).toBeInTheDocument();
    expect(codeInput).toHaveValue('654321');

    await user.clear(codeInput);
    await user.type(codeInput, '123456');
    await user.click(screen.getByRole('button', { name: copy.confirm }));
    expect(await screen.findByRole('status')).toHaveTextContent(copy.saved);
    expect(screen.getByRole('checkbox', { name: 'SMS' })).toBeChecked();
    expect(screen.getByText(/Accepted on 27-11-2026, 2:05 PM\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: copy.confirm })).not.toBeInTheDocument();
    expect(bodyOf(fetchMock.mock.calls, 'PUT', URL)).toEqual({ channel: 'sms', accepted: true });
  });

  it('saves a choice at once when the phone is confirmed, and withdraws in one click', async () => {
    const fetchMock = stubApi({
      [`GET ${URL}`]: () =>
        jsonResponse(200, view({ phoneConfirmed: true }, { whatsapp: '2026-11-27T09:00:00Z' })),
      [`PUT ${URL}`]: () => jsonResponse(200, view({ phoneConfirmed: true })),
    });
    const user = renderPanel();
    const whatsapp = await screen.findByRole('checkbox', { name: 'WhatsApp' });
    expect(whatsapp).toBeChecked();
    await user.click(whatsapp);
    expect(await screen.findByRole('status')).toHaveTextContent(copy.saved);
    expect(screen.getByRole('checkbox', { name: 'WhatsApp' })).not.toBeChecked();
    expect(bodyOf(fetchMock.mock.calls, 'PUT', URL)).toEqual({ channel: 'whatsapp', accepted: false });
    expect(screen.queryByRole('button', { name: copy.sendCode })).not.toBeInTheDocument();
  });

  it('says a phone is needed and offers no phone channel without one', async () => {
    stubApi({ [`GET ${URL}`]: () => jsonResponse(200, view({ phone: null })) });
    renderPanel();
    expect(await screen.findByText(copy.noPhone)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'SMS' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'WhatsApp' })).toBeDisabled();
  });
});
