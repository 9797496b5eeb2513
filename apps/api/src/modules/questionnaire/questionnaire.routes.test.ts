import { ageOn, ageRangeMismatch, messages } from '@intake/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildQuestionnaire,
  createApplicantWithPassword,
  createStaff,
  logIn,
} from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

type Auth = Record<string, string>;
const saveDraft = (auth: Auth, payload: object) =>
  app.inject({ method: 'PATCH', url: '/api/questionnaire', headers: auth, payload });
const submit = (auth: Auth, payload?: object) =>
  app.inject({
    method: 'POST',
    url: '/api/questionnaire/submit',
    headers: auth,
    ...(payload ? { payload } : {}),
  });
const read = (auth: Auth) => app.inject({ method: 'GET', url: '/api/questionnaire', headers: auth });

describe('questionnaire drafts', () => {
  it('keeps each page saved on Next, so another device resumes on the same page', async () => {
    const applicant = await createApplicantWithPassword(app);
    expect((await saveDraft(applicant.auth, { nationality: 'Ghana', currentPage: 2 })).statusCode).toBe(200);
    await saveDraft(applicant.auth, { alternatePhone: '8012345678', currentPage: 3 });
    const elsewhere = bearer((await logIn(app, applicant.email, applicant.password)).json().accessToken);
    const saved = (await read(elsewhere)).json();
    expect(saved).toEqual({
      submitted: false,
      questionnaire: { nationality: 'Ghana', alternatePhone: '8012345678', currentPage: 3 },
      copiedFrom: null,
    });
  });

  it('ignores fields that are not part of the questionnaire, such as a status', async () => {
    const applicant = await createApplicantWithPassword(app);
    const answer = await saveDraft(applicant.auth, {
      whyApply: 'x',
      applicationStatus: 'NATIVE',
      roles: 'ADMIN',
    });
    expect(answer.json()).toMatchObject({ applicationStatus: 'APPLIED', roles: 'APPLICANT' });
    expect((await read(applicant.auth)).json().questionnaire).toEqual({ whyApply: 'x' });
  });

  it('refuses wrong types with a clear message', async () => {
    const applicant = await createApplicantWithPassword(app);
    const answer = await saveDraft(applicant.auth, {
      maritalStatus: 'Complicated',
      programmingLanguage: 'JS',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('questionnaire submit', () => {
  it('moves APPLIED to QUESTIONNAIRE and answers user data; a different second submit is refused', async () => {
    const applicant = await createApplicantWithPassword(app);
    await saveDraft(applicant.auth, buildQuestionnaire());
    const first = await submit(applicant.auth);
    expect(first.statusCode).toBe(200);
    expect(first.json().applicationStatus).toBe('QUESTIONNAIRE');
    const second = await submit(applicant.auth, buildQuestionnaire({ whyApply: 'Another reason' }));
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe(messages.alreadySubmittedQuestionnaire);
    expect((await saveDraft(applicant.auth, { whyApply: 'changed' })).statusCode).toBe(400);
  });

  it('answers a double-clicked submit as the first (issue 18.15)', async () => {
    const applicant = await createApplicantWithPassword(app);
    const body = buildQuestionnaire();
    const answers = await Promise.all([submit(applicant.auth, body), submit(applicant.auth, body)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers[1]?.json()).toEqual(answers[0]?.json());
    const retry = await submit(applicant.auth, body);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(answers[0]?.json());
  });

  it("normalises 'nigeria', and stores 'Not Applicable' for states of another country", async () => {
    const applicant = await createApplicantWithPassword(app);
    await submit(
      applicant.auth,
      buildQuestionnaire({ nationality: 'nigeria', countryOfResidence: 'Ghana', stateOfResidence: '' }),
    );
    const saved = (await read(applicant.auth)).json().questionnaire;
    expect(saved).toMatchObject({
      nationality: 'Nigeria',
      countryOfResidence: 'Ghana',
      stateOfResidence: 'Not Applicable',
    });
  });

  it.each([
    ['a missing page-1 field', { maritalStatus: '' }, messages.fillAllFields, 1],
    ['no state of origin for a Nigerian', { stateOfOrigin: '' }, messages.fillAllFields, 1],
    [
      'a date of birth after 2013',
      { dateOfBirth: '01-01-2014' },
      'Date of birth must be on or before 31-12-2013',
      1,
    ],
    ['no alternate phone', { alternatePhone: '' }, messages.fillAllFields, 2],
    [
      'an alternate phone over the maximum',
      { alternatePhone: '1000000000000000' },
      'Alternate phone must be digits only',
      undefined,
    ],
    ['no reason for applying', { whyApply: ' ' }, messages.fillAllFields, 3],
    ['Not Applicable education', { highestEducation: 'Not Applicable' }, messages.fillAllFields, 4],
    ['Masters without its fields', { highestEducation: 'Masters' }, messages.fillAllFields, 4],
  ])('refuses %s', async (_name, override, message, page) => {
    const applicant = await createApplicantWithPassword(app);
    const answer = await submit(applicant.auth, buildQuestionnaire(override));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(message);
    if (page) expect(answer.json().details).toEqual({ page });
  });

  it.each([
    [{ underGradGradYear: '2020', mastersGradYear: '2019' }, messages.ugAfterMasters],
    [
      { underGradGradYear: '2010', mastersGradYear: '2020', doctorateGradYear: '2018' },
      messages.mastersAfterDoctorate,
    ],
    [
      { underGradGradYear: '2020', mastersGradYear: '2017', doctorateGradYear: '2019' },
      messages.ugAfterMasters,
    ],
  ])('checks the order of graduation years %o', async (years, message) => {
    const applicant = await createApplicantWithPassword(app);
    const doctorate = {
      highestEducation: 'Doctorate',
      mastersInstitutionField: 'University of Lagos',
      mastersCourseField: 'Computer Science',
      mastersGradGrade: 'Distinction',
      doctorateInstitutionField: 'University of Lagos',
      doctorateCourseField: 'Computer Science',
      doctorateGradGrade: 'Distinction',
      doctorateGradYear: '2024',
    };
    const answer = await submit(applicant.auth, buildQuestionnaire({ ...doctorate, ...years }));
    expect(answer.json().message).toBe(message);
  });

  it('neither checks nor keeps the hidden fields of a Doctorate who switched to Masters', async () => {
    const applicant = await createApplicantWithPassword(app);
    const masters = {
      mastersInstitutionField: 'University of Lagos',
      mastersCourseField: 'Computer Science',
      mastersGradGrade: 'Distinction',
      mastersGradYear: '2023',
    };
    await saveDraft(applicant.auth, {
      ...buildQuestionnaire({ highestEducation: 'Doctorate', ...masters }),
      doctorateInstitutionField: 'University of Lagos',
      doctorateCourseField: 'Computer Science',
      doctorateGradGrade: 'Distinction',
      doctorateGradYear: '2022',
    });
    const answer = await submit(applicant.auth, { highestEducation: 'Masters' });
    expect(answer.json().message).toBeUndefined();
    expect(answer.statusCode).toBe(200);
    const saved = (await read(applicant.auth)).json().questionnaire;
    expect(saved).toMatchObject({ ...masters, doctorateGradYear: '', doctorateInstitutionField: '' });
  });

  it('refuses an alternate phone that no numbering plan has', async () => {
    const applicant = await createApplicantWithPassword(app);
    const answer = await submit(applicant.auth, buildQuestionnaire({ alternatePhone: '123' }));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ message: messages.phoneNotValid, details: { page: 2 } });
  });

  it('refuses a date of birth outside the age range given at apply, on page 1 and at submit', async () => {
    // The applicant applied as 21-30; born 14-02-2010, they are 16 (spec's tolerance: one birthday).
    const applicant = await createApplicantWithPassword(app);
    const teen = { dateOfBirth: '14-02-2010' };
    const age = ageOn(teen.dateOfBirth, new Date()) ?? 0;
    const draft = await saveDraft(applicant.auth, { ...teen, currentPage: 2 });
    expect(draft.statusCode).toBe(400);
    expect(draft.json()).toMatchObject({ message: ageRangeMismatch('21-30', age), details: { page: 1 } });
    const answer = await submit(applicant.auth, buildQuestionnaire(teen));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ message: ageRangeMismatch('21-30', age), details: { page: 1 } });
    expect((await read(applicant.auth)).json().submitted).toBe(false);
  });

  it('is for applicants only', async () => {
    const elder = await createStaff(app, 'ELDER');
    const auth = bearer((await logIn(app, elder.email, elder.password)).json().accessToken);
    expect((await submit(auth, buildQuestionnaire())).statusCode).toBe(403);
    expect((await read({})).statusCode).toBe(401);
  });
});
