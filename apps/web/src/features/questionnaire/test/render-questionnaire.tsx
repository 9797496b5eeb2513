import type { FormData } from '@intake/contracts/form-data';
import { NIGERIAN_STATES } from '@intake/contracts/form-data';
import { paths } from '@intake/contracts/pages';
import type { QuestionnaireDraft } from '@intake/contracts/questionnaire';
import type { ReactNode } from 'react';
import { saveSession } from '../../../lib/session';
import { jsonResponse, makeToken, stubApi } from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render-app';

export const formDataFixture: FormData = {
  countries: ['Nigeria', 'Ghana', 'Kenya'],
  states: [...NIGERIAN_STATES],
  institutions: ['University of Lagos', 'Yaba College of Technology', 'Other'],
  courses: ['Computer Science', 'Economics', 'Other'],
  programmingLanguages: ['JavaScript', 'Python'],
  databases: ['PostgreSQL'],
  frameworks: ['React'],
  operatingSystems: ['Linux'],
  otherTechnologies: ['Docker'],
  highestEducationLevels: ['Doctorate', 'Masters', 'Graduate', 'Undergraduate', 'Not Applicable'],
  grades: ['First Class', 'Second Class Upper'],
  degreeTypes: ['BSc'],
  nyscStatuses: ['Completed'],
  currentActivities: ['Working'],
  socialNetworks: ['Whatsapp'],
  maritalStatuses: ['Single'],
  yesNo: ['Yes', 'No'],
  graduationYears: Array.from({ length: 35 }, (_, i) => String(1996 + i)),
};

/** Valid answers, page by page. */
export const page1: QuestionnaireDraft = {
  nationality: 'Ghana',
  stateOfOrigin: 'Not Applicable',
  countryOfResidence: 'Ghana',
  stateOfResidence: 'Not Applicable',
  dateOfBirth: '14-03-2000',
  maritalStatus: 'Single',
  commitToProgram: 'Yes',
  relocateForProgram: 'Yes',
  iAmCurrently: 'Working',
  nyscStatus: 'Not Applicable',
};
export const page2: QuestionnaireDraft = {
  alternatePhone: '8031234567',
  mostPreferredSocialNetwork: 'Whatsapp',
};
export const page3: QuestionnaireDraft = { whyApply: 'I want to build software.' };
export const undergraduate: QuestionnaireDraft = {
  highestEducation: 'Undergraduate',
  underGradInstitution: 'University of Lagos',
  underGradDegreeType: 'BSc',
  underGradCourse: 'Computer Science',
  underGradGrade: 'First Class',
  underGradGradYear: '2020',
};
export const complete: QuestionnaireDraft = { ...page1, ...page2, ...page3, ...undergraduate };

type Handler = Parameters<typeof stubApi>[0];

/** The questionnaire's calls: form data, and the saved draft at its page. */
export function stubQuestionnaireApi(
  draft: QuestionnaireDraft = {},
  handlers: Handler = {},
  { submitted = false, copiedFrom = null }: { submitted?: boolean; copiedFrom?: string | null } = {},
) {
  return stubApi({
    'GET /api/data/get/all': () => jsonResponse(200, formDataFixture),
    'GET /api/questionnaire': () => jsonResponse(200, { questionnaire: draft, submitted, copiedFrom }),
    ...handlers,
  });
}

/** Renders one component inside the app's providers and a router with a /login screen, signed in. */
export function renderSignedIn(
  ui: ReactNode,
  { advanceTimers }: { advanceTimers?: (ms: number) => void } = {},
) {
  saveSession(makeToken());
  return renderRoutes(
    [
      { path: paths.dashboard, element: ui },
      { path: paths.login, element: <p>Login screen</p> },
    ],
    paths.dashboard,
    { advanceTimers },
  );
}

/** The JSON bodies a stubbed call was sent with, in order. */
export function bodiesOf(fetchMock: ReturnType<typeof stubApi>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([url, init]) => String(url) === path && (init?.method ?? 'GET') === method)
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
}
