import { formatCount } from '../counts.ts';
import type { MessageChannel, MessageKind, MessageStatus, PhoneChannel } from '../messaging.ts';

/** A short text needs the school's name and, where the e-mail has a button, its one link. */
type ShortText = (school: string, link: string | undefined) => string;
const withLink = (text: string, link: string | undefined) => (link ? `${text} ${link}` : text);

/**
 * The short SMS and WhatsApp text of each message type (issue 25.3): one line and the e-mail's one
 * link, so most fit one SMS; the stop line is added to SMS after it.
 */
export const shortMessageCopy = {
  texts: {
    'create-password': (school, link) => withLink(`${school}: create your password to continue:`, link),
    'interview-invite': (school, link) => withLink(`${school}: you are invited to an interview. Book:`, link),
    'interview-rescheduled': (school, link) => withLink(`${school}: your interview time changed. See:`, link),
    'interview-booking-invitation': (school, link) =>
      withLink(`${school}: choose a time for your interview:`, link),
    'interview-booked': (school, link) => withLink(`${school}: your interview is booked. Details:`, link),
    'interview-booking-moved': (school, link) =>
      withLink(`${school}: your interview time changed. See:`, link),
    'interview-booking-cancelled': (school) => `${school}: your interview is cancelled.`,
    'interview-booking-cancelled-by-elder': (school, link) =>
      withLink(`${school}: your interviewer cancelled. Choose another time:`, link),
    'interview-reminder-24h': (school, link) =>
      withLink(`${school}: your interview is within a day. Confirm you will attend:`, link),
    'interview-reminder-1h': (school, link) => withLink(`${school}: your interview starts in an hour:`, link),
    'interview-no-show-rebooking': (school, link) =>
      withLink(`${school}: we missed you at your interview. Choose another time:`, link),
    'reminder:INTERVIEW_TOMORROW': (school, link) =>
      withLink(`${school}: reminder of your interview. Details:`, link),
    'admission-offer': (school, link) => withLink(`${school}: you have an offer of admission. Answer:`, link),
    'offer-reminder': (school, link) => withLink(`${school}: your offer expires soon. Answer:`, link),
    'tuition-receipt': (school, link) =>
      withLink(`${school}: we received your tuition payment; your receipt is in your e-mail.`, link),
    'payment-confirmed': (school, link) => withLink(`${school}: your payment is confirmed. Next:`, link),
    'payment-declined': (school, link) =>
      withLink(`${school}: we could not accept your proof of payment. See:`, link),
    'reset-password': (school, link) => withLink(`${school}: reset your password:`, link),
    'password-changed': (school) => `${school}: your password was changed. Not you? Contact the school.`,
    'applicant-message': (school, link) => withLink(`${school}: you have a new message. Read:`, link),
    'info-session-invite': (school, link) => withLink(`${school}: book an information session:`, link),
    'info-session-reminder': (school, link) =>
      withLink(`${school}: reminder of your information session:`, link),
    'payment-proof-received': (school) => `${school}: we received your proof of payment and will check it.`,
    'retention-warning': (school, link) => withLink(`${school}: your data will be deleted soon. See:`, link),
    'erasure-requested': (school) => `${school}: we received your request to delete your data.`,
    'erasure-request-received': (school) => `${school}: we received your request to delete your data.`,
    'application-received-again': (school, link) =>
      withLink(`${school}: we received your new application. See:`, link),
    'application-withdrawn': (school) => `${school}: your application is withdrawn.`,
    'send-to-community': (school, link) =>
      withLink(`${school}: news about your application is in your e-mail.`, link),
    'guardian-consent-signed': (school, link) =>
      withLink(`${school}: your guardian signed their consent to your loan agreement.`, link),
    'guardian-consent-declined': (school, link) =>
      withLink(`${school}: your guardian declined to consent to your loan agreement. See:`, link),
    'reminder:QUESTIONNAIRE_UNFINISHED': (school, link) =>
      withLink(`${school}: finish your questionnaire:`, link),
    'reminder:TEST_NOT_TAKEN': (school, link) => withLink(`${school}: take your aptitude test:`, link),
    'reminder:INFO_SESSION_TOMORROW': (school, link) =>
      withLink(`${school}: reminder of your information session:`, link),
    'reminder:PAYMENT_PROOF_MISSING': (school, link) =>
      withLink(`${school}: upload your proof of payment:`, link),
    'reminder:ENROLMENT_FORM_UNFILLED': (school, link) =>
      withLink(`${school}: fill your enrolment form:`, link),
  } satisfies Record<MessageKind, ShortText>,
  /** Ends every SMS: the word an inbound reply must be to opt out. */
  stopLine: 'Reply STOP to opt out.',
} as const;

