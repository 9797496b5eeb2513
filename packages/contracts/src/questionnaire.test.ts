import { validQuestionnaire } from '@intake/test-kit';
import { describe, expect, it } from 'vitest';
import { ageRangeMismatch, messages } from './messages.ts';
import {
  ageOn,
  ageRangeProblem,
  educationLevelsShown,
  livesInLagos,
  normaliseCountry,
  normaliseQuestionnaire,
  type QuestionnaireDraft,
  questionnaireDraftSchema,
  questionnairePageProblem,
  questionnaireSubmitSchema,
} from './questionnaire.ts';

/** A questionnaire that passes every page: a Nigerian in Oyo with an undergraduate degree, from 2015 (so later degrees fit). */
const valid: QuestionnaireDraft = { ...validQuestionnaire, underGradGradYear: '2015' };
const masters = {
  mastersInstitutionField: 'University of Lagos',
  mastersCourseField: 'Computer Science',
  mastersGradGrade: 'Distinction',
  mastersGradYear: '2018',
} as const;
const doctorate = {
  doctorateInstitutionField: 'University of Lagos',
  doctorateCourseField: 'Computer Science',
  doctorateGradGrade: 'Distinction',
  doctorateGradYear: '2022',
} as const;
const doctor: QuestionnaireDraft = { ...valid, ...masters, ...doctorate, highestEducation: 'Doctorate' };

const problem = (page: number, override: Partial<QuestionnaireDraft>) =>
  questionnairePageProblem(page, { ...valid, ...override });
const submitted = (q: QuestionnaireDraft) => {
  const result = questionnaireSubmitSchema.safeParse(q);
  return result.success
    ? { ok: true as const, data: result.data }
    : { ok: false as const, message: result.error.issues[0]?.message, issue: result.error.issues[0] };
};

describe('questionnairePageProblem, page 1', () => {
  it('lets a complete page pass', () => {
    expect(problem(1, {})).toBeUndefined();
  });

  it.each([
    'nationality',
    'countryOfResidence',
    'dateOfBirth',
    'maritalStatus',
    'commitToProgram',
    'iAmCurrently',
    'nyscStatus',
  ] as const)('requires %s', (key) => {
    expect(problem(1, { [key]: '' })).toBe(messages.fillAllFields);
    expect(problem(1, { [key]: undefined })).toBe(messages.fillAllFields);
    expect(problem(1, { [key]: null as never })).toBe(messages.fillAllFields);
  });

  it('requires the state of origin of a Nigerian only', () => {
    expect(problem(1, { stateOfOrigin: ' ' })).toBe(messages.fillAllFields);
    expect(problem(1, { nationality: ' nigeria ', stateOfOrigin: '' })).toBe(messages.fillAllFields);
    expect(problem(1, { nationality: 'Ghana', stateOfOrigin: '' })).toBeUndefined();
  });

  it('requires the state of residence of someone living in Nigeria only', () => {
    expect(problem(1, { stateOfResidence: '' })).toBe(messages.fillAllFields);
    expect(problem(1, { countryOfResidence: 'NIGERIA', stateOfResidence: '' })).toBe(messages.fillAllFields);
    expect(problem(1, { countryOfResidence: 'Ghana', stateOfResidence: '' })).toBeUndefined();
  });

  it('takes only a real calendar date of birth, from 1900 up to 31-12-2013', () => {
    expect(problem(1, { dateOfBirth: '1999-02-14' })).toBe(messages.fillAllFields);
    expect(problem(1, { dateOfBirth: '114-02-1999' })).toBe(messages.fillAllFields);
    expect(problem(1, { dateOfBirth: '14-02-19990' })).toBe(messages.fillAllFields);
    expect(problem(1, { dateOfBirth: '31-02-1999' })).toBe('Choose a real date of birth');
    expect(problem(1, { dateOfBirth: '14-13-1999' })).toBe('Choose a real date of birth');
    expect(problem(1, { dateOfBirth: '00-01-1999' })).toBe('Choose a real date of birth');
    expect(problem(1, { dateOfBirth: '31-12-1899' })).toBe('Choose a real date of birth');
    expect(problem(1, { dateOfBirth: '01-01-1900' })).toBeUndefined();
    expect(problem(1, { dateOfBirth: '29-02-2000' })).toBeUndefined();
    expect(problem(1, { dateOfBirth: '31-12-2013' })).toBeUndefined();
    expect(problem(1, { dateOfBirth: '01-01-2014' })).toBe('Date of birth must be on or before 31-12-2013');
  });
});

