import { z } from 'zod';
import type { AGE_RANGES } from './constants.ts';
import {
  CURRENT_ACTIVITIES,
  DEGREE_TYPES,
  GRADES,
  HIGHEST_EDUCATION_LEVELS,
  MARITAL_STATUSES,
  NIGERIA,
  NYSC_STATUSES,
  SOCIAL_NETWORKS,
  YES_NO,
} from './form-data.ts';
import { ageRangeMismatch, messages } from './messages.ts';

export const QUESTIONNAIRE_PAGES = 4;
export const NOT_APPLICABLE = 'Not Applicable';
/** The latest date of birth the picker allows (docs/spec/portal-spec.md §5). */
export const DATE_OF_BIRTH_MAX = '2013-12-31';

/**
 * "I am currently…" and NYSC status: docs/spec/portal-spec.md §3 and §9 give two option lists; the form offers §9's,
 * and the server accepts either, so answers saved by an older client stay valid.
 */
export const CURRENT_ACTIVITY_OPTIONS = CURRENT_ACTIVITIES;
export const CURRENT_ACTIVITY_ACCEPTED = [
  ...CURRENT_ACTIVITY_OPTIONS,
  'Employed',
  'Self Employed',
  'Serving',
] as const;
export const NYSC_ACCEPTED = [...NYSC_STATUSES, 'Currently Serving', 'N/A'] as const;

const text = (max = 200) => z.string().trim().max(max, `Must be at most ${max} characters`);
const list = z.array(text(100)).max(50, 'Choose at most 50');
const year = z.union([
  z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'Year must have 4 digits'),
  z.literal(''),
]);

/** Every questionnaire field, each optional: a draft may be saved at any point. */
export const questionnaireFieldsSchema = z.object({
  nationality: text(),
  stateOfOrigin: text(),
  countryOfResidence: text(),
  stateOfResidence: text(),
  dateOfBirth: z.union([
    z.string().regex(/^\d{2}-\d{2}-\d{4}$/, 'Date of birth must be dd-MM-yyyy'),
    z.literal(''),
  ]),
  maritalStatus: z.union([z.enum(MARITAL_STATUSES), z.literal('')]),
  commitToProgram: z.union([z.enum(YES_NO), z.literal('')]),
  relocateForProgram: z.union([z.enum(YES_NO), z.literal('')]),
  iAmCurrently: z.union([z.enum(CURRENT_ACTIVITY_ACCEPTED), z.literal('')]),
  nyscStatus: z.union([z.enum(NYSC_ACCEPTED), z.literal('')]),
  whereWorkCurrently: text(),
  whatsapp: text(100),
  twitter: text(100),
  instagram: text(100),
  tiktok: text(100),
  github: text(100),
  linkedin: text(200),
  facebook: text(200),
  telegram: text(100),
  alternatePhone: z.union([
    z
      .string()
      .trim()
      .regex(/^\d{0,15}$/, 'Alternate phone must be digits only'),
    z.number(),
  ]),
  mostPreferredSocialNetwork: z.union([z.enum(SOCIAL_NETWORKS), z.literal('')]),
  programmingLanguage: list,
  database: list,
  frameworks: list,
  operatingSystems: list,
  familiarTechnologies: list,
  familiarCourses: text(500),
  whyApply: text(3000),
  highestEducation: z.union([z.enum(HIGHEST_EDUCATION_LEVELS), z.literal('')]),
  doctorateCourseField: text(),
  doctorateInstitutionField: text(),
  doctorateGradGrade: z.union([z.enum(GRADES), z.literal('')]),
  doctorateGradYear: year,
  mastersCourseField: text(),
  mastersInstitutionField: text(),
  mastersGradGrade: z.union([z.enum(GRADES), z.literal('')]),
  mastersGradYear: year,
  underGradInstitution: text(),
  underGradDegreeType: z.union([z.enum(DEGREE_TYPES), z.literal('')]),
  underGradCourse: text(),
  underGradGrade: z.union([z.enum(GRADES), z.literal('')]),
  underGradGradYear: year,
});
export type Questionnaire = z.infer<typeof questionnaireFieldsSchema>;

export const questionnaireDraftSchema = questionnaireFieldsSchema.partial().extend({
  /** The page the applicant was on, so another device resumes there. */
  currentPage: z.number().int().min(1).max(QUESTIONNAIRE_PAGES).optional(),
});
export type QuestionnaireDraft = z.infer<typeof questionnaireDraftSchema>;

