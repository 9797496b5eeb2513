import { messages } from '@intake/contracts/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, errorResponse, jsonResponse, noResponse, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const token = 'k'.repeat(43);
const page = `/application/withdraw/${token}`;
const callKey = `POST /api/applicant/withdrawApplication/mail/${token}`;
const button = () => screen.getByRole('button', { name: 'Withdraw Application' });

function sentReason(api: ReturnType<typeof stubApi>) {
  const call = api.mock.calls.find(([url]) =>
    String(url).startsWith(`/api/applicant/withdrawApplication/mail/${token}`),
  );
  return call ? new URL(String(call[0]), 'http://x').searchParams.get('reasonForWithdraw') : undefined;
}

describe('withdraw / unsubscribe form', () => {
  it("is titled 'Unsubscribe from our Emails', wakes the server and offers the three choices", async () => {
    const api = stubApi();
    renderApp(page);
    expect(await screen.findByRole('heading', { name: 'Unsubscribe from our Emails' })).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith('/', { method: 'GET' });
    const options = Array.from((screen.getByLabelText(/^I want to/) as HTMLSelectElement).options).map(
      (o) => o.text,
    );
    expect(options.slice(1)).toEqual(['Unsubscribe for your Emails', 'Withdraw my Application', 'Other']);
  });

  it("sends 'I want to <choice> because <text>' with Enter, disables the button while sending and shows the confirmation", async () => {
    const answer = deferred<Response>();
    const api = stubApi({ [callKey]: () => answer.promise });
    const { user, router } = renderApp(page);
    await user.selectOptions(await screen.findByLabelText(/^I want to/), 'Withdraw my Application');
    await user.type(screen.getByLabelText(/^Because/), 'I got a job{Shift>}{Enter}{/Shift}in Abuja{Enter}');
    await waitFor(() => expect(button()).toBeDisabled());
    expect(sentReason(api)).toBe('I want to Withdraw my Application because I got a job\nin Abuja');
    answer.resolve(jsonResponse(200, { message: 'Your request has been processed.' }));
    expect(await screen.findByRole('heading', { name: 'Application Submitted' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/application_withdrawn');
    expect(screen.getByRole('button', { name: 'Back to Homepage' })).toBeInTheDocument();
  });

  it("refuses only both fields empty, with 'Kindly fill all fields' (the spec's quirk)", async () => {
    const api = stubApi({ [callKey]: () => jsonResponse(200, { message: 'ok' }) });
    const { user } = renderApp(page);
    await user.click(await screen.findByRole('button', { name: 'Withdraw Application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.kindlyFillAllFields);
    expect(sentReason(api)).toBeUndefined();
    expect(button()).toBeEnabled();
    await user.type(screen.getByLabelText(/^Because/), 'just the reason{Enter}');
    await waitFor(() => expect(sentReason(api)).toBe('I want to  because just the reason'));
  });

  it('shows the connection sentence when there is no answer, re-enables the button and keeps what was typed', async () => {
    stubApi({ [callKey]: noResponse });
    const { user } = renderApp(page);
    await user.selectOptions(await screen.findByLabelText(/^I want to/), 'Other');
    await user.type(screen.getByLabelText(/^Because/), 'question{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.noResponse);
    expect(button()).toBeEnabled();
    expect(screen.getByLabelText(/^Because/)).toHaveValue('question');
  });

  it("shows the server's message, e.g. for a used link", async () => {
    stubApi({ [callKey]: () => errorResponse(400, messages.linkInvalid, 'LINK_INVALID') });
    const { user } = renderApp(page);
    await user.type(await screen.findByLabelText(/^Because/), 'again{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.linkInvalid);
    expect(button()).toBeEnabled();
  });
});
