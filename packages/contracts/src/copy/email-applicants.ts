/** The e-mails of the withdraw / unsubscribe form (apps/api/src/mail/templates/applicant-message.ts). */
interface Person {
  firstName: string;
  lastName: string;
}

export const applicantsEmailCopy = {
  messageSubject: (applicant: Person) =>
    `Message from applicant ${applicant.firstName} ${applicant.lastName}`,
  adminGreeting: 'Hello,',
  wroteFromForm: (applicant: Person & { email: string }) =>
    `${applicant.firstName} ${applicant.lastName} (${applicant.email}) wrote from the unsubscribe / withdraw form:`,
  messageFooter: 'It is also kept in the applicant’s activity log.',
  withdrawnSubject: 'Your application has been withdrawn',
  applicantGreeting: (firstName: string) => `Hello ${firstName},`,
  withdrawn: [
    'As you asked, your application has been withdrawn and we will not e-mail you about it again.',
    'If this was done in error, reply to this e-mail and we will help.',
  ],
};