/** The words an applicant agrees to, kept with each consent (issue 25.2). */
export const messageConsentCopy = {
  wording: (channel: PhoneChannel, school: string) =>
    channel === 'sms'
      ? `I agree to receive messages about my application from ${school} by SMS at my phone number. I can reply STOP to opt out at any time.`
      : `I agree to receive messages about my application from ${school} on WhatsApp at my phone number. I can opt out at any time.`,
  stopReply: {
    sms: 'Opted out by replying STOP to an SMS.',
    whatsapp: 'Opted out by replying STOP on WhatsApp.',
  },
  /** Recorded when the applicant unticks a channel on the dashboard. */
  withdrawn: 'Opted out on the dashboard.',
  /** The one-time code's SMS (decision 0090); the stop line is added after it, as on every SMS. */
  phoneCode: (school: string, code: string, minutes: number) =>
    `${school}: your code to confirm your phone number is ${code}. It expires in ${minutes} minutes.`,
} as const;

/** The dashboard's "How we reach you" panel (apps/web/src/features/message-consent). */
export const messageConsentPanelCopy = {
  title: 'How we reach you',
  intro: 'Choose how we may send you messages about your application. You can change this at any time.',
  email: 'E-mail',
  emailAlways: 'Always on: we send every message by e-mail.',
  channels: { sms: 'SMS', whatsapp: 'WhatsApp' } satisfies Record<PhoneChannel, string>,
  noPhone: 'Add a phone number to your profile to receive SMS or WhatsApp messages.',
  phoneLine: (phone: string, confirmed: boolean) =>
    confirmed
      ? `Your phone number: ${phone} (confirmed).`
      : `Your phone number: ${phone} (not confirmed yet).`,
  acceptedSince: (when: string) => `Accepted on ${when}.`,
  confirmIntro: (phone: string) =>
    `To receive SMS or WhatsApp messages, confirm your number. We will send a 6-digit code by SMS to ${phone}.`,
  sendCode: 'Send code',
  sendAgain: 'Send a new code',
  codeSent: (phone: string) => `We sent a code to ${phone}. It expires in 10 minutes.`,
  codeLabel: 'Code from the SMS',
  confirm: 'Confirm',
  cancel: 'Cancel',
  saved: 'Saved.',
} as const;

/** The message routing panel of the admin console (apps/web/src/features/messaging). */
export const messageRoutingCopy = {
  title: 'Messages by SMS and WhatsApp',
  intro:
    'Every message goes by e-mail. Choose which also go by SMS or WhatsApp, to applicants who accepted that channel and gave a phone number.',
  channels: { sms: 'SMS', whatsapp: 'WhatsApp' } satisfies Record<PhoneChannel, string>,
  important: 'Important',
  changed: 'Changed from the default',
  types: {
    'create-password': 'Create your password',
    'interview-invite': 'Interview invitation',
    'interview-rescheduled': 'Interview moved',
    'interview-booking-invitation': 'Invitation to book an interview',
    'interview-booked': 'Interview booked',
    'interview-booking-moved': 'Booked interview moved',
    'interview-booking-cancelled': 'Booked interview cancelled',
    'interview-booking-cancelled-by-elder': 'Interview cancelled by the interviewer',
    'interview-reminder-24h': 'Interview reminder, a day before',
    'interview-reminder-1h': 'Interview reminder, an hour before',
    'interview-no-show-rebooking': 'Missed interview: book again',
    'reminder:INTERVIEW_TOMORROW': 'Reminder: interview ahead',
    'admission-offer': 'Offer of admission',
    'offer-reminder': 'Offer deadline reminder',
    'tuition-receipt': 'Payment received (receipt)',
    'payment-confirmed': 'Payment confirmed',
    'payment-declined': 'Proof of payment declined',
    'reset-password': 'Reset password',
    'password-changed': 'Password changed',
    'applicant-message': 'Message from staff',
    'info-session-invite': 'Information session invitation',
    'info-session-reminder': 'Information session reminder',
    'payment-proof-received': 'Proof of payment received',
    'retention-warning': 'Data deletion warning',
    'erasure-requested': 'Data deletion requested',
    'erasure-request-received': 'Data deletion request received',
    'application-received-again': 'New application received',
    'application-withdrawn': 'Application withdrawn',
    'send-to-community': 'Decision: invited to the community',
    'guardian-consent-signed': 'Guardian signed the consent',
    'guardian-consent-declined': 'Guardian declined the consent',
    'reminder:QUESTIONNAIRE_UNFINISHED': 'Reminder: questionnaire not finished',
    'reminder:TEST_NOT_TAKEN': 'Reminder: test not taken',
    'reminder:INFO_SESSION_TOMORROW': 'Reminder: information session ahead',
    'reminder:PAYMENT_PROOF_MISSING': 'Reminder: proof of payment missing',
    'reminder:ENROLMENT_FORM_UNFILLED': 'Reminder: enrolment form not filled',
  } satisfies Record<MessageKind, string>,
  save: 'Save',
  saved: (type: string) => `Saved: ${type}.`,
  smsPrice: {
    title: 'Price of one SMS unit',
    rule: 'What your SMS provider charges for one unit (160 plain characters), for the cost estimate of a bulk message.',
    label: 'Naira per SMS unit',
  },
} as const;

