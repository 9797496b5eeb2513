import { messages } from '@intake/contracts/messages';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred, errorResponse, jsonResponse, noResponse, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const hireCall = 'POST /api/hireAnEngineer/request';
const sendButton = () => screen.getByRole('button', { name: 'Send' });

const filled = {
  'First Name': 'Ngozi',
  'Last Name': 'Eze',
  'Email Address': 'ngozi@acme.example',
  'Company Name': 'Acme Ltd',
  Designation: 'Head of Engineering',
  Request: 'Two engineers for a year.',
};

async function fill(
  user: UserEvent,
  values: Partial<Record<keyof typeof filled, string>>,
  skills: string[] = ['Data Analyst', 'Front-End Engineer'],
) {
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(await screen.findByLabelText(new RegExp(`^${label}`)), value);
  }
  for (const skill of skills) await user.click(screen.getByRole('checkbox', { name: skill }));
}

describe('hire form', () => {
  it("is titled 'Hire from us', wakes the server and offers the five skill sets", async () => {
    const api = stubApi();
    renderApp('/hire-from-us');
    expect(await screen.findByRole('heading', { name: 'Hire from us' })).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith('/', { method: 'GET' });
    expect(screen.getAllByRole('checkbox').map((box) => box.getAttribute('value'))).toEqual([
      'Front-End Engineer',
      'Back-End Engineer',
      'UI/UX Designer',
      'Data Analyst',
      'Product Manager',
    ]);
  });

  it('sends the skill sets comma-joined with Enter, disables Send while sending, then confirms', async () => {
    const answer = deferred<Response>();
    const api = stubApi({ [hireCall]: () => answer.promise });
    const { user, router } = renderApp('/hire-from-us');
    await fill(user, { ...filled, 'Company Name': undefined });
    await user.type(screen.getByLabelText(/^Company Name/), 'Acme Ltd{Enter}');
    await waitFor(() => expect(sendButton()).toBeDisabled());
    const sent = api.mock.calls.find(([url]) => url === '/api/hireAnEngineer/request');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      firstName: 'Ngozi',
      lastName: 'Eze',
      email: 'ngozi@acme.example',
      companyName: 'Acme Ltd',
      designation: 'Head of Engineering',
      skillSet: 'Front-End Engineer,Data Analyst',
      request: 'Two engineers for a year.',
      website: '',
    });
    answer.resolve(jsonResponse(201, { message: messages.companyRequestReceived }));
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/partner_application_successful');
  });

  it.each(Object.keys(filled))('asks for missing fields when %s is empty', async (label) => {
    stubApi();
    const { user } = renderApp('/hire-from-us');
    await fill(user, { ...filled, [label]: undefined });
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.fillMissingFields);
    expect(sendButton()).toBeEnabled();
  });

  it('asks for a skill set when none is ticked (also after unticking)', async () => {
    stubApi();
    const { user } = renderApp('/hire-from-us');
    await fill(user, filled, ['Product Manager', 'Product Manager']);
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.selectSkillSet);
    expect(sendButton()).toBeEnabled();
  });

  it('refuses a malformed e-mail and keeps Send enabled', async () => {
    stubApi();
    const { user } = renderApp('/hire-from-us');
    await fill(user, { ...filled, 'Email Address': 'ngozi.acme' });
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.validEmail);
    expect(sendButton()).toBeEnabled();
  });

  it.each([
    ['a network error', () => errorResponse(502, messages.networkErrorServer), messages.networkIssues],
    ['no answer', noResponse, messages.noResponse],
    [
      'a known e-mail',
      () => errorResponse(409, messages.emailExistServer, 'EMAIL_EXISTS'),
      messages.emailAlreadyExists,
    ],
  ])('shows %s and re-enables Send', async (_case, answer, shown) => {
    stubApi({ [hireCall]: answer });
    const { user, router } = renderApp('/hire-from-us');
    await fill(user, filled);
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(sendButton()).toBeEnabled();
    expect(router.state.location.pathname).toBe('/hire-from-us');
  });
});
