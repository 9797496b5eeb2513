import { NIGERIA } from '@intake/contracts/form-data';
import {
  NOT_APPLICABLE,
  normaliseCountry,
  normaliseQuestionnaire,
  QUESTIONNAIRE_PAGES,
  type Questionnaire,
  type QuestionnaireDraft,
  questionnairePageProblem,
} from '@intake/contracts/questionnaire';
import { clearDraft, loadDraft } from '../../lib/form-draft';

/** The form's values: every questionnaire field, the alternate phone kept as typed digits. */
export type QuestionnaireValues = Omit<Questionnaire, 'alternatePhone'> & { alternatePhone: string };

export const emptyValues: QuestionnaireValues = {
  nationality: '',
  stateOfOrigin: '',
  countryOfResidence: '',
  stateOfResidence: '',
  dateOfBirth: '',
  maritalStatus: '',
  commitToProgram: '',
  relocateForProgram: '',
  iAmCurrently: '',
  nyscStatus: '',
  whereWorkCurrently: '',
  whatsapp: '',
  twitter: '',
  instagram: '',
  tiktok: '',
  github: '',
  linkedin: '',
  facebook: '',
  telegram: '',
  alternatePhone: '',
  mostPreferredSocialNetwork: '',
  programmingLanguage: [],
  database: [],
  frameworks: [],
  operatingSystems: [],
  familiarTechnologies: [],
  familiarCourses: '',
  whyApply: '',
  highestEducation: '',
  doctorateCourseField: '',
  doctorateInstitutionField: '',
  doctorateGradGrade: '',
  doctorateGradYear: '',
  mastersCourseField: '',
  mastersInstitutionField: '',
  mastersGradGrade: '',
  mastersGradYear: '',
  underGradInstitution: '',
  underGradDegreeType: '',
  underGradCourse: '',
  underGradGrade: '',
  underGradGradYear: '',
};

export const isNigeria = (country: string | undefined) => normaliseCountry(country) === NIGERIA;

/** A saved draft (server or local) as form values; a stored 'Not Applicable' state becomes empty again. */
export function valuesFromDraft(
  draft: Partial<QuestionnaireDraft> | Partial<QuestionnaireValues>,
): QuestionnaireValues {
  const values = { ...emptyValues } as Record<string, unknown>;
  for (const [key, value] of Object.entries(draft)) {
    if (!(key in emptyValues) || value === undefined || value === null) continue;
    values[key] = Array.isArray(emptyValues[key as keyof QuestionnaireValues])
      ? Array.isArray(value)
        ? value.map(String)
        : []
      : String(value);
  }
  const result = values as QuestionnaireValues;
  if (result.stateOfOrigin === NOT_APPLICABLE) result.stateOfOrigin = '';
  if (result.stateOfResidence === NOT_APPLICABLE) result.stateOfResidence = '';
  return result;
}

/** What the server receives: the spec's normalisation ('nigeria', 'Not Applicable' states, Lagos) and the page. */
export const draftFromValues = (values: QuestionnaireValues, currentPage: number): QuestionnaireDraft =>
  normaliseQuestionnaire({ ...values, currentPage }) as QuestionnaireDraft;

/** The spec's message for a page, from the shared rules. */
export const pageProblem = (page: number, values: QuestionnaireValues) =>
  questionnairePageProblem(page, normaliseQuestionnaire({ ...values }) as QuestionnaireDraft);

/** The first page, in order, that breaks a rule; used before submitting a resumed questionnaire. */
export function firstPageWithProblem(values: QuestionnaireValues) {
  for (let page = 1; page <= QUESTIONNAIRE_PAGES; page += 1) {
    const problem = pageProblem(page, values);
    if (problem) return { page, problem };
  }
  return undefined;
}

export const isPage = (page: number) => page >= 1 && page <= QUESTIONNAIRE_PAGES;

export const clampPage = (page: unknown) =>
  typeof page === 'number' && Number.isInteger(page) ? Math.min(Math.max(page, 1), QUESTIONNAIRE_PAGES) : 1;

/**
 * Local copy of the questionnaire, per user. `values` is written on every change (useFormDraft);
 * `meta` remembers the page and whether this device holds changes the server has not confirmed.
 */
export const localKeys = (userId: string) => ({
  values: `questionnaire:${userId}`,
  meta: `questionnaire:${userId}:meta`,
});

export type LocalMeta = { page: number; unsynced: boolean };

export function loadLocal(userId: string): { values: Partial<QuestionnaireValues>; meta: LocalMeta | null } {
  const keys = localKeys(userId);
  const values = loadDraft<QuestionnaireValues>(keys.values);
  const raw = loadDraft<LocalMeta>(keys.meta);
  const meta =
    typeof raw.page === 'number' ? { page: clampPage(raw.page), unsynced: raw.unsynced === true } : null;
  return { values, meta };
}

export function saveLocalMeta(userId: string, meta: LocalMeta) {
  try {
    localStorage.setItem(localKeys(userId).meta, JSON.stringify(meta));
  } catch {
    // A full or disabled storage only costs the local copy.
  }
}

export function clearLocal(userId: string) {
  const keys = localKeys(userId);
  clearDraft(keys.values);
  clearDraft(keys.meta);
}

type ServerState = { questionnaire: QuestionnaireDraft; submitted: boolean } | undefined;

/**
 * Where the form resumes. The server's draft and page win, because every Next saves there (and
 * another device may have gone further), unless this device holds changes the server never
 * confirmed (a save lost to a dropped connection, or typing after the last Next): those are newer,
 * so the local values are laid over the server's and the local page is used.
 */
export function resumeFrom(
  server: ServerState,
  userId: string,
): { values: QuestionnaireValues; page: number; unsynced: boolean } {
  const local = loadLocal(userId);
  const hasLocal = Object.keys(local.values).length > 0;
  if (!server) {
    return { values: valuesFromDraft(local.values), page: local.meta?.page ?? 1, unsynced: hasLocal };
  }
  const serverValues = valuesFromDraft(server.questionnaire);
  const serverPage = clampPage(server.questionnaire.currentPage);
  if (hasLocal && local.meta?.unsynced) {
    return {
      values: valuesFromDraft({ ...serverValues, ...local.values }),
      page: local.meta.page,
      unsynced: true,
    };
  }
  return { values: serverValues, page: serverPage, unsynced: false };
}
