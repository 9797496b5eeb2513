/** The privacy screens' sentences (issue 8 item 6): your data, and the admins' erasure requests. */
export const privacyCopy = {
  yourData: 'Your data',
  yourDataIntro: 'Download everything we hold about you, or ask us to erase it.',
  download: 'Download my data',
  downloaded: 'Your data was downloaded.',
  askErasure: 'Ask us to erase my data',
  erasureTitle: 'Ask us to erase your data',
  erasureWarningTitle: 'This cannot be undone',
  erasureWarning:
    'Once an administrator erases your data, your application ends: you can no longer sign in, and your answers, test, interview, enrolment and uploads are gone for good. We keep only what the law requires, without your name or contact details (the amounts and dates of any payments, and the dates of agreements you signed).',
  erasureDownloadHint: 'You may want to download your data first.',
  reason: 'Why? (optional)',
  reasonHint: 'It helps us improve, but you do not have to say.',
  cancel: 'Cancel',
  sendRequest: 'Ask for erasure',
  close: 'Done',
  requestSentTitle: 'Request received',
  archiveFallbackName: 'my-data.zip',

  // Admin console.
  requestsTitle: 'Erasure requests',
  noRequests: 'No erasure requests.',
  applicant: 'Applicant',
  theirReason: 'Their reason',
  requested: 'Requested',
  status: 'Status',
  pending: 'Pending',
  erased: 'Erased',
  erase: 'Erase',
  eraseTitle: 'Erase an applicant',
  eraseReason: 'Reason, for the audit log',
  eraseReasonHint: 'Do not name the person: the audit entry must hold no personal data.',
  eraseReasonShort: 'Say why (at least 3 characters).',
  continue: 'Continue',
  back: 'Back',
  confirmErase: (email: string) =>
    `Erase ${email}? Their personal data is removed from every table and their files are deleted. This cannot be undone.`,
  erasePermanently: 'Erase permanently',
  erasedDone: (files: number) =>
    `Erased. ${files} stored ${files === 1 ? 'file was' : 'files were'} deleted; an anonymous audit entry was kept.`,
  filesFailed: (files: number) =>
    `${files} stored ${files === 1 ? 'file' : 'files'} could not be deleted: see the server log and delete by hand.`,
  loadFailed: 'The erasure requests could not be loaded.',
} as const;
