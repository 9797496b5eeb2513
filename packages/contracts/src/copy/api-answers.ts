/** What the other modules' calls answer on success (`{ message }`), beside copy/api-admissions.ts. */
export const accountAnswers = {
  loggedOut: 'Logged out',
  passwordSet: 'Password set',
  mfaOff: 'Two-factor sign-in is off',
};

export const adminAnswers = { emailResent: 'Email sent successfully' };

export const testAnswers = { submitted: 'Test submitted' };

export const discountCodeAnswers = { deleted: 'Discount code deleted successfully' };

export const enrolmentAnswers = { checkedIn: (name: string) => `${name} checked in successfully` };

export const reviewAnswers = {
  criterionDeleted: 'Criterion deleted',
  ownConflictDeclared: 'Conflict declared. This applicant is no longer yours to review.',
};