export const questionnaireStateSchema = z.object({
  questionnaire: questionnaireDraftSchema,
  submitted: z.boolean(),
  /**
   * A draft copied from the applicant's earlier application when they applied again (issue 23.4):
   * that application's cohort name ('' when unknown); null otherwise.
   */
  copiedFrom: z.string().nullable(),
});

/** 'nigeria' typed in lower case (or with spaces) counts as Nigeria. */
export const normaliseCountry = (value: string | undefined) =>
  value && value.trim().toLowerCase() === NIGERIA.toLowerCase() ? NIGERIA : (value?.trim() ?? '');

const isNigeria = (value: string | undefined) => normaliseCountry(value) === NIGERIA;

/** True when the relocation question is hidden: the applicant lives in Lagos, Nigeria. */
export const livesInLagos = (q: QuestionnaireDraft) =>
  isNigeria(q.countryOfResidence) && q.stateOfResidence?.trim().toLowerCase() === 'lagos';

const filled = (value: unknown) => value !== undefined && value !== null && String(value).trim() !== '';

const dobLimit = new Date(`${DATE_OF_BIRTH_MAX}T00:00:00Z`).getTime();
/** The date of birth as [day, month, year], or undefined when it is not dd-MM-yyyy. */
const dateParts = (value: string) => {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
};
function dateOfBirthProblem(value: string) {
  const parts = dateParts(value);
  if (!parts) return messages.fillAllFields;
  const [day, month, y] = parts as [number, number, number];
  const date = new Date(Date.UTC(y, month - 1, day));
  // A day or month out of range rolls into another month (31-02 is 03-03; 14-13 is 14-01).
  if (date.getUTCMonth() !== month - 1 || y < 1900) return 'Choose a real date of birth';
  if (date.getTime() > dobLimit) return 'Date of birth must be on or before 31-12-2013';
  return undefined;
}

/** The youngest and oldest age of each age range of the apply form (docs/spec/portal-spec.md §5). */
const AGE_RANGE_BOUNDS: Record<(typeof AGE_RANGES)[number], readonly [number, number]> = {
  'Under 16': [0, 15],
  '16-20': [16, 20],
  '21-30': [21, 30],
  '31-39': [31, 39],
  '40 and above': [40, Number.POSITIVE_INFINITY],
};
/** Nigeria keeps West Africa Time (UTC+1) all year: birthdays turn over at Lagos midnight. */
const LAGOS_OFFSET_MS = 3_600_000;

/** Age in whole years on `now`'s day in Lagos of someone born on `dateOfBirth` (dd-MM-yyyy). */
export function ageOn(dateOfBirth: string, now: Date): number | undefined {
  const parts = dateParts(dateOfBirth);
  if (!parts) return undefined;
  const [day, month, year] = parts as [number, number, number];
  const today = new Date(now.getTime() + LAGOS_OFFSET_MS);
  const birthdayPassed =
    today.getUTCMonth() + 1 > month || (today.getUTCMonth() + 1 === month && today.getUTCDate() >= day);
  return today.getUTCFullYear() - year - (birthdayPassed ? 0 : 1);
}

/**
 * The date of birth against the age range given at apply, on the day of the check. One birthday
 * is allowed between applying and this check: 20 still fits '16-20' at 21.
 */
export function ageRangeProblem(dateOfBirth: string, ageRange: string, now: Date) {
  const bounds = AGE_RANGE_BOUNDS[ageRange as keyof typeof AGE_RANGE_BOUNDS];
  const age = ageOn(dateOfBirth, now);
  if (!bounds || age === undefined) return undefined;
  return age < bounds[0] || age > bounds[1] + 1 ? ageRangeMismatch(ageRange, age) : undefined;
}

const levelFields = {
  Undergraduate: [
    'underGradInstitution',
    'underGradDegreeType',
    'underGradCourse',
    'underGradGrade',
    'underGradGradYear',
  ],
  Masters: ['mastersInstitutionField', 'mastersCourseField', 'mastersGradGrade', 'mastersGradYear'],
  Doctorate: ['doctorateInstitutionField', 'doctorateCourseField', 'doctorateGradGrade', 'doctorateGradYear'],
} as const satisfies Record<string, readonly (keyof Questionnaire)[]>;

/** The education levels whose fields are shown for a highest education (docs/spec/portal-spec.md §5). */
export function educationLevelsShown(highest: string | undefined): (keyof typeof levelFields)[] {
  switch (highest) {
    case 'Doctorate':
      return ['Undergraduate', 'Masters', 'Doctorate'];
    case 'Masters':
      return ['Undergraduate', 'Masters'];
    case 'Graduate':
    case 'Undergraduate':
      return ['Undergraduate'];
    default:
      return [];
  }
}