describe('questionnairePageProblem, page 2', () => {
  it('lets up to 15 digits pass, around spaces', () => {
    expect(problem(2, {})).toBeUndefined();
    expect(problem(2, { alternatePhone: ' 447911123456 ' })).toBeUndefined();
    expect(problem(2, { alternatePhone: '999999999999999' })).toBeUndefined();
  });

  it('requires the alternate phone and the preferred social network', () => {
    expect(problem(2, { alternatePhone: '' })).toBe(messages.fillAllFields);
    expect(problem(2, { mostPreferredSocialNetwork: '' })).toBe(messages.fillAllFields);
  });

  it('refuses an alternate phone that is not digits, or longer than 15 of them', () => {
    const message = 'Alternate phone must be a number up to 999999999999999';
    expect(problem(2, { alternatePhone: '803-123-4567' })).toBe(message);
    expect(problem(2, { alternatePhone: '1000000000000000' })).toBe(message);
  });

  it('leaves the numbering plan to the server (phone.ts)', () => {
    expect(problem(2, { alternatePhone: '123' })).toBeUndefined();
  });
});

describe('questionnairePageProblem, pages 3 and 4', () => {
  it('requires the reason for applying', () => {
    expect(problem(3, {})).toBeUndefined();
    expect(problem(3, { whyApply: '  ' })).toBe(messages.fillAllFields);
  });

  it('requires a highest education other than Not Applicable', () => {
    expect(problem(4, {})).toBeUndefined();
    expect(problem(4, { highestEducation: '' })).toBe(messages.fillAllFields);
    expect(problem(4, { highestEducation: 'Not Applicable' })).toBe(messages.fillAllFields);
  });

  it.each([
    'underGradInstitution',
    'underGradDegreeType',
    'underGradCourse',
    'underGradGrade',
    'underGradGradYear',
  ] as const)('requires %s of a Graduate and of an Undergraduate', (key) => {
    expect(problem(4, { highestEducation: 'Graduate' })).toBeUndefined();
    expect(problem(4, { highestEducation: 'Graduate', [key]: '' })).toBe(messages.fillAllFields);
    expect(problem(4, { highestEducation: 'Undergraduate', [key]: '' })).toBe(messages.fillAllFields);
  });

  it.each(Object.keys(masters))('requires %s of a Masters and of a Doctorate', (key) => {
    expect(problem(4, { ...masters, highestEducation: 'Masters' })).toBeUndefined();
    expect(problem(4, { ...masters, highestEducation: 'Masters', [key]: '' })).toBe(messages.fillAllFields);
    expect(questionnairePageProblem(4, { ...doctor, [key]: '' })).toBe(messages.fillAllFields);
  });

  it.each(Object.keys(doctorate))('requires %s of a Doctorate', (key) => {
    expect(questionnairePageProblem(4, { ...doctor, [key]: '' })).toBe(messages.fillAllFields);
  });

  it('lets a Doctorate whose years are in order, or equal, pass', () => {
    expect(questionnairePageProblem(4, doctor)).toBeUndefined();
    expect(
      questionnairePageProblem(4, {
        ...doctor,
        underGradGradYear: '2018',
        mastersGradYear: '2018',
        doctorateGradYear: '2018',
      }),
    ).toBeUndefined();
  });

  it('refuses an undergraduate year after the Masters year', () => {
    expect(problem(4, { ...masters, highestEducation: 'Masters', underGradGradYear: '2019' })).toBe(
      messages.ugAfterMasters,
    );
    expect(questionnairePageProblem(4, { ...doctor, underGradGradYear: '2019' })).toBe(
      messages.ugAfterMasters,
    );
  });

  it('refuses a Masters year after the Doctorate year', () => {
    expect(questionnairePageProblem(4, { ...doctor, doctorateGradYear: '2017' })).toBe(
      messages.mastersAfterDoctorate,
    );
  });

  it('compares only the years of the levels shown', () => {
    // A Masters who had chosen Doctorate first: the hidden doctorate year is not checked.
    expect(
      problem(4, { ...masters, highestEducation: 'Masters', doctorateGradYear: '2000' }),
    ).toBeUndefined();
    // An undergraduate with a stale, hidden Masters year before it.
    expect(problem(4, { mastersGradYear: '2000' })).toBeUndefined();
  });

  it('has no rule for a page it does not have', () => {
    expect(questionnairePageProblem(5, {})).toBeUndefined();
  });
});

