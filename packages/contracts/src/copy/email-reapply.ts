/** The e-mail sent when an applicant applies again (a new application received). */
export const reapplyMailCopy = {
  subject: (cohort: string) => `Your application to ${cohort}`,
  greeting: (firstName: string) => `Dear ${firstName},`,
  body: (cohort: string) =>
    `We have received your new application to ${cohort}. Log in to check the questionnaire we filled in from your last application, change what is out of date and submit it.`,
  button: 'Go to my dashboard',
};
