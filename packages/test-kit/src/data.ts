import { randomBytes, randomUUID } from 'node:crypto';
import type { QuestionnaireDraft } from '@intake/contracts/questionnaire';

/**
 * The one questionnaire every tool sends: it passes every page's rules (a Nigerian living in Oyo,
 * working, with an undergraduate degree). Spread it and override a field to test a rule.
 */
export const validQuestionnaire = {
  nationality: 'Nigeria',
  stateOfOrigin: 'Enugu',
  countryOfResidence: 'Nigeria',
  stateOfResidence: 'Oyo',
  dateOfBirth: '14-02-1999',
  maritalStatus: 'Single',
  commitToProgram: 'Yes',
  relocateForProgram: 'Yes',
  iAmCurrently: 'Working',
  nyscStatus: 'Completed',
  whereWorkCurrently: 'Ibadan',
  alternatePhone: '8098765432',
  mostPreferredSocialNetwork: 'Linkedin',
  programmingLanguage: ['JavaScript'],
  whyApply: 'I want to build software for farmers.',
  highestEducation: 'Undergraduate',
  underGradInstitution: 'University of Ibadan',
  underGradDegreeType: 'BSc',
  underGradCourse: 'Computer Science',
  underGradGrade: 'Second Class Upper',
  underGradGradYear: '2021',
} satisfies QuestionnaireDraft;

/** An e-mail address no other test or run uses. */
export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomUUID().slice(0, 12)}@example.com`;

let phoneCounter = 0;
/** A Nigerian mobile number (national form, without the dial code) no other account of this run has. */
export function uniquePhone() {
  phoneCounter = (phoneCounter + 1) % 1000;
  return `80${String(Date.now()).slice(-5)}${String(phoneCounter).padStart(3, '0')}`;
}

/** A real 1×1 PNG: the smallest picture or receipt the portal accepts. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A PNG no other test has sent: `tinyPng` with random bytes after its end, which viewers ignore. A
 * proof of payment refuses a file already sent as another proof (issue 24.6), so each proof a test
 * sends is a picture of its own.
 */
export const uniquePng = () => Buffer.concat([tinyPng, randomBytes(16)]);

/**
 * An applicant CSV as the admin uploads it: `rows` applicants, csv1@`domain`, csv2@`domain`, …,
 * each with a phone of its own, valid and new to the portal.
 */
export function applicantsCsv(rows: number, domain: string): string {
  const lines = ['firstName,lastName,email,phone,dialCode,gender,ageRange'];
  for (let n = 1; n <= rows; n += 1) {
    lines.push(
      `Ada${n},Obi${n},csv${n}@${domain},80${String(n).padStart(8, '0')},+234,${n % 2 ? 'Female' : 'Male'},21-30`,
    );
  }
  return `${lines.join('\n')}\n`;
}
