import { messages } from '@intake/contracts/messages';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  deferred,
  errorResponse,
  jsonResponse,
  noResponse,
  stubApi,
  testConfig,
} from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const subscribeCall = 'POST /api/lampLaunch/stayUpdated';
const subscribeButton = () => screen.getByRole('button', { name: 'Subscribe' });

const filled = {
  'First Name': 'Ngozi',
  'Last Name': 'Eze',
  'Email Address': 'ngozi@acme.example',
  'Company Name': 'Acme Ltd',
};

async function fill(user: UserEvent, values: Partial<Record<keyof typeof filled, string>>) {
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(await screen.findByLabelText(new RegExp(`^${label}`)), value);
  }
}

describe('stay-updated form', () => {
  it("is titled 'Stay Updated' and wakes the server", async () => {
    const api = stubApi();
    renderApp('/lampLaunch/stay-updated');
    expect(await screen.findByRole('heading', { name: 'Stay Updated' })).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith('/', { method: 'GET' });
  });

  it('subscribes with Enter, disables the button during the attempt, then shows the confirmation', async () => {
    const answer = deferred<Response>();
    const api = stubApi({ [subscribeCall]: () => answer.promise });
    const { user, router } = renderApp('/lampLaunch/stay-updated');
    await fill(user, { ...filled, 'Company Name': undefined });
    await user.type(screen.getByLabelText(/^Company Name/), 'Acme Ltd{Enter}');
    await waitFor(() => expect(subscribeButton()).toBeDisabled());
    const sent = api.mock.calls.find(([url]) => url === '/api/lampLaunch/stayUpdated');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      firstName: 'Ngozi',
      lastName: 'Eze',
      email: 'ngozi@acme.example',
      companyName: 'Acme Ltd',
      website: '',
    });
    answer.resolve(jsonResponse(201, { message: messages.subscribed }));
    expect(await screen.findByRole('heading', { name: messages.subscribed })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/lampLaunch/subscribed');
    expect(await screen.findByRole('link', { name: 'Back to Homepage' })).toHaveAttribute(
      'href',
      testConfig.mainSiteUrl,
    );
  });

  it.each(Object.keys(filled))('asks for missing fields when %s is empty', async (label) => {
    stubApi();
    const { user } = renderApp('/lampLaunch/stay-updated');
    await fill(user, { ...filled, [label]: undefined });
    await user.click(subscribeButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.fillMissingFields);
    expect(subscribeButton()).toBeEnabled();
  });

  it('refuses a malformed e-mail', async () => {
    stubApi();
    const { user } = renderApp('/lampLaunch/stay-updated');
    await fill(user, { ...filled, 'Email Address': 'ngozi@' });
    await user.click(subscribeButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.validEmail);
    expect(subscribeButton()).toBeEnabled();
  });

  it.each([
    [
      'a known e-mail (409)',
      () => errorResponse(409, messages.alreadySubscribed, 'ALREADY_SUBSCRIBED'),
      messages.alreadySubscribed,
    ],
    [
      "the spec's 'Email exist'",
      () => errorResponse(400, messages.emailExistServer, 'EMAIL_EXISTS'),
      messages.alreadySubscribed,
    ],
    ['a network error', () => errorResponse(502, messages.networkErrorServer), messages.networkIssues],
    ['no answer', noResponse, messages.noResponse],
  ])('shows %s and re-enables the button', async (_case, answer, shown) => {
    stubApi({ [subscribeCall]: answer });
    const { user, router } = renderApp('/lampLaunch/stay-updated');
    await fill(user, filled);
    await user.click(subscribeButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(subscribeButton()).toBeEnabled();
    expect(router.state.location.pathname).toBe('/lampLaunch/stay-updated');
  });
});
