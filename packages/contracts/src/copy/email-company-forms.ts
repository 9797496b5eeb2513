/** The e-mails to every admin when a company writes through a public form (apps/api/src/mail/templates). */
interface Company {
  firstName: string;
  lastName: string;
  designation: string;
  companyName: string;
}

const who = (company: Company) =>
  `${company.firstName} ${company.lastName} (${company.designation}, ${company.companyName})`;

export const companyFormsEmailCopy = {
  greeting: 'Hello,',
  email: (email: string) => `E-mail: ${email}`,
  hireSubject: (companyName: string) => `Hire request from ${companyName}`,
  wouldLikeToHire: (company: Company) => `${who(company)} would like to hire from the school.`,
  skillSets: (skills: string[]) => `Skill sets: ${skills.join(', ')}`,
  request: (request: string) => `Request: ${request}`,
  hireFooter: 'Every hire request is listed in the admin console.',
  partnerSubject: (companyName: string) => `Partner application from ${companyName}`,
  wouldLikeToPartner: (company: Company) => `${who(company)} would like to partner with the school.`,
  message: (message: string) => `Message: ${message}`,
  partnerFooter: 'Every partner application is listed in the admin console.',
};
