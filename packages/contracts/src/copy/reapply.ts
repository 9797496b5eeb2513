/** Re-applying with the same account (issue 23.4): the dashboard card, the questionnaire note, the staff panel. */
export const reapplyCopy = {
  applyFromDashboard:
    'You have applied with this e-mail before. Log in with it and apply again from your dashboard; there is no need for a new account.',
  notEnded: 'Your application is still open. You can apply again only after it has ended.',
  noOpenCohort:
    'Applications for a new cohort are not open at the moment. Please check back when the next intake opens.',
  sameCohort: 'Your last application was to this cohort. You can apply again when the next cohort opens.',
  otherCohort: 'Applications are now open for a different cohort. Reload the page to see it.',
  cardTitle: (cohort: string) => `Apply to ${cohort}`,
  cardText:
    'Your last application has ended. You can apply again with this account; we will fill in your last questionnaire for you to check.',
  cardButton: (cohort: string) => `Apply to ${cohort}`,
  applied: (cohort: string) => `You have applied to ${cohort}. Check your questionnaire and submit it.`,
  prefilledTitle: 'Copied from your earlier application',
  prefilledText: (cohort: string | null) =>
    `These answers are a copy of the questionnaire you sent${cohort ? ` for ${cohort}` : ''}. Check every answer and change what is out of date before you submit.`,
  panelTitle: 'Earlier applications',
  panelEmpty: 'No earlier applications.',
  panelWithheld: 'Earlier applications are hidden while this applicant is in a blind first round.',
  columns: {
    cohort: 'Cohort',
    dates: 'Dates',
    outcome: 'Outcome',
    testScore: 'Test score',
    reviewScore: 'Review score',
    decisionReason: 'Decision reason',
  },
  outcomes: { WITHDREW: 'Withdrew', DECLINED: 'Declined the offer', NOT_ADMITTED: 'Not admitted' },
  noCohort: 'Unknown cohort',
  none: '—',
  reason: 'Reason',
  reviews: (count: number) => (count === 1 ? '1 review' : `${count} reviews`),
  viewQuestionnaire: 'View questionnaire',
  questionnaireTitle: (cohort: string) => `Questionnaire for ${cohort}`,
  noQuestionnaire: 'No questionnaire was sent in this application.',
  scorecardsTitle: 'Reviews',
  commentsTitle: 'Interview comments',
  close: 'Close',
};
