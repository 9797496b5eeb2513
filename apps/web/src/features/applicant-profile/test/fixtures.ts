import type { ApplicantProfile } from '@intake/contracts/applicant-records';
import type { Role } from '@intake/contracts/status';
import { screen } from '@testing-library/react';
import { saveSession } from '../../../lib/session';
import { makeToken } from '../../../test/api-stub';

export const EMAIL = 'ada+1@example.org';
export const ENCODED = encodeURIComponent(EMAIL);
export const APPLICANT_ID = '5b1f8f4e-1c2d-4e3f-9a0b-123456789abc';
export const PROFILE_KEY = `GET /api/elder/getApplicantByEmail/${ENCODED}`;

/** Signs a staff member in (the token is only decoded by the web app). */
export const signInAs = (roles: Role) =>
  saveSession(makeToken({ id: 'staff-1', firstName: 'Ezra', email: 'ezra@school.org', roles }));

type Overrides = {
  applicant?: Partial<ApplicantProfile['applicant']>;
  applicantDocument?: Partial<ApplicantProfile['applicantDocument']>;
  activityLog?: ApplicantProfile['activityLog'];
  cohort?: ApplicantProfile['cohort'];
};

/** A tested applicant's profile as GET /api/elder/getApplicantByEmail answers it. */
export function makeProfile(overrides: Overrides = {}): ApplicantProfile {
  const status = overrides.applicant?.applicationStatus ?? 'TESTED';
  return {
    applicant: {
      id: APPLICANT_ID,
      firstName: 'Ada',
      lastName: 'Obi',
      email: EMAIL,
      phone: '8012345678',
      dialCode: '+234',
      gender: 'Female',
      profilePictureUrl: null,
      applicationId: 'SCH-000042',
      applicationStatus: status,
      nativeState: 'PENDING',
      appliedAt: '2030-01-02T09:00:00.000Z',
      optedOut: null,
      ...overrides.applicant,
    },
    cohort:
      overrides.cohort === undefined ? { name: 'Cohort MARCH 2030', tuitionFee: 600_000 } : overrides.cohort,
    applicantDocument: {
      email: EMAIL,
      ageRange: '21-30',
      applicationStatus: status,
      questionnaire: {
        nationality: 'Nigeria',
        stateOfOrigin: 'Enugu',
        countryOfResidence: 'Nigeria',
        stateOfResidence: 'Lagos',
        dateOfBirth: '04-05-1999',
        maritalStatus: 'Single',
        commitToProgram: 'Yes',
        relocateForProgram: '',
        iAmCurrently: 'Working',
        nyscStatus: 'Completed',
        whereWorkCurrently: 'A bakery in Yaba',
        alternatePhone: '8098765432',
        mostPreferredSocialNetwork: 'Whatsapp',
        whatsapp: '+2348098765432',
        programmingLanguage: ['Python', 'JavaScript'],
        database: [],
        whyApply: 'I want to build software for farmers.',
        familiarCourses: 'CS50',
        highestEducation: 'Graduate',
        underGradInstitution: 'University of Lagos',
        underGradDegreeType: 'BSc',
        underGradCourse: 'Physics',
        underGradGrade: 'Second Class Upper',
        underGradGradYear: '2021',
        currentPage: 4,
      },
      aptitudeTest: {
        score: 1,
        total: 2,
        startedAt: '2030-01-03T10:00:00.000Z',
        closedAt: '2030-01-03T10:12:00.000Z',
        closedReason: 'SUBMITTED',
        pauses: [{ startedAt: '2030-01-03T10:04:00.000Z', seconds: 95, countedSeconds: 95 }],
        usedSeconds: 625,
        uncountedAnswers: [{ questionId: 'q2', reason: 'after-time' }],
        testObj: {
          userTest: [
            {
              id: 'q1',
              question: 'What is 2 + 2?',
              image: '',
              options: ['3', '4', '5'],
              answer: '4',
              response: '4',
            },
            {
              id: 'q2',
              question: 'Which is a prime number?',
              image: '',
              options: ['4', '6', '7'],
              answer: '7',
              response: '6',
            },
          ],
        },
      },
      ...overrides.applicantDocument,
    },
    activityLog: overrides.activityLog ?? [],
  };
}

/** The side panel once the profile has loaded; the first lazy route chunk can take a while cold. */
export const waitForProfile = () =>
  screen.findByRole('complementary', { name: 'Applicant' }, { timeout: 5000 });
