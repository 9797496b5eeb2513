/** The words of the funnel screen (issue 23.6). */
export const funnelCopy = {
  title: 'Intake funnel',
  cohort: 'Cohort',
  downloadXlsx: 'Download .xlsx',
  downloadCsv: 'Download CSV',
  downloadFailed: 'The file could not be made. Please try again.',
  noCohort: 'There is no cohort yet: start one in the admin console.',
  loading: 'Loading the funnel',
  consoleLink: 'Intake funnel per cohort',
};
