import { messages } from '@intake/contracts/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getSessionUser } from '../../../lib/session';
import type { AddressedPageProps } from '../../../lib/use-view-history';
import { deferred, errorResponse, jsonResponse, noResponse, stubApi, testUser } from '../../../test/api-stub';
import { enrolmentDraftKey } from '../enrolment-values';
import { movedOn, renderSignedIn } from '../test/render-feature';
import { EnrolmentForm } from './enrolment-form';

const SUBMIT = 'POST /api/native/submitEnrollmentForm';

function openForm(address: AddressedPageProps = {}) {
  const onBack = vi.fn();
  const onDone = vi.fn();
  const view = renderSignedIn(<EnrolmentForm {...address} onBack={onBack} onDone={onDone} />);
  return { ...view, onBack, onDone };
}
type View = ReturnType<typeof openForm>;

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const button = (name: string) => screen.getByRole('button', { name });
const choice = (group: RegExp, option: 'Yes' | 'No') =>
  within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', { name: option });

async function fillStepOne(view: View) {
  await view.user.type(field('Preferred name'), 'Ada');
  await view.user.type(field('Address'), '1 Marina, Lagos');
  await view.user.selectOptions(field('Years of work experience'), '2 - 4 years');
  await view.user.click(screen.getByRole('checkbox', { name: 'IT' }));
  await view.user.click(screen.getByRole('checkbox', { name: 'Education' }));
  await view.user.selectOptions(field('Years of IT experience'), 'Less than 2 years');
  await view.user.click(button('Continue'));
}

async function fillStepTwo(view: View) {
  await view.user.type(field('Emergency contact name'), 'Obi Obi');
  await view.user.type(field('Emergency contact phone number'), '08030000000');
  await view.user.click(choice(/health insurance/, 'Yes'));
  await view.user.click(choice(/accommodation/, 'No'));
}

