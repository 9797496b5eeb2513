export { ApplicantRecordsScreen, type RecordsSelectionLayer } from './components/applicant-records-screen';
export type { TableSelection } from './components/applicants-table';