/** The first problem on one page, in the spec's order, or undefined when the page may be left. */
export function questionnairePageProblem(page: number, q: QuestionnaireDraft): string | undefined {
  if (page === 1) {
    const required: (keyof Questionnaire)[] = [
      'nationality',
      'countryOfResidence',
      'dateOfBirth',
      'maritalStatus',
      'commitToProgram',
      'iAmCurrently',
      'nyscStatus',
    ];
    if (isNigeria(q.nationality)) required.push('stateOfOrigin');
    if (isNigeria(q.countryOfResidence)) required.push('stateOfResidence');
    if (required.some((key) => !filled(q[key]))) return messages.fillAllFields;
    return dateOfBirthProblem(q.dateOfBirth as string);
  }
  if (page === 2) {
    if (!filled(q.alternatePhone) || !filled(q.mostPreferredSocialNetwork)) return messages.fillAllFields;
    const phone = String(q.alternatePhone).trim();
    // 15 digits at most: the spec's maximum, 999999999999999. The numbering plan is the server's
    // check (phone.ts), which keeps the phone metadata out of the signed-in pages' JavaScript.
    return /^\d{1,15}$/.test(phone) ? undefined : 'Alternate phone must be a number up to 999999999999999';
  }
  if (page === 3) return filled(q.whyApply) ? undefined : messages.fillAllFields;
  if (page === 4) {
    if (!filled(q.highestEducation) || q.highestEducation === NOT_APPLICABLE) return messages.fillAllFields;
    const levels = educationLevelsShown(q.highestEducation);
    if (levels.flatMap((level) => levelFields[level]).some((key) => !filled(q[key]))) {
      return messages.fillAllFields;
    }
    // Only the years shown are compared. The spec's third order rule (undergraduate after
    // doctorate) can never be the first broken: Doctorate shows Masters, and ug <= masters <= doctorate.
    if (levels.includes('Masters') && Number(q.underGradGradYear) > Number(q.mastersGradYear)) {
      return messages.ugAfterMasters;
    }
    if (levels.includes('Doctorate') && Number(q.mastersGradYear) > Number(q.doctorateGradYear)) {
      return messages.mastersAfterDoctorate;
    }
  }
  return undefined;
}

/** The fields of the education levels a highest education does not show, emptied. */
function hiddenEducationCleared(highest: string | undefined): Partial<Questionnaire> {
  const shown = educationLevelsShown(highest);
  const levels = Object.keys(levelFields) as (keyof typeof levelFields)[];
  return Object.fromEntries(
    levels
      .filter((level) => !shown.includes(level))
      .flatMap((level) => levelFields[level].map((key) => [key, ''])),
  );
}

/**
 * What is stored and checked is what is shown: the states that do not apply (non-Nigerians) are
 * 'Not Applicable', the relocation answer of someone in Lagos and the fields of education levels
 * not shown are empty.
 */
export function normaliseQuestionnaire<T extends QuestionnaireDraft>(q: T): T {
  const nationality = normaliseCountry(q.nationality);
  const countryOfResidence = normaliseCountry(q.countryOfResidence);
  return {
    ...q,
    ...(q.highestEducation === undefined ? {} : hiddenEducationCleared(q.highestEducation)),
    nationality,
    countryOfResidence,
    stateOfOrigin: isNigeria(nationality) ? q.stateOfOrigin : NOT_APPLICABLE,
    stateOfResidence: isNigeria(countryOfResidence) ? q.stateOfResidence : NOT_APPLICABLE,
    relocateForProgram: livesInLagos({ countryOfResidence, stateOfResidence: q.stateOfResidence })
      ? ''
      : q.relocateForProgram,
    alternatePhone: q.alternatePhone === undefined ? undefined : String(q.alternatePhone).trim(),
  };
}

/** The submitted questionnaire: every page's rules, the first problem reported. */
export const questionnaireSubmitSchema = questionnaireDraftSchema
  .transform((q) => normaliseQuestionnaire(q))
  .superRefine((q, ctx) => {
    for (let page = 1; page <= QUESTIONNAIRE_PAGES; page += 1) {
      const problem = questionnairePageProblem(page, q);
      if (problem) {
        ctx.addIssue({ code: 'custom', message: problem, params: { page } });
        return;
      }
    }
  });
