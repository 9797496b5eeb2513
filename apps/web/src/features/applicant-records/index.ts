export { ApplicantRecordsScreen } from './components/applicant-records-screen';
