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

const partnerCall = 'POST /api/partner/apply';
const sendButton = () => screen.getByRole('button', { name: 'Send' });

const filled = {
  'First Name': 'Ngozi',
  'Last Name': 'Eze',
  'Email Address': 'ngozi@acme.example',
  'Company Name': 'Acme Ltd',
  Designation: 'CTO',
  Message: 'We would like to partner.',
};

async function fill(user: UserEvent, values: Partial<Record<keyof typeof filled, string>>) {
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(await screen.findByLabelText(new RegExp(`^${label}`)), value);
  }
}

describe('partner form', () => {
  it("is titled 'Partner with us', wakes the server and links 'Become a Native' to the apply form", async () => {
    const api = stubApi();
    const { user, router } = renderApp('/partner/join');
    expect(await screen.findByRole('heading', { name: 'Partner with us' })).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith('/', { method: 'GET' });
    await user.click(screen.getByRole('link', { name: 'Become a Native' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends the six fields with Enter, disables Send while sending and goes to the confirmation', async () => {
    const answer = deferred<Response>();
    const api = stubApi({ [partnerCall]: () => answer.promise });
    const { user, router } = renderApp('/partner/join');
    await fill(user, { ...filled, Designation: undefined });
    await user.type(screen.getByLabelText(/^Designation/), 'CTO{Enter}');
    await waitFor(() => expect(sendButton()).toBeDisabled());
    const sent = api.mock.calls.find(([url]) => url === '/api/partner/apply');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      firstName: 'Ngozi',
      lastName: 'Eze',
      email: 'ngozi@acme.example',
      companyName: 'Acme Ltd',
      designation: 'CTO',
      message: 'We would like to partner.',
      website: '',
    });
    answer.resolve(jsonResponse(201, { message: messages.companyRequestReceived }));
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/partner_application_successful');
    expect(
      screen.getByText('We have received your request and will get back to you shortly.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Back to Homepage' })).toHaveAttribute(
      'href',
      testConfig.mainSiteUrl,
    );
  });

  it.each(Object.keys(filled))('asks for missing fields when %s is empty', async (label) => {
    stubApi();
    const { user } = renderApp('/partner/join');
    await fill(user, { ...filled, [label]: undefined });
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.fillMissingFields);
    expect(sendButton()).toBeEnabled();
  });

  it('refuses a malformed e-mail and keeps Send enabled', async () => {
    stubApi();
    const { user } = renderApp('/partner/join');
    await fill(user, { ...filled, 'Email Address': 'ngozi@' });
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.validEmail);
    expect(sendButton()).toBeEnabled();
  });

  it('submits from the message box with Enter (Shift+Enter adds a line)', async () => {
    const api = stubApi({ [partnerCall]: () => jsonResponse(201, { message: 'ok' }) });
    const { user, router } = renderApp('/partner/join');
    await fill(user, { ...filled, Message: undefined });
    await user.type(screen.getByLabelText(/^Message/), 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect(api.mock.calls.some(([url]) => url === '/api/partner/apply')).toBe(false);
    await user.type(screen.getByLabelText(/^Message/), '{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/partner_application_successful'));
  });

  it.each([
    ['a network error', () => errorResponse(502, messages.networkErrorServer), messages.networkIssues],
    ['no answer', noResponse, messages.noResponse],
    [
      'a known e-mail',
      () => errorResponse(409, messages.emailExistServer, 'EMAIL_EXISTS'),
      messages.emailAlreadyExists,
    ],
    [
      'another server message',
      () => errorResponse(429, messages.rateLimited, 'RATE_LIMITED'),
      messages.rateLimited,
    ],
  ])('shows %s and re-enables Send', async (_case, answer, shown) => {
    stubApi({ [partnerCall]: answer });
    const { user, router } = renderApp('/partner/join');
    await fill(user, filled);
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(sendButton()).toBeEnabled();
    expect(router.state.location.pathname).toBe('/partner/join');
  });
});
