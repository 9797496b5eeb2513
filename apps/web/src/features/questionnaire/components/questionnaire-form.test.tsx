import { QUESTIONNAIRE_MESSAGE_MS } from '@intake/contracts/constants';
import { ageRangeMismatch, messages } from '@intake/contracts/messages';
import { NOT_APPLICABLE, type QuestionnaireDraft } from '@intake/contracts/questionnaire';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getSessionUser } from '../../../lib/session';
import { errorResponse, jsonResponse, noResponse, testUser } from '../../../test/api-stub';
import {
  bodiesOf,
  complete,
  page1,
  page2,
  page3,
  renderSignedIn,
  stubQuestionnaireApi,
  undergraduate,
} from '../test/render-questionnaire';
import { QuestionnaireForm } from './questionnaire-form';

const escapeRegExp = (label: string) => label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const labelled = (label: string) => new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`);
const isControl = (element: HTMLElement) => ['INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName);
/** A form control by its label (a suggestion list shares the label, so only controls count). */
const field = (label: string) => {
  const control = screen.getAllByLabelText(labelled(label)).find(isControl);
  if (!control) throw new Error(`No control labelled ${label}`);
  return control;
};
const findField = async (label: string) => {
  await screen.findAllByLabelText(labelled(label));
  return field(label);
};

const savedUser = () => jsonResponse(200, testUser);

function renderForm(
  draft: QuestionnaireDraft = {},
  handlers: Parameters<typeof stubQuestionnaireApi>[1] = {},
  options: { advanceTimers?: (ms: number) => void; submitted?: boolean } = {},
) {
  const fetchMock = stubQuestionnaireApi(draft, handlers, { submitted: options.submitted });
  const onSubmitted = vi.fn();
  const view = renderSignedIn(<QuestionnaireForm onSubmitted={onSubmitted} />, options);
  return { ...view, fetchMock, onSubmitted };
}

const next = (user: ReturnType<typeof renderForm>['user']) =>
  user.click(screen.getByRole('button', { name: 'Next' }));

describe('questionnaire form: page 1', () => {
  it("is titled 'Let's get to know you', counts 1/4 and asks for every required field", async () => {
    const { user, fetchMock } = renderForm();
    expect(await screen.findByRole('heading', { name: "Let's get to know you" })).toBeInTheDocument();
    expect(screen.getByText('1/4')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    await next(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.fillAllFields);
    expect(screen.getByText('1/4')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'PATCH', '/api/questionnaire')).toHaveLength(0);
  });

  it('fills page 1 by hand, date of birth from the picker only, and saves it as a draft on Next', async () => {
    const { user, fetchMock } = renderForm({}, { 'PATCH /api/questionnaire': savedUser });
    await user.type(await findField('Nationality'), 'Ghana');
    await user.type(field('Country of Residence'), 'Kenya');

    // Date of birth: picked from lists only (nothing to type into), no year after 2013.
    const dateOfBirth = screen.getByRole('group', { name: 'Date Of Birth' });
    expect(within(dateOfBirth).queryByRole('textbox')).not.toBeInTheDocument();
    const years = within(within(dateOfBirth).getByLabelText('Year')).getAllByRole('option');
    expect(years[1]).toHaveTextContent('2013');
    expect(years.map((option) => option.textContent)).not.toContain('2014');
    await user.selectOptions(within(dateOfBirth).getByLabelText('Year'), '2013');
    await user.selectOptions(within(dateOfBirth).getByLabelText('Month'), 'Feb');
    expect(within(within(dateOfBirth).getByLabelText('Day')).getAllByRole('option')).toHaveLength(29);
    await user.selectOptions(within(dateOfBirth).getByLabelText('Month'), 'Dec');
    await user.selectOptions(within(dateOfBirth).getByLabelText('Day'), '31');

    await user.selectOptions(field('Marital Status'), 'Single');
    await user.selectOptions(field('Able to commit to program fully?'), 'Yes');
    await user.selectOptions(field('Able to relocate to Lagos for the program?'), 'No');
    await user.selectOptions(field('I am currently...'), 'Studying');
    await user.selectOptions(field('NYSC Status'), 'Exempted');
    await next(user);

    expect(await screen.findByText('2/4')).toBeInTheDocument();
    const [body] = bodiesOf(fetchMock, 'PATCH', '/api/questionnaire');
    expect(body).toMatchObject({
      nationality: 'Ghana',
      countryOfResidence: 'Kenya',
      stateOfOrigin: NOT_APPLICABLE,
      stateOfResidence: NOT_APPLICABLE,
      dateOfBirth: '31-12-2013',
      maritalStatus: 'Single',
      commitToProgram: 'Yes',
      relocateForProgram: 'No',
      iAmCurrently: 'Studying',
      nyscStatus: 'Exempted',
      currentPage: 2,
    });
  });

  it("shows the state fields as 'Not Applicable' outside Nigeria and requires them for Nigeria", async () => {
    const { user, fetchMock } = renderForm(page1, { 'PATCH /api/questionnaire': savedUser });
    const origin = await findField('State of Origin');
    expect(origin).toBeDisabled();
    expect(origin).toHaveValue(NOT_APPLICABLE);
    expect(field('State of Residence')).toBeDisabled();
    expect(field('State of Residence')).toHaveValue(NOT_APPLICABLE);

    // 'nigeria' typed in lower case counts as Nigeria.
    await user.clear(field('Nationality'));
    await user.type(field('Nationality'), 'nigeria');
    expect(field('State of Origin')).toBeEnabled();
    expect(field('State of Origin')).toHaveValue('');
    expect(field('State of Residence')).toBeDisabled();

    await next(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.fillAllFields);
    expect(bodiesOf(fetchMock, 'PATCH', '/api/questionnaire')).toHaveLength(0);

    await user.selectOptions(field('State of Origin'), 'Enugu');
    await next(user);
    expect(await screen.findByText('2/4')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'PATCH', '/api/questionnaire')[0]).toMatchObject({
      nationality: 'Nigeria',
      stateOfOrigin: 'Enugu',
      stateOfResidence: NOT_APPLICABLE,
    });
  });

  it('hides the relocation question for someone living in Lagos, Nigeria', async () => {
    const { user } = renderForm({ ...page1, countryOfResidence: 'Nigeria', stateOfResidence: 'Kano' });
    expect(await findField('Able to relocate to Lagos for the program?')).toBeInTheDocument();
    await user.selectOptions(field('State of Residence'), 'Lagos');
    expect(screen.queryByLabelText(/Able to relocate/)).not.toBeInTheDocument();
    await user.selectOptions(field('State of Residence'), 'Oyo');
    expect(field('Able to relocate to Lagos for the program?')).toBeInTheDocument();
  });
});

describe('questionnaire form: pages 2 and 3', () => {
  it('asks for the alternate phone and social network, and keeps the phone to digits', async () => {
    const { user, fetchMock } = renderForm(
      { ...page1, currentPage: 2 },
      { 'PATCH /api/questionnaire': savedUser },
    );
    expect(await screen.findByText('2/4')).toBeInTheDocument();
    await next(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.fillAllFields);

    await user.type(field('Alternate phone number'), '+80a3-1 2345678');
    expect(field('Alternate phone number')).toHaveValue('80312345678');
    await user.type(field('Alternate phone number'), '9999999999');
    expect(field('Alternate phone number')).toHaveValue('803123456789999');
    await next(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.fillAllFields);

    await user.selectOptions(field('Most preferred social network'), 'Github');
    await user.type(field('Github'), 'ada-codes');
    await next(user);
    expect(await screen.findByText('3/4')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'PATCH', '/api/questionnaire')[0]).toMatchObject({
      alternatePhone: '803123456789999',
      mostPreferredSocialNetwork: 'Github',
      github: 'ada-codes',
      currentPage: 3,
    });
  });

  it('asks for the reason for applying', async () => {
    const { user, fetchMock } = renderForm(
      { ...page1, ...page2, currentPage: 3 },
      { 'PATCH /api/questionnaire': savedUser },
    );
    expect(await screen.findByText('3/4')).toBeInTheDocument();
    await next(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.fillAllFields);
    await user.type(field('Why do you want to join the program?'), 'To become a software engineer.');
    await next(user);
    expect(await screen.findByText('4/4')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'PATCH', '/api/questionnaire')[0]).toMatchObject({
      whyApply: 'To become a software engineer.',
      currentPage: 4,
    });
  });
});

describe('questionnaire form: page 4 and submit', () => {
  const atPage4 = { ...page1, ...page2, ...page3, currentPage: 4 };

  it("blocks 'Not Applicable' and asks for every field of each level shown", async () => {
    const { user, fetchMock } = renderForm(atPage4);
    expect(await screen.findByText('4/4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.fillAllFields);

    await user.selectOptions(field('Highest level of education'), 'Not Applicable');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.fillAllFields);

    await user.selectOptions(field('Highest level of education'), 'Doctorate');
    for (const label of [
      'Undergraduate institution',
      'Degree type',
      'Undergraduate course',
      'Undergraduate grade',
      'Undergraduate year of graduation',
      'Masters institution',
      'Masters course',
      'Masters grade',
      'Masters year of graduation',
      'Doctorate institution',
      'Doctorate course',
      'Doctorate grade',
      'Doctorate year of graduation',
    ]) {
      expect(field(label)).toBeInTheDocument();
    }
    await user.selectOptions(field('Highest level of education'), 'Masters');
    expect(screen.queryByLabelText(/^Doctorate institution/)).not.toBeInTheDocument();
    expect(field('Masters grade')).toBeInTheDocument();

    await user.type(field('Undergraduate institution'), 'University of Lagos');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.fillAllFields);
    expect(bodiesOf(fetchMock, 'POST', '/api/questionnaire/submit')).toHaveLength(0);
  });

  const doctorate: QuestionnaireDraft = {
    ...undergraduate,
    highestEducation: 'Doctorate',
    mastersInstitutionField: 'University of Lagos',
    mastersCourseField: 'Economics',
    mastersGradGrade: 'Distinction',
    doctorateInstitutionField: 'University of Lagos',
    doctorateCourseField: 'Economics',
    doctorateGradGrade: 'Pass',
  };
  it.each([
    [
      { underGradGradYear: '2021', mastersGradYear: '2020', doctorateGradYear: '2024' },
      messages.ugAfterMasters,
    ],
    [
      { underGradGradYear: '2015', mastersGradYear: '2022', doctorateGradYear: '2021' },
      messages.mastersAfterDoctorate,
    ],
  ])('checks the order of graduation years (%o)', async (years, message) => {
    const { user, fetchMock } = renderForm({ ...atPage4, ...doctorate, ...years });
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(bodiesOf(fetchMock, 'POST', '/api/questionnaire/submit')).toHaveLength(0);
  });

  it('checks the undergraduate year against the doctorate year', async () => {
    const { user } = renderForm({
      ...atPage4,
      ...doctorate,
      underGradGradYear: '2020',
      mastersGradYear: '',
      doctorateGradYear: '2019',
    });
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    // Masters fields are shown for a doctorate, so the empty masters year is reported first…
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.fillAllFields);
    await user.selectOptions(field('Masters year of graduation'), '2019');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // …and once it is filled, undergraduate 2020 after masters 2019 is the first problem.
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.ugAfterMasters);
    await user.selectOptions(field('Masters year of graduation'), '2020');
    await user.selectOptions(field('Undergraduate year of graduation'), '2018');
    await user.selectOptions(field('Doctorate year of graduation'), '2017');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.mastersAfterDoctorate);
  });

  it('neither checks nor sends the doctorate fields hidden by switching to Masters', async () => {
    const { user, fetchMock } = renderForm(
      {
        ...atPage4,
        ...doctorate,
        underGradGradYear: '2015',
        mastersGradYear: '2020',
        doctorateGradYear: '2017',
      },
      {
        'POST /api/questionnaire/submit': () =>
          jsonResponse(200, { ...testUser, applicationStatus: 'QUESTIONNAIRE' }),
      },
    );
    await user.selectOptions(await screen.findByLabelText(/^Highest level of education/), 'Masters');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(bodiesOf(fetchMock, 'POST', '/api/questionnaire/submit')).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/api/questionnaire/submit')[0]).toMatchObject({
      highestEducation: 'Masters',
      mastersGradYear: '2020',
      doctorateGradYear: '',
      doctorateInstitutionField: '',
    });
  });

  it('submits the whole questionnaire, refreshes the user and calls onSubmitted', async () => {
    const { user, fetchMock, onSubmitted } = renderForm(
      { ...complete, currentPage: 4 },
      {
        'POST /api/questionnaire/submit': () =>
          jsonResponse(200, { ...testUser, applicationStatus: 'QUESTIONNAIRE' }),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(getSessionUser()?.applicationStatus).toBe('QUESTIONNAIRE');
    expect(bodiesOf(fetchMock, 'POST', '/api/questionnaire/submit')[0]).toMatchObject({
      ...complete,
      currentPage: 4,
    });
    expect(localStorage.getItem(`questionnaire:${testUser.id}`)).toBeNull();
  });

  it("shows 'Already submitted questionnaire' verbatim on a second submit", async () => {
    const { user, onSubmitted } = renderForm(
      { ...complete, currentPage: 4 },
      {
        'POST /api/questionnaire/submit': () =>
          errorResponse(400, messages.alreadySubmittedQuestionnaire, 'BAD_REQUEST'),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.alreadySubmittedQuestionnaire);
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('goes back to the page the server refuses, such as a date of birth outside the age range', async () => {
    const refusal = ageRangeMismatch('21-30', 16);
    const { user, onSubmitted } = renderForm(
      { ...complete, currentPage: 4 },
      {
        'POST /api/questionnaire/submit': () =>
          jsonResponse(400, { message: refusal, code: 'VALIDATION_FAILED', details: { page: 1 } }),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByText('1/4')).toBeInTheDocument();
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('shows the connection message when the submit gets no answer', async () => {
    const { user, onSubmitted } = renderForm(
      { ...complete, currentPage: 4 },
      { 'POST /api/questionnaire/submit': noResponse },
    );
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.noResponse);
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('goes to /login when the session is refused', async () => {
    const { user, router } = renderForm(
      { ...complete, currentPage: 4 },
      { 'POST /api/questionnaire/submit': () => errorResponse(403, messages.forbidden, 'FORBIDDEN') },
    );
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('says so when the questionnaire was already submitted', async () => {
    const { user, onSubmitted } = renderForm(complete, {}, { submitted: true });
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.alreadySubmittedQuestionnaire);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmitted).toHaveBeenCalled();
  });
});

describe('questionnaire form: drafts and errors', () => {
  it('resumes at the saved page with the saved answers; Back needs no server', async () => {
    const { user, fetchMock } = renderForm({ ...page1, ...page2, ...page3, currentPage: 3 });
    expect(await screen.findByText('3/4')).toBeInTheDocument();
    expect(field('Why do you want to join the program?')).toHaveValue(page3.whyApply);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('2/4')).toBeInTheDocument();
    expect(field('Alternate phone number')).toHaveValue(page2.alternatePhone);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(field('Nationality')).toHaveValue('Ghana');
    expect(bodiesOf(fetchMock, 'PATCH', '/api/questionnaire')).toHaveLength(0);
  });

  it('clears an error after 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderForm({}, {}, { advanceTimers: vi.advanceTimersByTime });
    await screen.findByText('1/4');
    await next(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.fillAllFields);
    act(() => vi.advanceTimersByTime(QUESTIONNAIRE_MESSAGE_MS - 500));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps typed answers through a dropped connection and sends them with the next Next', async () => {
    let online = false;
    const { user, fetchMock, unmount } = renderForm(
      { ...page1, currentPage: 2 },
      { 'PATCH /api/questionnaire': () => (online ? savedUser() : noResponse()) },
    );
    await user.type(await findField('Alternate phone number'), '8031234567');
    await user.selectOptions(field('Most preferred social network'), 'Telegram');
    await next(user);

    // Moved on, with a notice rather than an error; the answers are still there.
    expect(await screen.findByText('3/4')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/offline/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(field('Alternate phone number')).toHaveValue('8031234567');
    unmount();

    // A reload: the server still has the older draft, this device's newer answers win.
    const second = renderForm(
      { ...page1, currentPage: 2 },
      {
        'PATCH /api/questionnaire': () => (online ? savedUser() : noResponse()),
      },
    );
    expect(await second.findByText('2/4')).toBeInTheDocument();
    expect(field('Alternate phone number')).toHaveValue('8031234567');
    expect(field('Most preferred social network')).toHaveValue('Telegram');

    online = true;
    await second.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('3/4')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(bodiesOf(second.fetchMock, 'PATCH', '/api/questionnaire')[0]).toMatchObject({
      alternatePhone: '8031234567',
      mostPreferredSocialNetwork: 'Telegram',
      currentPage: 3,
    });
    expect(bodiesOf(fetchMock, 'PATCH', '/api/questionnaire')).toHaveLength(1);
  });

  it('starts from the local copy when the server cannot be reached', async () => {
    localStorage.setItem(
      `questionnaire:${testUser.id}`,
      JSON.stringify({ ...page1, whyApply: 'Offline answer' }),
    );
    localStorage.setItem(`questionnaire:${testUser.id}:meta`, JSON.stringify({ page: 3, unsynced: true }));
    const { fetchMock } = renderForm({}, { 'GET /api/questionnaire': noResponse });
    expect(await screen.findByText('3/4')).toBeInTheDocument();
    expect(field('Why do you want to join the program?')).toHaveValue('Offline answer');
    expect(screen.getByRole('status')).toHaveTextContent(/offline/);
    expect(bodiesOf(fetchMock, 'PATCH', '/api/questionnaire')).toHaveLength(0);
  });
});

describe('questionnaire form: the page in the address (issue 19.4)', () => {
  const renderAt = (page: number | null, draft: QuestionnaireDraft) => {
    stubQuestionnaireApi(draft, { 'PATCH /api/questionnaire': savedUser });
    const onPage = vi.fn();
    const view = renderSignedIn(<QuestionnaireForm page={page} onPage={onPage} onSubmitted={vi.fn()} />);
    return { ...view, onPage };
  };

  it('opens on the page the address names, over the one the server saved', async () => {
    const { onPage } = renderAt(2, { ...page1, ...page2, ...page3, currentPage: 3 });
    expect(await screen.findByText('2/4')).toBeInTheDocument();
    expect(field('Alternate phone number')).toHaveValue(page2.alternatePhone);
    expect(onPage).not.toHaveBeenCalled();
  });

  it('without a page in the address, settles it on the page the form resumes on', async () => {
    const { onPage } = renderAt(null, { ...page1, ...page2, currentPage: 3 });
    expect(await screen.findByText('3/4')).toBeInTheDocument();
    expect(onPage).toHaveBeenCalledWith(3, 'settle');
  });

  it('tells the address each move: Next is a new entry, Back returns to the one before', async () => {
    const { user, onPage } = renderAt(2, { ...page1, ...page2, currentPage: 2 });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('3/4')).toBeInTheDocument();
    expect(onPage).toHaveBeenLastCalledWith(3, 'on');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onPage).toHaveBeenLastCalledWith(2, 'back');
  });

  it('keeps the page shown on this device for the next visit, with what was typed', async () => {
    const { user } = renderAt(3, { ...page1, ...page2, currentPage: 2 });
    await user.type(await findField('Why do you want to join the program?'), 'Because');
    expect(JSON.parse(localStorage.getItem(`questionnaire:${testUser.id}:meta`) ?? '{}')).toEqual({
      page: 3,
      unsynced: true,
    });
    expect(JSON.parse(localStorage.getItem(`questionnaire:${testUser.id}`) ?? '{}')).toMatchObject({
      whyApply: 'Because',
    });
  });
});