/** The development list of SMS and WhatsApp messages beside the mailbox (never in production). */
export const phoneOutboxCopy = {
  title: 'SMS and WhatsApp (development only)',
  empty: 'No SMS or WhatsApp messages yet.',
} as const;

/** The applicant's messages on the staff profile, the one-off message and the bulk preview (issue 25.5, 25.6). */
export const messageTimelineCopy = {
  title: 'Messages',
  empty: 'No messages sent to this applicant yet.',
  /** Kinds the routing panel does not list, and those of staff e-mail sent to an applicant's account. */
  otherKinds: {
    'staff-message': 'Message from staff to this applicant',
    'bulk-message': 'Message to many applicants',
    'phone-code': 'Code to confirm the phone number',
  } as Record<string, string>,
  channels: { email: 'E-mail', sms: 'SMS', whatsapp: 'WhatsApp' } satisfies Record<MessageChannel, string>,
  statuses: {
    pending: 'Queued',
    sent: 'Sent',
    delivered: 'Delivered',
    failed: 'Failed',
    skipped: 'Held back',
  } satisfies Record<MessageStatus, string>,
  columns: {
    kind: 'Message',
    channel: 'Channel',
    to: 'To',
    status: 'Status',
    at: 'When',
    provider: 'Provider says',
  },
  resend: 'Resend',
  resent: 'A fresh copy is queued.',
  units: (units: number) => (units === 1 ? '1 SMS unit' : `${units} SMS units`),
  previous: 'Newer',
  next: 'Older',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  oneOff: {
    title: 'Write to this applicant',
    subject: 'Subject',
    body: 'Message',
    channels: 'Send by',
    notAccepted: 'not accepted by the applicant',
    send: 'Send message',
    sent: (count: number) => (count === 1 ? 'Message queued.' : `Message queued on ${count} channels.`),
  },
  bulk: {
    /** Stands for each recipient's first name in the e-mail preview. */
    previewName: '[first name]',
    channels: 'Send by',
    preview: 'Preview',
    recipients: (count: number) => (count === 1 ? '1 recipient' : `${formatCount(count)} recipients`),
    smsUnits: (each: number, total: number) =>
      `${each} SMS unit${each === 1 ? '' : 's'} each, ${formatCount(total)} in all`,
    estimate: (naira: string) => `Estimated SMS cost: ${naira}`,
    noPhone: 'Only applicants who accepted this channel at their number receive it.',
  },
  /** An SMS or WhatsApp text of a staff-written message: the school, the subject, the text on one line. */
  phoneText: (school: string, subject: string, body: string) =>
    `${school}: ${subject}. ${body.replace(/\s+/g, ' ').trim()}`,
  finance: {
    title: 'SMS units by month and cohort',
    month: 'Month',
    cohort: 'Cohort',
    noCohort: 'No cohort',
    messages: 'SMS sent',
    units: 'Units',
    empty: 'No SMS sent yet.',
  },
} as const;
