import { messageTimelineCopy as copy } from '@intake/contracts/copy/messaging';
import type { TimelineEntry, TimelinePage } from '@intake/contracts/message-timeline';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../lib/providers';
import { saveSession } from '../../../lib/session';
import { errorResponse, jsonResponse, makeToken, stubApi } from '../../../test/api-stub';
import { createTestQueryClient } from '../../../test/query-client';
import { MessageTimeline } from './message-timeline';

const EMAIL = 'ada@example.org';
const LIST = `GET /api/elder/messages/${encodeURIComponent(EMAIL)}`;

const entry = (overrides: Partial<TimelineEntry>): TimelineEntry => ({
  id: 1,
  kind: 'staff-message',
  kindLabel: 'Message from staff to this applicant',
  channel: 'email',
  address: EMAIL,
  subject: 'Your documents',
  status: 'pending',
  queuedAt: '2030-01-05T10:00:00.000Z',
  statusAt: '2030-01-05T10:00:00.000Z',
  providerStatus: null,
  error: null,
  units: null,
  resendable: true,
  ...overrides,
});

const page = (overrides: Partial<TimelinePage> = {}): TimelinePage => ({
  entries: [
    entry({
      id: 3,
      channel: 'sms',
      address: '+234•••••678',
      subject: '',
      status: 'delivered',
      units: 1,
      providerStatus: 'DELIVRD',
      statusAt: '2030-01-05T10:05:00.000Z',
    }),
    entry({
      id: 2,
      channel: 'whatsapp',
      address: '+234•••••678',
      subject: '',
      status: 'failed',
      error: 'Number not on WhatsApp',
    }),
    entry({
      id: 1,
      kind: 'create-password',
      kindLabel: 'Create your password',
      subject: 'Create your password',
      resendable: false,
    }),
  ],
  page: 1,
  pageSize: 25,
  total: 3,
  acceptedChannels: ['sms'],
  ...overrides,
});

function renderTimeline(canAct = true) {
  saveSession(makeToken({ roles: canAct ? 'ADMIN' : 'SPONSOR' }));
  render(
    <AppProviders queryClient={createTestQueryClient()} env="test">
      <MessageTimeline email={EMAIL} canAct={canAct} />
    </AppProviders>,
  );
  return userEvent.setup();
}

afterEach(() => vi.unstubAllGlobals());

describe('the message timeline', () => {
  it('lists every message with its channel, address, status, time and the provider’s words', async () => {
    stubApi({ [LIST]: () => jsonResponse(200, page()) });
    renderTimeline();
    const table = await screen.findByRole('table', { name: copy.title });
    // The wide table scrolls in a viewport a keyboard can reach, as every wide table does.
    expect(table.closest('[tabindex="0"]')).not.toBeNull();
    const [, sms, whatsapp, password] = within(table).getAllByRole('row');
    expect(sms).toHaveTextContent(/SMS.*1 SMS unit.*\+234•••••678.*Delivered.*05-01-2030.*DELIVRD/);
    expect(whatsapp).toHaveTextContent(/WhatsApp.*Failed.*Number not on WhatsApp/);
    expect(password).toHaveTextContent('Create your password');
    // A message with a one-time link is not offered for resending.
    expect(within(password as HTMLElement).queryByRole('button')).toBeNull();
  });

  it('resends one message and says so; a refusal is shown', async () => {
    let resent = 0;
    stubApi({
      [LIST]: () => jsonResponse(200, page()),
      [`POST /api/elder/messages/${encodeURIComponent(EMAIL)}/3/resend`]: () => {
        resent += 1;
        return jsonResponse(201, { entry: entry({ id: 4, channel: 'sms' }) });
      },
      [`POST /api/elder/messages/${encodeURIComponent(EMAIL)}/2/resend`]: () =>
        errorResponse(
          422,
          'The applicant has not accepted messages on this channel at their current number.',
          'RULE_BROKEN',
        ),
    });
    const user = renderTimeline();
    await user.click(await screen.findByRole('button', { name: /Resend: .*, SMS/ }));
    expect(await screen.findByRole('status')).toHaveTextContent(copy.resent);
    expect(resent).toBe(1);
    await user.click(screen.getByRole('button', { name: /Resend: .*, WhatsApp/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('has not accepted messages on this channel');
  });

  it('pages through older messages', async () => {
    const fetchMock = stubApi({
      [LIST]: () => jsonResponse(200, page({ total: 30 })),
    });
    const user = renderTimeline();
    expect(await screen.findByText(copy.pageOf(1, 2))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: copy.next }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('?page=2'))).toBe(true),
    );
  });

  it('offers neither resending nor writing to a role that only reads', async () => {
    stubApi({ [LIST]: () => jsonResponse(200, page()) });
    renderTimeline(false);
    await screen.findByRole('table', { name: copy.title });
    expect(screen.queryByRole('button', { name: /Resend/ })).toBeNull();
    expect(screen.queryByRole('form', { name: copy.oneOff.title })).toBeNull();
  });
});

describe('the one-off message form', () => {
  it('offers only the channels the applicant accepted and sends the message', async () => {
    const sent: unknown[] = [];
    stubApi({
      [LIST]: () => jsonResponse(200, page()),
      [`POST /api/elder/messages/${encodeURIComponent(EMAIL)}`]: (init) => {
        sent.push(JSON.parse(String(init.body)));
        return jsonResponse(201, { entries: [entry({ id: 5 }), entry({ id: 6, channel: 'sms' })] });
      },
    });
    const user = renderTimeline();
    const form = await screen.findByRole('form', { name: copy.oneOff.title });
    expect(within(form).getByRole('checkbox', { name: 'E-mail' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'SMS' })).toBeEnabled();
    expect(within(form).getByRole('checkbox', { name: 'WhatsApp' })).toBeDisabled();
    expect(within(form).getByText(copy.oneOff.notAccepted)).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/Subject/), 'Your documents');
    await user.type(within(form).getByLabelText(/Message/), 'Bring your certificate.');
    await user.click(within(form).getByRole('checkbox', { name: 'SMS' }));
    await user.click(within(form).getByRole('button', { name: copy.oneOff.send }));
    expect(await within(form).findByRole('status')).toHaveTextContent(copy.oneOff.sent(2));
    expect(sent).toEqual([
      { subject: 'Your documents', body: 'Bring your certificate.', channels: ['email', 'sms'] },
    ]);
    expect(within(form).getByLabelText(/Subject/)).toHaveValue('');
  });

  it('shows the server’s refusal and keeps what was written', async () => {
    stubApi({
      [LIST]: () => jsonResponse(200, page()),
      [`POST /api/elder/messages/${encodeURIComponent(EMAIL)}`]: () =>
        errorResponse(
          422,
          'This applicant withdrew or was erased; they receive no more messages.',
          'RULE_BROKEN',
        ),
    });
    const user = renderTimeline();
    const form = await screen.findByRole('form', { name: copy.oneOff.title });
    await user.type(within(form).getByLabelText(/Subject/), 'Hi');
    await user.type(within(form).getByLabelText(/Message/), 'Text');
    await user.click(within(form).getByRole('button', { name: copy.oneOff.send }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('withdrew or was erased');
    expect(within(form).getByLabelText(/Subject/)).toHaveValue('Hi');
  });
});
