import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  deferred,
  errorResponse,
  headersOf,
  jsonResponse,
  makeToken,
  noResponse,
} from '../../../test/api-stub';
import {
  listRequests,
  makeRecord,
  pageResponse,
  renderRecords,
  stubRecordsApi,
} from '../test/render-records';

const registered = { message: 'Applicant registered. They have been e-mailed a link to create a password.' };

async function openDialog(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Register an Applicant' }));
  const dialog = await screen.findByRole('dialog', { name: 'Register an Applicant' });
  // The form itself is loaded when the dialog first opens.
  await within(dialog).findByLabelText('First name');
  return dialog;
}

async function fillApplication(user: UserEvent, dialog: HTMLElement) {
  const form = within(dialog);
  await user.type(form.getByLabelText('First name'), 'Chidi');
  await user.type(form.getByLabelText('Last name'), 'Okeke');
  await user.type(form.getByLabelText('Email'), 'Chidi@Example.org');
  await user.type(form.getByLabelText('Phone number'), '080-3123 4567x');
  await user.selectOptions(form.getByLabelText('Age range'), '21-30');
  await user.selectOptions(form.getByLabelText('Gender'), 'Male');
  await user.click(form.getByLabelText('The applicant agrees to the Terms and Conditions'));
}

const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;

describe('Register an Applicant dialog', () => {
  it('checks the application with the contract schema before sending anything', async () => {
    const fetchMock = stubRecordsApi({ 'GET /api/elder/getAllApplicants': () => pageResponse([]) });
    const { user } = renderRecords();
    const dialog = await openDialog(user);
    const form = within(dialog);
    expect(form.getByLabelText('Dial code')).toHaveValue('+234');

    await user.click(form.getByRole('button', { name: 'Register' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Please fill in missing fields');

    await fillApplication(user, dialog);
    await user.click(form.getByLabelText('The applicant agrees to the Terms and Conditions'));
    await user.click(form.getByRole('button', { name: 'Register' }));
    expect(await form.findByText('Please check the T&C box')).toBeInTheDocument();

    await user.click(form.getByLabelText('The applicant agrees to the Terms and Conditions'));
    await user.clear(form.getByLabelText('Email'));
    await user.type(form.getByLabelText('Email'), 'not-an-email');
    await user.click(form.getByRole('button', { name: 'Register' }));
    expect(await form.findByText('Please enter a valid email address')).toBeInTheDocument();

    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('registerApplicant'))).toBe(false);
  });

  it('registers the applicant with the bearer token, says so and refreshes the list', async () => {
    const answer = deferred<Response>();
    const fetchMock = stubRecordsApi({
      'GET /api/elder/getAllApplicants': () => pageResponse([makeRecord(1)]),
      'POST /api/elder/registerApplicant': () => answer.promise,
    });
    const { user } = renderRecords();
    await screen.findByRole('link', { name: 'First1 Last1' });
    const dialog = await openDialog(user);
    await fillApplication(user, dialog);
    expect(within(dialog).getByLabelText('Phone number')).toHaveValue('08031234567');

    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => input === '/api/elder/registerApplicant')).toBe(true),
    );
    const init = fetchMock.mock.calls.find(([input]) => input === '/api/elder/registerApplicant')?.[1] ?? {};
    expect(init.method).toBe('POST');
    expect(headersOf(init).get('Authorization')).toBe(
      `Bearer ${makeToken({ roles: 'ELDER', firstName: 'Ngozi', email: 'ngozi@school.example.org' })}`,
    );
    expect(bodyOf(init)).toEqual({
      firstName: 'Chidi',
      lastName: 'Okeke',
      email: 'chidi@example.org',
      dialCode: '+234',
      phone: '08031234567',
      ageRange: '21-30',
      gender: 'Male',
      tAndC: true,
    });

    answer.resolve(jsonResponse(201, registered));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Applicant registered. We have e-mailed chidi@example.org a link to create a password.',
    );
    await waitFor(() => expect(listRequests(fetchMock)).toHaveLength(2));

    await user.click(within(dialog).getByRole('button', { name: 'Register another' }));
    expect(within(dialog).getByLabelText('First name')).toHaveValue('');
  });

  it('shows the server error as sent', async () => {
    stubRecordsApi({
      'GET /api/elder/getAllApplicants': () => pageResponse([]),
      'POST /api/elder/registerApplicant': () =>
        errorResponse(400, 'Phone number is already registered', 'BAD_REQUEST'),
    });
    const { user } = renderRecords();
    const dialog = await openDialog(user);
    await fillApplication(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Phone number is already registered');
    // The form keeps what was typed, to correct and send again.
    expect(within(dialog).getByLabelText('First name')).toHaveValue('Chidi');
  });

  it('reads the duplicate e-mail as the apply form does, and says when there is no connection', async () => {
    let answer: () => Response | Promise<Response> = () => errorResponse(409, 'Email exist', 'EMAIL_EXISTS');
    stubRecordsApi({
      'GET /api/elder/getAllApplicants': () => pageResponse([]),
      'POST /api/elder/registerApplicant': () => answer(),
    });
    const { user } = renderRecords();
    const dialog = await openDialog(user);
    await fillApplication(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Email already exists');

    answer = noResponse;
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('Connect to the internet and try again')).toBeInTheDocument();
  });
});