describe('enrolment form', () => {
  it('opens on step 1 with the name and phone prefilled; Back leaves for the dashboard', async () => {
    stubApi();
    const view = openForm();
    expect(screen.getByText('1/2')).toBeInTheDocument();
    expect(screen.getByText('Personal & Contact Information')).toBeInTheDocument();
    expect(screen.getByText('Professional Experience')).toBeInTheDocument();
    expect(field('Full legal name')).toHaveValue('Ada Obi');
    expect(field('Phone number')).toHaveValue(testUser.phone);
    await view.user.click(button('Back'));
    expect(view.onBack).toHaveBeenCalledTimes(1);
  });

  it('checks step 1 in the spec order before Continue moves on', async () => {
    stubApi();
    const view = openForm();
    await view.user.clear(field('Full legal name'));
    await view.user.click(button('Continue'));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.fillFullName);
    await view.user.type(field('Full legal name'), 'Ada Obi');
    await view.user.click(button('Continue'));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.fillPreferName);
    await view.user.type(field('Preferred name'), 'Ada');
    await view.user.click(button('Continue'));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.fillAddress);
    await view.user.type(field('Address'), '1 Marina, Lagos');
    await view.user.click(button('Continue'));
    expect(screen.getByText('2/2')).toBeInTheDocument();
    expect(screen.getByText('Health & Safety')).toBeInTheDocument();
    expect(screen.getByText('Areas of Personal Interest')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('checks step 2 in the spec order; Submit stays disabled after an error until a field changes', async () => {
    const fetchMock = stubApi();
    const view = openForm();
    await fillStepOne(view);
    const expectProblem = async (message: string) => {
      await view.user.click(button('Submit'));
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      expect(button('Submit')).toBeDisabled();
    };
    await expectProblem(messages.fillEmergencyName);
    await view.user.type(field('Emergency contact name'), 'Obi Obi');
    expect(button('Submit')).toBeEnabled();
    await expectProblem(messages.fillEmergencyPhone);
    // The phone keeps digits only.
    await view.user.type(field('Emergency contact phone number'), '0803-000 0000');
    expect(field('Emergency contact phone number')).toHaveValue('08030000000');
    await expectProblem(messages.selectHealthInsurance);
    await view.user.click(choice(/health insurance/, 'Yes'));
    await expectProblem(messages.selectAccommodation);
    expect(fetchMock).not.toHaveBeenCalled();
    // Back returns to step 1 with what was typed.
    await view.user.click(button('Back'));
    expect(field('Preferred name')).toHaveValue('Ada');
  });

  it('sends every field, stores the fresh user data and shows the done screen', async () => {
    const answer = deferred<Response>();
    const fetchMock = stubApi({ [SUBMIT]: () => answer.promise });
    const view = openForm();
    await fillStepOne(view);
    await fillStepTwo(view);
    await view.user.type(field('Hobbies and interests'), 'Chess');
    await view.user.click(button('Submit'));
    await waitFor(() => expect(button('Submit')).toBeDisabled());
    const [, init] =
      fetchMock.mock.calls.find(([url]) => String(url) === '/api/native/submitEnrollmentForm') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      fullLegalName: 'Ada Obi',
      preferName: 'Ada',
      address: '1 Marina, Lagos',
      phone: testUser.phone,
      yearExperience: '2 - 4 years',
      industries: ['IT', 'Education'],
      iTExperience: 'Less than 2 years',
      medicalConditions: '',
      foodAllergies: '',
      emergencyContactName: 'Obi Obi',
      emergencyContactPhone: '08030000000',
      hobbies: 'Chess',
      areYouInterestedInAccommodation: 'No',
      doYouHaveHealthInsurance: 'Yes',
    });
    answer.resolve(jsonResponse(200, movedOn({ nativeState: 'ENROLLMENT_FORM' })));
    expect(await screen.findByRole('status')).toHaveTextContent(messages.enrolmentDone);
    expect(getSessionUser()?.nativeState).toBe('ENROLLMENT_FORM');
    expect(localStorage.getItem(enrolmentDraftKey(testUser.id))).toBeNull();
    await view.user.click(button('Dashboard'));
    expect(view.onDone).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message and keeps Submit disabled until the applicant edits", async () => {
    stubApi({ [SUBMIT]: () => errorResponse(409, 'The enrolment form is not open to you yet', 'CONFLICT') });
    const view = openForm();
    await fillStepOne(view);
    await fillStepTwo(view);
    await view.user.click(button('Submit'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The enrolment form is not open to you yet');
    expect(button('Submit')).toBeDisabled();
    await view.user.type(field('Food allergies'), 'None');
    expect(button('Submit')).toBeEnabled();
  });

  it('after a dropped connection says so and lets the same form be sent again', async () => {
    stubApi({ [SUBMIT]: noResponse });
    const view = openForm();
    await fillStepOne(view);
    await fillStepTwo(view);
    await view.user.click(button('Submit'));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.noResponse);
    expect(button('Submit')).toBeEnabled();
  });

  it('keeps what was typed across a reload', async () => {
    stubApi();
    const view = openForm();
    await view.user.type(field('Preferred name'), 'Ada');
    await view.user.click(screen.getByRole('checkbox', { name: 'Energy' }));
    view.unmount();
    openForm();
    expect(field('Preferred name')).toHaveValue('Ada');
    expect(screen.getByRole('checkbox', { name: 'Energy' })).toBeChecked();
  });
});

describe('enrolment form: the step in the address (issue 19.4)', () => {
  it('opens on the step the address names, and tells the address each move', async () => {
    stubApi();
    const onPage = vi.fn();
    const view = openForm({ page: 2, onPage });
    expect(screen.getByText('2/2')).toBeInTheDocument();
    expect(onPage).not.toHaveBeenCalled();
    await view.user.click(button('Back'));
    expect(screen.getByText('1/2')).toBeInTheDocument();
    expect(onPage).toHaveBeenLastCalledWith(1, 'back');
    await fillStepOne(view);
    expect(screen.getByText('2/2')).toBeInTheDocument();
    expect(onPage).toHaveBeenLastCalledWith(2, 'on');
  });

  it('without a step in the address, settles it on step 1', () => {
    stubApi();
    const onPage = vi.fn();
    openForm({ onPage });
    expect(onPage).toHaveBeenCalledWith(1, 'settle');
  });
});