describe('educationLevelsShown', () => {
  it('shows each highest education its own level and those below it', () => {
    expect(educationLevelsShown('Doctorate')).toEqual(['Undergraduate', 'Masters', 'Doctorate']);
    expect(educationLevelsShown('Masters')).toEqual(['Undergraduate', 'Masters']);
    expect(educationLevelsShown('Graduate')).toEqual(['Undergraduate']);
    expect(educationLevelsShown('Undergraduate')).toEqual(['Undergraduate']);
    expect(educationLevelsShown('Not Applicable')).toEqual([]);
    expect(educationLevelsShown(undefined)).toEqual([]);
  });
});

describe('normaliseCountry and livesInLagos', () => {
  it('reads Nigeria in any case and with spaces around it, and trims other countries', () => {
    expect(normaliseCountry(' nigeria ')).toBe('Nigeria');
    expect(normaliseCountry('NIGERIA')).toBe('Nigeria');
    expect(normaliseCountry(' Ghana ')).toBe('Ghana');
    expect(normaliseCountry('Nigeria Republic')).toBe('Nigeria Republic');
    expect(normaliseCountry(undefined)).toBe('');
  });

  it('is true for Lagos in Nigeria only', () => {
    expect(livesInLagos({ countryOfResidence: ' nigeria ', stateOfResidence: ' lagos ' })).toBe(true);
    expect(livesInLagos({ countryOfResidence: 'Nigeria', stateOfResidence: 'Oyo' })).toBe(false);
    expect(livesInLagos({ countryOfResidence: 'Ghana', stateOfResidence: 'Lagos' })).toBe(false);
    expect(livesInLagos({ countryOfResidence: 'Nigeria' })).toBe(false);
  });
});

describe('normaliseQuestionnaire', () => {
  it("stores ' Nigeria ' as Nigeria and other countries trimmed", () => {
    const q = normaliseQuestionnaire({ ...valid, nationality: ' nigeria ', countryOfResidence: ' Ghana ' });
    expect(q.nationality).toBe('Nigeria');
    expect(q.countryOfResidence).toBe('Ghana');
  });

  it("stores the states of a non-Nigerian as 'Not Applicable' and keeps a Nigerian's", () => {
    const foreign = normaliseQuestionnaire({ ...valid, nationality: 'Ghana', countryOfResidence: 'Togo' });
    expect(foreign.stateOfOrigin).toBe('Not Applicable');
    expect(foreign.stateOfResidence).toBe('Not Applicable');
    const nigerian = normaliseQuestionnaire(valid);
    expect(nigerian.stateOfOrigin).toBe('Enugu');
    expect(nigerian.stateOfResidence).toBe('Oyo');
  });

  it('empties the hidden relocation answer of someone living in Lagos only', () => {
    expect(normaliseQuestionnaire({ ...valid, stateOfResidence: 'Lagos' }).relocateForProgram).toBe('');
    expect(normaliseQuestionnaire(valid).relocateForProgram).toBe('Yes');
  });

  it('trims the alternate phone and writes a number as digits', () => {
    expect(normaliseQuestionnaire({ ...valid, alternatePhone: ' 8031234567 ' }).alternatePhone).toBe(
      '8031234567',
    );
    expect(normaliseQuestionnaire({ ...valid, alternatePhone: 8031234567 }).alternatePhone).toBe(
      '8031234567',
    );
    expect(
      normaliseQuestionnaire<QuestionnaireDraft>({ nationality: 'Ghana' }).alternatePhone,
    ).toBeUndefined();
  });

  it('empties the fields of the education levels not shown, and keeps those shown', () => {
    const q = normaliseQuestionnaire({ ...doctor, highestEducation: 'Masters' });
    expect(q).toMatchObject({ ...masters, underGradGradYear: '2015' });
    expect(q).toMatchObject({
      doctorateInstitutionField: '',
      doctorateCourseField: '',
      doctorateGradGrade: '',
      doctorateGradYear: '',
    });
    const none = normaliseQuestionnaire({ ...doctor, highestEducation: 'Not Applicable' });
    expect(none.underGradGradYear).toBe('');
    expect(none.mastersGradYear).toBe('');
    expect(normaliseQuestionnaire(doctor)).toMatchObject({ ...masters, ...doctorate });
  });

  it('leaves the education fields of a draft without a highest education alone', () => {
    expect(normaliseQuestionnaire({ doctorateGradYear: '2022' }).doctorateGradYear).toBe('2022');
  });
});

