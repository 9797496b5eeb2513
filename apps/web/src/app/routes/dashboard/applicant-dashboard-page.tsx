import { Screen } from '../../../components/layout/screen-heading';
import { WelcomeGreeting } from '../../../features/dashboard/components/welcome-greeting';
import { useSessionUser } from '../../../lib/session';

export default function ApplicantDashboardPage() {
  const user = useSessionUser();
  return <Screen>{user && <WelcomeGreeting firstName={user.firstName} />}</Screen>;
}
