/**
 * Labels of the questionnaire. The spec quotes the title, the profile question texts (§3) and the
 * buttons; the rest are this feature's own.
 */
export const questionnaireCopy = {
  title: "Let's get to know you",
  counter: (page: number, pages: number) => `${page}/${pages}`,
  back: 'Back',
  next: 'Next',
  submit: 'Submit',
  choose: 'Choose…',
  nothingFound: 'Nothing found',
  day: 'Day',
  month: 'Month',
  year: 'Year',
  loading: 'Loading…',
  // Page 1 (docs/spec/portal-spec.md §3 profile questions)
  nationality: 'Nationality',
  stateOfOrigin: 'State of Origin',
  countryOfResidence: 'Country of Residence',
  stateOfResidence: 'State of Residence',
  dateOfBirth: 'Date Of Birth',
  maritalStatus: 'Marital Status',
  commitToProgram: 'Able to commit to program fully?',
  relocateForProgram: 'Able to relocate to Lagos for the program?',
  iAmCurrently: 'I am currently...',
  nyscStatus: 'NYSC Status',
  whereWorkCurrently: 'Where do you work currently? (NYSC PPA applies too)',
  // Page 2
  alternatePhone: 'Alternate phone number',
  mostPreferredSocialNetwork: 'Most preferred social network',
  handlesHeading: 'Your handles (optional)',
  // Page 3
  whyApply: 'Why do you want to join the program?',
  programmingLanguage: 'Programming languages you know (optional)',
  database: 'Databases you know (optional)',
  frameworks: 'Frameworks you know (optional)',
  operatingSystems: 'Operating systems you use (optional)',
  familiarTechnologies: 'Other technologies you know (optional)',
  familiarCourses: 'Courses you have taken (optional)',
  // Page 4
  highestEducation: 'Highest level of education',
  undergraduate: 'Undergraduate',
  undergraduateInstitution: 'Undergraduate institution',
  degreeType: 'Degree type',
  undergraduateCourse: 'Undergraduate course',
  undergraduateGrade: 'Undergraduate grade',
  undergraduateYear: 'Undergraduate year of graduation',
  masters: 'Masters',
  mastersInstitution: 'Masters institution',
  mastersCourse: 'Masters course',
  mastersGrade: 'Masters grade',
  mastersYear: 'Masters year of graduation',
  doctorate: 'Doctorate',
  doctorateInstitution: 'Doctorate institution',
  doctorateCourse: 'Doctorate course',
  doctorateGrade: 'Doctorate grade',
  doctorateYear: 'Doctorate year of graduation',
  // Notices
  savedOnDevice:
    'You seem to be offline. Your answers are kept on this device and will be saved when you press Next or Submit again.',
  alreadySubmittedContinue: 'Continue',
  // Splash (docs/spec/portal-spec.md §2)
  splashTitle: 'Form submitted!',
  splashText: 'Thank you for telling us about yourself. The next step is the aptitude test.',
  takeTest: 'Take Test',
  backToDashboard: 'Back to Dashboard',
} as const;
