import { messageRoutingCopy as copy } from '@intake/contracts/copy/messaging';
import { defaultPhoneChannels, messageKinds, messageTypes } from '@intake/contracts/messaging';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../lib/providers';
import { saveSession } from '../../../lib/session';
import { errorResponse, jsonResponse, makeToken, stubApi } from '../../../test/api-stub';
import { createTestQueryClient } from '../../../test/query-client';
import { MessageRoutingPanel } from './message-routing-panel';

const routing = {
  routes: messageKinds.map((kind) => ({
    kind,
    important: messageTypes[kind].important,
    channels: defaultPhoneChannels(kind),
    isDefault: true,
  })),
};

const price = { 'GET /api/admin/smsUnitCost': () => jsonResponse(200, { nairaPerUnit: 4 }) };

function renderPanel() {
  saveSession(makeToken({ roles: 'ADMIN' }));
  render(
    <AppProviders queryClient={createTestQueryClient()} env="test">
      <MessageRoutingPanel />
    </AppProviders>,
  );
  return userEvent.setup();
}

describe('Message routing panel', () => {
  it('shows each type with the phone channels it goes by', async () => {
    stubApi({ 'GET /api/admin/message-routing': () => jsonResponse(200, routing), ...price });
    renderPanel();
    const offer = await screen.findByRole('form', { name: copy.types['admission-offer'] });
    expect(within(offer).getByLabelText('SMS')).toBeChecked();
    expect(within(offer).getByLabelText('WhatsApp')).toBeChecked();
    expect(within(offer).getByText(copy.important)).toBeInTheDocument();
    const reset = screen.getByRole('form', { name: copy.types['reset-password'] });
    expect(within(reset).getByLabelText('SMS')).not.toBeChecked();
    await screen.findByRole('form', { name: copy.smsPrice.title });
    expect(screen.getAllByRole('form')).toHaveLength(messageKinds.length + 1);
  });

  it('saves a type’s channels by PUT and says so; a refusal is shown and the choice kept', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/message-routing': () => jsonResponse(200, routing),
      ...price,
      'PUT /api/admin/message-routing/reset-password': () =>
        jsonResponse(200, { kind: 'reset-password', important: false, channels: ['sms'], isDefault: false }),
      'PUT /api/admin/message-routing/info-session-invite': () =>
        errorResponse(422, 'That routing could not be saved.', 'RULE_BROKEN'),
    });
    const user = renderPanel();
    const reset = await screen.findByRole('form', { name: copy.types['reset-password'] });
    await user.click(within(reset).getByLabelText('SMS'));
    await user.click(within(reset).getByRole('button', { name: copy.save }));
    expect(await within(reset).findByRole('status')).toHaveTextContent(
      copy.saved(copy.types['reset-password']),
    );
    const put = fetchMock.mock.calls.find(
      ([to, init]) => String(to).endsWith('/message-routing/reset-password') && init?.method === 'PUT',
    );
    expect(JSON.parse(String((put?.[1] as RequestInit | undefined)?.body))).toEqual({ channels: ['sms'] });

    const bulk = screen.getByRole('form', { name: copy.types['info-session-invite'] });
    await user.click(within(bulk).getByLabelText('WhatsApp'));
    await user.click(within(bulk).getByRole('button', { name: copy.save }));
    expect(await within(bulk).findByText('That routing could not be saved.')).toBeInTheDocument();
    expect(within(bulk).getByLabelText('WhatsApp')).toBeChecked();
  });

  it('sets the price of one SMS unit for the bulk estimate, and refuses a negative or empty one', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/message-routing': () => jsonResponse(200, routing),
      ...price,
      'PUT /api/admin/smsUnitCost': (init) => jsonResponse(200, JSON.parse(String(init.body))),
    });
    const user = renderPanel();
    const form = await screen.findByRole('form', { name: copy.smsPrice.title });
    const field = within(form).getByLabelText(copy.smsPrice.label);
    expect(field).toHaveValue('4');
    await user.clear(field);
    await user.click(within(form).getByRole('button', { name: copy.save }));
    expect(await within(form).findByText('Enter the price of one SMS unit in naira')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await user.type(field, '3.5');
    await user.click(within(form).getByRole('button', { name: copy.save }));
    expect(await within(form).findByRole('status')).toHaveTextContent(copy.saved(copy.smsPrice.title));
    const put = fetchMock.mock.calls.find(
      ([to, init]) => String(to).endsWith('/smsUnitCost') && init?.method === 'PUT',
    );
    expect(JSON.parse(String((put?.[1] as RequestInit | undefined)?.body))).toEqual({ nairaPerUnit: 3.5 });
  });
});
