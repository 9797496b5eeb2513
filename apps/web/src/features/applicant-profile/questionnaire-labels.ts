/**
 * Every questionnaire field (docs/spec/portal-spec.md §3) with a readable label, grouped as the questionnaire's pages
 * are. Keys the server sends that are not listed here still show, under a label made from the key.
 */
export const questionnaireSections: { title: string; fields: [key: string, label: string][] }[] = [
  {
    title: 'Personal details',
    fields: [
      ['nationality', 'Nationality'],
      ['stateOfOrigin', 'State of Origin'],
      ['countryOfResidence', 'Country of Residence'],
      ['stateOfResidence', 'State of Residence'],
      ['dateOfBirth', 'Date Of Birth'],
      ['maritalStatus', 'Marital Status'],
      ['commitToProgram', 'Able to commit to program fully?'],
      ['relocateForProgram', 'Able to relocate to Lagos for the program?'],
      ['iAmCurrently', 'I am currently...'],
      ['nyscStatus', 'NYSC Status'],
      ['whereWorkCurrently', 'Where do you work currently? (NYSC PPA applies too)'],
    ],
  },
  {
    title: 'Contact and social',
    fields: [
      ['alternatePhone', 'Alternate phone number'],
      ['mostPreferredSocialNetwork', 'Most preferred social network'],
      ['whatsapp', 'WhatsApp'],
      ['telegram', 'Telegram'],
      ['twitter', 'Twitter'],
      ['instagram', 'Instagram'],
      ['tiktok', 'TikTok'],
      ['linkedin', 'LinkedIn'],
      ['github', 'GitHub'],
      ['facebook', 'Facebook'],
    ],
  },
  {
    title: 'Skills and motivation',
    fields: [
      ['whyApply', 'Why do you want to join the program?'],
      ['programmingLanguage', 'Programming languages'],
      ['database', 'Databases'],
      ['frameworks', 'Frameworks'],
      ['operatingSystems', 'Operating systems'],
      ['familiarTechnologies', 'Other technologies'],
      ['familiarCourses', 'Courses taken'],
    ],
  },
  {
    title: 'Education',
    fields: [
      ['highestEducation', 'Highest level of education'],
      ['underGradInstitution', 'Undergraduate institution'],
      ['underGradDegreeType', 'Undergraduate degree type'],
      ['underGradCourse', 'Undergraduate course'],
      ['underGradGrade', 'Undergraduate grade'],
      ['underGradGradYear', 'Undergraduate year of graduation'],
      ['mastersInstitutionField', 'Masters institution'],
      ['mastersCourseField', 'Masters course'],
      ['mastersGradGrade', 'Masters grade'],
      ['mastersGradYear', 'Masters year of graduation'],
      ['doctorateInstitutionField', 'Doctorate institution'],
      ['doctorateCourseField', 'Doctorate course'],
      ['doctorateGradGrade', 'Doctorate grade'],
      ['doctorateGradYear', 'Doctorate year of graduation'],
    ],
  },
];

/** The questionnaire's free-text answers, shown on /profile/quiz. */
export const writtenAnswerFields: [key: string, label: string][] = [
  ['whyApply', 'Why do you want to join the program?'],
  ['whereWorkCurrently', 'Where do you work currently? (NYSC PPA applies too)'],
  ['familiarCourses', 'Courses taken'],
];

/** Keys that are bookkeeping, not answers. */
const hiddenKeys = new Set(['currentPage']);

const knownKeys = new Set(questionnaireSections.flatMap((s) => s.fields.map(([key]) => key)));

/** 'underGradGradYear' → 'Under grad grad year'. */
export const labelFromKey = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Fields the server sent that the sections above do not name. */
export const otherFields = (questionnaire: Record<string, unknown>): [string, string][] =>
  Object.keys(questionnaire)
    .filter((key) => !knownKeys.has(key) && !hiddenKeys.has(key))
    .map((key) => [key, labelFromKey(key)]);

/** An answer as text: lists joined, empty answers as ''. */
export function answerText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(answerText).filter(Boolean).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value).trim();
}
