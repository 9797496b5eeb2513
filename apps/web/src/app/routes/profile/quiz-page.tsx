import { ApplicantProfileScreen } from '../../../features/applicant-profile';

export default function QuizPage() {
  return <ApplicantProfileScreen view="quiz" />;
}