describe('questionnaireSubmitSchema', () => {
  it('takes a complete questionnaire, normalised', () => {
    const result = submitted({ ...valid, nationality: 'nigeria', alternatePhone: 8031234567 });
    expect(result.ok && result.data.nationality).toBe('Nigeria');
    expect(result.ok && result.data.alternatePhone).toBe('8031234567');
  });

  it('reports the first page that breaks a rule, with its page number', () => {
    const result = submitted({ ...valid, whyApply: '', alternatePhone: '' });
    expect(result.ok).toBe(false);
    expect(result.ok || result.message).toBe(messages.fillAllFields);
    expect(result.ok || (result.issue as { params?: unknown }).params).toEqual({ page: 2 });
    expect(result.ok || result.issue?.code).toBe('custom');
    expect(result.ok || result.issue?.path).toEqual([]);
    const last = submitted({ ...valid, highestEducation: 'Not Applicable' });
    expect(last.ok || (last.issue as { params?: unknown }).params).toEqual({ page: 4 });
  });

  it('neither checks nor keeps the hidden fields of a Doctorate turned Masters', () => {
    const result = submitted({ ...doctor, highestEducation: 'Masters', doctorateGradYear: '2000' });
    expect(result.ok).toBe(true);
    expect(result.ok && result.data.doctorateGradYear).toBe('');
  });

  it('accepts a Nigerian in Lagos without a relocation answer', () => {
    expect(submitted({ ...valid, stateOfResidence: 'Lagos', relocateForProgram: '' }).ok).toBe(true);
  });
});

describe('questionnaireDraftSchema', () => {
  it('takes a part of the questionnaire with its page, and checks the form of what is there', () => {
    expect(questionnaireDraftSchema.safeParse({ whyApply: 'x', currentPage: 3 }).success).toBe(true);
    expect(questionnaireDraftSchema.safeParse({ currentPage: 5 }).success).toBe(false);
    expect(questionnaireDraftSchema.safeParse({ dateOfBirth: '1999-02-14' }).success).toBe(false);
    expect(questionnaireDraftSchema.safeParse({ mastersGradYear: '99' }).success).toBe(false);
    expect(questionnaireDraftSchema.safeParse({ alternatePhone: '+234' }).success).toBe(false);
    expect(questionnaireDraftSchema.safeParse({ whyApply: 'x'.repeat(3001) }).success).toBe(false);
  });
});

describe('ageOn and ageRangeProblem', () => {
  // 10:00 in Lagos on 25-11-2026.
  const now = new Date('2026-11-25T09:00:00Z');

  it("counts whole years on the day in Lagos, the birthday's own day included", () => {
    expect(ageOn('25-11-2006', now)).toBe(20);
    expect(ageOn('26-11-2006', now)).toBe(19);
    expect(ageOn('24-12-2006', now)).toBe(19);
    expect(ageOn('24-10-2006', now)).toBe(20);
    // 23:30 UTC on the 24th is already the 25th in Lagos.
    expect(ageOn('25-11-2006', new Date('2026-11-24T23:30:00Z'))).toBe(20);
    expect(ageOn('2006-11-25', now)).toBeUndefined();
    expect(ageOn('125-11-2006', now)).toBeUndefined();
    expect(ageOn('25-11-20066', now)).toBeUndefined();
  });

  it('accepts an age inside the range given at apply, or one birthday above it', () => {
    expect(ageRangeProblem('14-02-1999', '21-30', now)).toBeUndefined();
    expect(ageRangeProblem('25-11-2005', '16-20', now)).toBeUndefined();
    expect(ageRangeProblem('25-11-2010', '16-20', now)).toBeUndefined();
    expect(ageRangeProblem('25-11-2010', 'Under 16', now)).toBeUndefined();
    expect(ageRangeProblem('01-01-1950', '40 and above', now)).toBeUndefined();
    expect(ageRangeProblem('25-11-1986', '31-39', now)).toBeUndefined();
  });

  it('refuses an age below the range or more than one year above it, saying both', () => {
    expect(ageRangeProblem('26-11-2010', '16-20', now)).toBe(ageRangeMismatch('16-20', 15));
    expect(ageRangeProblem('25-11-2004', '16-20', now)).toBe(ageRangeMismatch('16-20', 22));
    expect(ageRangeProblem('14-02-1999', 'Under 16', now)).toBe(ageRangeMismatch('Under 16', 27));
    expect(ageRangeProblem('01-01-1990', '40 and above', now)).toBe(ageRangeMismatch('40 and above', 36));
    expect(ageRangeMismatch('16-20', 22)).toContain("'16-20'");
  });

  it('has nothing to say without a date of birth or a known range', () => {
    expect(ageRangeProblem('', '21-30', now)).toBeUndefined();
    expect(ageRangeProblem('14-02-1999', 'Unknown', now)).toBeUndefined();
  });
});
