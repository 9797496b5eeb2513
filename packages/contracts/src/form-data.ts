import { z } from 'zod';

export const NIGERIA = 'Nigeria';

/** Nigeria's 36 states and the Federal Capital Territory. */
export const NIGERIAN_STATES = [
  'Abia',
  'Adamawa',
  'Akwa Ibom',
  'Anambra',
  'Bauchi',
  'Bayelsa',
  'Benue',
  'Borno',
  'Cross River',
  'Delta',
  'Ebonyi',
  'Edo',
  'Ekiti',
  'Enugu',
  'Federal Capital Territory',
  'Gombe',
  'Imo',
  'Jigawa',
  'Kaduna',
  'Kano',
  'Katsina',
  'Kebbi',
  'Kogi',
  'Kwara',
  'Lagos',
  'Nasarawa',
  'Niger',
  'Ogun',
  'Ondo',
  'Osun',
  'Oyo',
  'Plateau',
  'Rivers',
  'Sokoto',
  'Taraba',
  'Yobe',
  'Zamfara',
] as const;

export const HIGHEST_EDUCATION_LEVELS = [
  'Doctorate',
  'Masters',
  'Graduate',
  'Undergraduate',
  'Not Applicable',
] as const;
export const GRADES = [
  'First Class',
  'Second Class Upper',
  'Second Class Lower',
  'Third Class',
  'Distinction',
  'Upper Credit',
  'Lower Credit',
  'Pass',
] as const;
export const DEGREE_TYPES = ['OND', 'HND', 'BA', 'BEng', 'BSc', 'BTech'] as const;
export const NYSC_STATUSES = ['Completed', 'Ongoing', 'Exempted', 'Not Applicable'] as const;
export const CURRENT_ACTIVITIES = ['Working', 'Studying', 'NYSC', 'Unemployed'] as const;
export const SOCIAL_NETWORKS = [
  'Whatsapp',
  'Telegram',
  'Instagram',
  'Tiktok',
  'Linkedin',
  'Twitter',
  'Github',
  'Facebook',
  'None',
] as const;
export const MARITAL_STATUSES = ['Married', 'Single', 'Other'] as const;
export const YES_NO = ['Yes', 'No'] as const;

export const FIRST_GRADUATION_YEAR = 1996;
/** 1996 up to the current year plus 4 (docs/spec/portal-spec.md §9). */
export function graduationYears(now: Date): string[] {
  const last = now.getFullYear() + 4;
  return Array.from({ length: last - FIRST_GRADUATION_YEAR + 1 }, (_, i) =>
    String(FIRST_GRADUATION_YEAR + i),
  );
}

const names = z.array(z.string().min(1)).min(1);

/**
 * GET /api/data/get/all: the option lists of the questionnaire (public, no personal data).
 * `institutions` and `courses` end with 'Other'; `countries` starts with 'Nigeria'.
 */
export const formDataSchema = z.object({
  countries: names,
  states: names,
  institutions: names,
  courses: names,
  programmingLanguages: names,
  databases: names,
  frameworks: names,
  operatingSystems: names,
  otherTechnologies: names,
  highestEducationLevels: names,
  grades: names,
  degreeTypes: names,
  nyscStatuses: names,
  currentActivities: names,
  socialNetworks: names,
  maritalStatuses: names,
  yesNo: names,
  graduationYears: names,
});
export type FormData = z.infer<typeof formDataSchema>;
