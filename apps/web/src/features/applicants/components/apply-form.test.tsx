import { messages } from '@intake/contracts/messages';
import { screen, waitFor, within } from '@testing-library/react';
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
import { APPLY_DRAFT_KEY } from '../apply-draft-key';

async function fillApplication(user: UserEvent, { email = 'ada@example.org', tick = true } = {}) {
  await user.type(await screen.findByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Obi');
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Phone number'), '8012345678');
  await user.selectOptions(screen.getByLabelText('Age range'), '21-30');
  await user.selectOptions(screen.getByLabelText('Gender'), 'Female');
  if (tick) await user.click(screen.getByRole('checkbox'));
}

const applyButton = () => screen.getByRole('button', { name: 'Apply' });

describe('apply form', () => {
  it('is titled as the spec says and offers Log In', async () => {
    stubApi();
    const { router, user } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Become an innovator' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('reports missing fields, then the T&C box, then the e-mail format', async () => {
    stubApi();
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.fillMissingFields);

    await fillApplication(user, { email: 'not-an-email', tick: false });
    await user.click(applyButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(messages.checkTermsBox));

    await user.click(screen.getByRole('checkbox'));
    await user.click(applyButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(messages.validEmail));
  });

  it('keeps only digits in the phone number, at most 15 of them', async () => {
    stubApi();
    const { user } = renderApp('/');
    const phone = await screen.findByLabelText('Phone number');
    await user.type(phone, '+80a1-2 3');
    expect(phone).toHaveValue('80123');
    await user.clear(phone);
    await user.type(phone, '12345678901234567890');
    expect(phone).toHaveValue('123456789012345');
  });

  it('defaults the dial code to +234 and lists Nigeria and the United States first', async () => {
    stubApi();
    renderApp('/');
    const dialCode = await screen.findByLabelText('Dial code');
    expect(dialCode).toHaveValue('+234');
    const options = within(dialCode).getAllByRole('option');
    expect(options[0]).toHaveTextContent('Nigeria (+234)');
    expect(options[1]).toHaveTextContent('United States (+1)');
    expect(options.length).toBeGreaterThan(200);
  });

  it('submits on Enter, sends the application and shows the confirmation', async () => {
    const fetchMock = stubApi({ 'POST /api/applicant/apply': () => jsonResponse(201, { message: 'ok' }) });
    const { user, router } = renderApp('/');
    await fillApplication(user, { email: 'Ada@Example.org' });
    await user.type(screen.getByLabelText('Last name'), '{Enter}');

    expect(await screen.findByRole('heading', { name: 'Excellent!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/application_successful');
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/applicant/apply');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      firstName: 'Ada',
      lastName: 'Obi',
      email: 'ada@example.org',
      dialCode: '+234',
      phone: '8012345678',
      ageRange: '21-30',
      gender: 'Female',
      tAndC: true,
    });
    expect(localStorage.getItem(APPLY_DRAFT_KEY)).toBeNull();
  });

  it("disables the button while sending, then shows 'Email already exists' for 'Email exist' and re-enables it", async () => {
    const answer = deferred<Response>();
    stubApi({ 'POST /api/applicant/apply': () => answer.promise });
    const { user } = renderApp('/');
    await fillApplication(user);
    await user.click(applyButton());
    await waitFor(() => expect(applyButton()).toBeDisabled());

    answer.resolve(errorResponse(409, messages.emailExistServer, 'EMAIL_EXISTS'));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.emailAlreadyExists);
    expect(applyButton()).toBeEnabled();
  });

  it('shows other server messages as sent', async () => {
    stubApi({
      'POST /api/applicant/apply': () => errorResponse(403, 'Applications are closed', 'APPLICATIONS_CLOSED'),
    });
    const { user } = renderApp('/');
    await fillApplication(user);
    await user.click(applyButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Applications are closed');
  });

  it('asks to connect to the internet when no answer comes', async () => {
    stubApi({ 'POST /api/applicant/apply': noResponse });
    const { user } = renderApp('/');
    await fillApplication(user);
    await user.click(applyButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.noResponse);
    expect(applyButton()).toBeEnabled();
  });

  it('keeps what was typed across a remount', async () => {
    stubApi();
    const first = renderApp('/');
    await first.user.type(await screen.findByLabelText('First name'), 'Ada');
    await first.user.selectOptions(screen.getByLabelText('Gender'), 'Male');
    first.unmount();

    renderApp('/');
    expect(await screen.findByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Gender')).toHaveValue('Male');
    expect(screen.getByLabelText('Dial code')).toHaveValue('+234');
  });

  it('says plainly when applications are closed', async () => {
    stubApi({ 'GET /api/config': () => jsonResponse(200, { ...testConfig, applicationsOpen: false }) });
    renderApp('/');
    expect(await screen.findByText(messages.applicationsClosed)).toBeInTheDocument();
    expect(applyButton()).toBeDisabled();
  });

  it('opens the terms with the privacy policy, the liability cap and the negotiation period, without ticking the box', async () => {
    stubApi();
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Terms and Conditions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terms and Conditions' });
    expect(dialog).toHaveTextContent('Nigeria Data Protection Act 2023');
    expect(dialog).toHaveTextContent('₦10,000');
    expect(dialog).toHaveTextContent('28 days');
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });
});
