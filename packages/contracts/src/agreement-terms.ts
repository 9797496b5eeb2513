import {
  LIABILITY_CAP_NAIRA,
  LOAN_INTEREST_PERCENT,
  LOAN_MAX_NAIRA,
  TENANCY_NOTICE_HOURS,
} from './constants.ts';
import type { AgreementKind } from './enrolment.ts';

export interface AgreementTerms {
  /** Stored with each signature, so a later change of wording never rewrites what someone agreed to. */
  version: string;
  title: string;
  paragraphs: readonly string[];
}

const naira = (amount: number) => `N${amount.toLocaleString('en-US')}`;

/** The texts of the native, tenancy and loan agreements (docs/spec/portal-spec.md §2, §9). */
export const AGREEMENT_TERMS: Readonly<Record<AgreementKind, AgreementTerms>> = {
  native: {
    version: 'native-2026-11',
    title: 'Native Agreement',
    paragraphs: [
      'By signing this agreement you join the school as a Native and agree to take part fully in the programme: attend the sessions, complete the projects and follow the code of conduct.',
      'Tuition is paid as set out in your payment plan. All fees are non-refundable.',
      'The school may end your place if you break the code of conduct or do not pay as agreed, after telling you why in writing.',
      `The school's liability to you is capped at ${naira(LIABILITY_CAP_NAIRA)}. Any dispute is first negotiated informally for 28 days before it goes to arbitration.`,
    ],
  },
  tenancy: {
    version: 'tenancy-2026-11',
    title: 'Tenancy Agreement',
    paragraphs: [
      'The school provides you a place in its apartment for the length of the programme. You keep it clean, respect other residents and do not sublet it.',
      `The school may access the apartment on not less than ${TENANCY_NOTICE_HOURS} hours' notice.`,
      'Damage beyond normal wear is charged to you. All fees are non-refundable.',
      'The tenancy ends with the programme or when your place in the programme ends.',
    ],
  },
  loan: {
    version: 'loan-2026-11',
    title: 'Loan Agreement',
    paragraphs: [
      `The school's learning fund lends you up to ${naira(LOAN_MAX_NAIRA)} towards your tuition and living costs.`,
      `The loan carries compound interest of ${LOAN_INTEREST_PERCENT}% per annum.`,
      'Repayment starts one year after the loan is granted, in monthly instalments agreed with the school.',
      'Applicants under 18 need the consent of a parent or guardian, who signs with them. All fees are non-refundable.',
    ],
  },
};

/** Who the learner signs with: the school's legal entity, named at the head of every agreement (issue 18.12). */
export const agreementParties = (legalName: string) =>
  `This agreement is between you and ${legalName} (“the school”).`;

/** An agreement as the learner reads it: the parties, then the terms. */
export const agreementTermsFor = (kind: AgreementKind, legalName: string): AgreementTerms => ({
  ...AGREEMENT_TERMS[kind],
  paragraphs: [agreementParties(legalName), ...AGREEMENT_TERMS[kind].paragraphs],
});
