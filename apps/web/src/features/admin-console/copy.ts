import type { EmailType, Role } from '@intake/contracts';

/** Spec §5: the six e-mail types with their labels, and the value the API takes for each (§7). */
export const EMAIL_TYPE_OPTIONS: readonly { label: string; value: EmailType }[] = [
  { label: 'Password Reset Email', value: 'resetPassword' },
  { label: 'Password Create Email', value: 'createPassword' },
  { label: 'Interview Invite Email', value: 'interviewInviteMessage' },
  { label: 'Info Session Invite', value: 'infoSessionMessage' },
  { label: 'Admission offer email', value: 'admissionOffer' },
  { label: 'Send to community email', value: 'sendToCommunity' },
];

/** Spec §5: the five roles as shown; the API takes the label uppercased (§7). */
export const ROLE_OPTIONS: readonly { label: string; value: Role }[] = [
  { label: 'Admin', value: 'ADMIN' },
  { label: 'Applicant', value: 'APPLICANT' },
  { label: 'Elder', value: 'ELDER' },
  { label: 'Suspended', value: 'SUSPENDED' },
  { label: 'Sponsor', value: 'SPONSOR' },
];

/** Audit actions the server writes today; the filter also takes any other name. */
export const AUDIT_ACTIONS = [
  'APPLICANTS_IMPORTED',
  'APPLICATIONS_STARTED',
  'APPLICATIONS_STOPPED',
  'BATCH_CREATED',
  'DISCOUNT_CODE_CREATED',
  'DISCOUNT_CODE_DELETED',
  'DISCOUNT_CODE_UPDATED',
  'EMAIL_RESENT',
  'INFO_SESSION_CREATED',
  'INFO_SESSION_EMAILS_SENT',
  'INFO_SESSION_UPDATED',
  'LOAN_FORM_ENABLED',
  'ROLE_CHANGED',
  'TEST_RESET',
  'TEST_STOPPED',
] as const;

/** Titles, labels and the console's own sentences (the toasts' sentences come from `messages`). */
export const adminCopy = {
  title: 'Admin Console',
  email: 'Email',
  emailPlaceholder: 'applicant@example.com',
  enterEmail: 'Please enter a valid email address',

  applicationTitle: 'Application',
  startApplication: 'Start Application',
  stopApplication: 'Stop Application',

  batchTitle: 'Start New Batch',
  batchIntro:
    'The new batch becomes the current one; new applicants join it. Empty fields follow the last batch.',
  batchName: 'Batch name',
  tuitionFee: 'Tuition fee (NGN)',
  startMonth: 'Start month',
  startYear: 'Start year',
  startBatch: 'Start New Batch',

  csvTitle: 'Upload Applicant CSV',
  csvIntro: (columns: string) => `A .csv file whose first row names the columns: ${columns}.`,
  csvFile: 'CSV file',
  csvPlaceholder: 'Choose a .csv file',
  upload: 'Upload',
  uploading: 'Uploading…',
  csvOnly: 'Only .csv files can be uploaded.',
  csvTooLarge: (mb: number) => `The file is larger than ${mb} MB.`,
  uploadProgress: 'Upload',
  processingProgress: 'Processing',
  processed: (count: number, total: number | null) =>
    total === null ? `${count} rows processed` : `${count} of about ${total} rows processed`,
  report: 'Import report',
  rows: 'Rows',
  added: 'Added',
  skipped: 'Skipped',
  rejected: 'Rejected',
  line: 'Line',
  outcome: 'Outcome',
  reason: 'Reason',
  noProblems: 'Every row was added.',
  problemsTruncated: 'Only the first problems are listed; the counts cover every row.',
  downloadReport: 'Download report',
  reportFileName: 'applicant-import-report.csv',

  resendTitle: 'Resend Email',
  emailType: 'Email type',
  resend: 'Resend Email',

  infoSessionTitle: 'InfoSession Tasks',
  createSession: 'Create',
  updateSession: 'Update',
  notify: 'Notify',
  session: 'Session to update',
  sessionPlaceholder: 'Choose an upcoming session',
  mode: 'Mode',
  link: 'Link',
  date: 'Date',
  time: 'Time',
  upcomingSessions: 'Upcoming sessions',
  noSessions: 'No upcoming sessions.',
  sessionId: 'Id',
  fillSession: 'Please fill in mode, link, date and time',
  chooseSession: 'Please choose the session to update',

  roleTitle: 'Change Role',
  role: 'Role',
  changeRole: 'Change Role',

  applicantTitle: 'Applicant Related Object',
  enableLoan: 'Enable Loan',
  stopTest: 'Stop Test',
  undoTest: 'Undo Test',

  discountTitle: 'Summer School Discount Code Generator',
  discountOwner: 'Owner',
  code: 'Code',
  uses: 'Number of valid registrations',
  amount: 'Discount amount (NGN)',
  create: 'Create',
  update: 'Update',
  delete: 'Delete',
  codes: 'Codes',
  remainingUses: 'Remaining uses',
  noCodes: 'No discount codes yet.',
  fillCode: 'Please fill in the code, the number of registrations and the amount',
  fillOwner: 'Please name the owner of the code',
  enterCode: 'Please enter the code',

  auditTitle: 'Audit',
  action: 'Action',
  search: 'Search',
  searchPlaceholder: 'E-mail or name',
  filter: 'Filter',
  who: 'Who',
  when: 'When',
  what: 'What',
  onWhom: 'On whom',
  noEntries: 'No entries.',

  loading: 'Loading…',
  close: 'Close',
  month: (month: string) => month.charAt(0) + month.slice(1).toLowerCase(),
};
