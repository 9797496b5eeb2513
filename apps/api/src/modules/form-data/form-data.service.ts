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

const OTHER = 'Other';
const sorted = (items: readonly string[]) => [...items].sort((a, b) => a.localeCompare(b));

let cached: { year: number; data: FormData } | undefined;

/** The questionnaire's option lists; built once a year (the graduation years move on 1 January). */
export function getFormData(now = new Date()): FormData {
  if (cached?.year === now.getFullYear()) return cached.data;
  const countryNames = sorted(Object.values(countries).map((country) => country.name)).filter(
    (name) => name !== NIGERIA,
  );
  const data: FormData = {
    countries: [NIGERIA, ...countryNames],
    states: [...NIGERIAN_STATES],
    institutions: [...sorted([...NIGERIAN_UNIVERSITIES, ...NIGERIAN_POLYTECHNICS]), OTHER],
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
    graduationYears: graduationYears(now),
  };
  cached = { year: now.getFullYear(), data };
  return data;
}
