import { INTERVIEW_PAST_MESSAGE, type InterviewMethod } from '../interviews.ts';

/**
 * The applicant profile's sentences (docs/spec/portal-spec.md §2 "Applicant profile (elder view)"). The spec quotes the
 * menu entries, the side panel's buttons and the decision choices; the rest are this feature's own.
 */
export const profileCopy = {
  // Side menu (docs/spec/portal-spec.md §2)
  menuLabel: 'Applicant profile',
  summary: 'Summary',
  fullInfo: 'Full Info',
  aptitudeTest: 'Aptitude Test',
  activityLog: 'Activity Log',
  backToDashboard: 'Back To Dashboard',
  writtenAnswers: 'Written Answers',

  // Screen states
  loading: 'Loading the applicant…',
  noApplicant: 'No applicant chosen',
  noApplicantHint: 'Open an applicant from the applicant records first.',
  notFound: 'No applicant has this e-mail address.',
  openRecords: 'Go to the applicant records',
  retry: 'Try again',

  // Side panel (docs/spec/portal-spec.md §2)
  panelLabel: 'Applicant',
  studentId: 'Student ID',
  firstName: 'First name',
  status: 'Application status',
  viewInterviewSchedule: 'View Interview Schedule',
  inviteForInterview: 'Invite For Interview',
  inviteNotYet: 'An applicant can be invited once they have taken the test.',
  inviteAfterInterview: 'This applicant has been interviewed: the next step is Make Decision.',
  invitePastInterview: 'This applicant is past the interview: a decision has been made.',
  startInterview: 'Start interview',
  checkIn: 'Check In',
  checkingIn: 'Checking in…',
  completeInterview: 'Complete interview',
  starting: 'Starting…',
  completing: 'Completing…',
  addViewComments: 'Add/View Comments',
  makeDecision: 'Make Decision',
  readOnly: 'Sponsors can read this profile; only elders and admins act on it.',

  // Interview schedule dialog
  scheduleTitle: 'Interview Schedule',
  interviewDate: 'Date',
  interviewTime: 'Time',
  interviewMethod: 'Method',
  invitationComment: 'Note to the applicant',
  noSchedule: 'No interview is scheduled for this applicant.',
  loadingSchedule: 'Loading the schedule…',

  // Invite dialog (docs/spec/portal-spec.md §3 "Interview invitation", §5)
  inviteTitle: 'Invite For Interview',
  dateLabel: 'Interview date',
  timeLabel: 'Interview time (24-hour)',
  chooseTime: 'Choose a time',
  methodLabel: 'Interview method',
  methods: [
    { value: 'phone', label: 'Phone call' },
    { value: 'ONLINE', label: 'Online (video call)' },
    { value: 'Offline', label: 'In person' },
  ] satisfies { value: InterviewMethod; label: string }[],
  commentLabel: 'Note to the applicant (optional)',
  sendInvite: 'Send invitation',
  sending: 'Sending…',
  cancel: 'Cancel',
  chooseDate: 'Choose the interview date',
  pastDate: INTERVIEW_PAST_MESSAGE,
  chooseTimeError: 'Choose the interview time',

  // Comments dialog (docs/spec/portal-spec.md §2)
  commentsTitle: 'Interview Comments',
  noComments: 'No comments yet.',
  loadingComments: 'Loading comments…',
  newComment: 'New comment',
  addComment: 'Add comment',
  adding: 'Adding…',
  unknownAuthor: 'Unknown',
  commentBy: (author: string, when: string) => `${author} · ${when}`,

  // Decision dialog (docs/spec/portal-spec.md §4)
  decisionTitle: 'Make Decision',
  decisionLegend: 'Your decision',
  decisions: {
    offer: 'Offer Admission',
    community: 'Send to Community',
    notSure: 'Not Sure',
  },
  decisionHints: {
    offer: 'The applicant gets the admission offer e-mail with accept and decline links.',
    community: 'The applicant is not admitted and gets the community e-mail.',
    notSure: 'Recorded in the activity log; the status stays as it is.',
  },
  chooseDecision: 'Choose a decision',
  confirmDecision: (decision: string, name: string) => `Confirm “${decision}” for ${name}?`,
  confirm: 'Confirm',
  back: 'Back',
  close: 'Close',
  done: 'Done',

  // Summary
  keyFacts: 'Key facts',
  fullName: 'Full name',
  email: 'E-mail',
  phone: 'Phone',
  gender: 'Gender',
  ageRange: 'Age range',
  applicationId: 'Application ID',
  nativeState: 'Native state',
  appliedOn: 'Applied on',
  testScore: 'Aptitude test score',
  notTested: 'Not taken yet',
  lastActivity: 'Last activity',
  progress: 'Progress',

  // Full info
  questionnaire: 'Questionnaire',
  noQuestionnaire: 'The applicant has not filled the questionnaire yet.',
  notAnswered: '—',

  // Aptitude test
  score: (score: number | null, total: number) =>
    score === null ? `Score: not marked yet (of ${total})` : `Score: ${score} of ${total}`,
  noTest: 'The applicant has not taken the aptitude test yet.',
  question: (n: number) => `Question ${n}`,
  applicantAnswer: "Applicant's answer",
  correctAnswer: 'Correct answer',
  noAnswer: 'Not answered',
  correct: 'Correct',
  wrong: 'Wrong',
  startedAt: 'Started',
  closedAt: 'Closed',
  closedReason: 'Closed because',
  timeUsed: (clock: string) => `Time actually used: ${clock}`,
  pausesTitle: 'Pauses (connection lost)',
  noPauses: 'No pauses: the connection held throughout.',
  pauseStart: 'Began',
  pauseLength: 'Without contact',
  pauseCounted: 'Added to the deadline',
  pausesAreEvidence: 'Pauses are evidence of a dropped connection, never alone a reason to reject.',
  uncountedTitle: (count: number) => `${count} ${count === 1 ? 'answer' : 'answers'} not counted`,

  // Written answers (/profile/quiz)
  writtenIntro: "The applicant's own words from the questionnaire.",
  noWrittenAnswers: 'The applicant has not written any answers yet.',

  // Activity log
  noActivity: 'Nothing has happened on this application yet.',
  byActor: (name: string) => `by ${name}`,
  bySystem: 'by the applicant or the system',
  statusChange: (from: string, to: string) => `${from} → ${to}`,
};

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
