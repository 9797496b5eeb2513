import {
  CURRENT_ACTIVITIES,
  DEGREE_TYPES,
  type FormData,
  GRADES,
  graduationYears,
  HIGHEST_EDUCATION_LEVELS,
  MARITAL_STATUSES,
  NIGERIA,
  NIGERIAN_STATES,
  NYSC_STATUSES,
  SOCIAL_NETWORKS,
  YES_NO,
} from '@intake/contracts';
import { countries } from 'countries-list';
import {
  COURSES,
  DATABASES,
  FRAMEWORKS,
  NIGERIAN_POLYTECHNICS,
  NIGERIAN_UNIVERSITIES,
  OPERATING_SYSTEMS,
  OTHER_TECHNOLOGIES,
  PROGRAMMING_LANGUAGES,
} from './form-data.lists.ts';

export const OTHER = 'Other';

/** The one order used for every list built here (and checked by the tests). */
export const collator = new Intl.Collator('en');
const sorted = (items: Iterable<string>) => [...items].sort(collator.compare);

let cached: { year: number; data: FormData } | undefined;

/**
 * The questionnaire's option lists. Built once and reused; rebuilt only when the year changes,
 * because the graduation years run up to the current year plus 4.
 */
export function getFormData(now = new Date()): FormData {
  const year = now.getFullYear();
  if (cached?.year === year) return cached.data;
  const data: FormData = {
    countries: [
      NIGERIA,
      ...sorted(new Set(Object.values(countries).map((country) => country.name))).filter(
        (name) => name !== NIGERIA,
      ),
    ],
    states: [...NIGERIAN_STATES],
    institutions: [...sorted(new Set([...NIGERIAN_UNIVERSITIES, ...NIGERIAN_POLYTECHNICS])), OTHER],
    courses: [...COURSES, OTHER],
    programmingLanguages: [...PROGRAMMING_LANGUAGES],
    databases: [...DATABASES],
    frameworks: [...FRAMEWORKS],
    operatingSystems: [...OPERATING_SYSTEMS],
    otherTechnologies: [...OTHER_TECHNOLOGIES],
    highestEducationLevels: [...HIGHEST_EDUCATION_LEVELS],
    grades: [...GRADES],
    degreeTypes: [...DEGREE_TYPES],
    nyscStatuses: [...NYSC_STATUSES],
    currentActivities: [...CURRENT_ACTIVITIES],
    socialNetworks: [...SOCIAL_NETWORKS],
    maritalStatuses: [...MARITAL_STATUSES],
    yesNo: [...YES_NO],
    graduationYears: graduationYears(now),
  };
  cached = { year, data };
  return data;
}
