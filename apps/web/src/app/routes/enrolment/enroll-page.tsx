import { paths } from '@intake/contracts/pages';
import { Navigate, useNavigate } from 'react-router';
import { PageLoader } from '../../../components/layout/page-loader';
import { Screen } from '../../../components/layout/screen-heading';
import { enrolmentOpen } from '../../../features/dashboard';
import { lazyExport } from '../../../lib/lazy-export';
import { useSettledUser } from './use-settled-user';

// The form loads with its own chunk, so this route's preload list stays short.
const EnrolmentForm = lazyExport(
  () => import('../../../features/enrolment/components/enrolment-form'),
  'EnrolmentForm',
);

/** /enroll: the enrolment form when step 5 is open to the applicant; otherwise the dashboard. */
export default function EnrollPage() {
  const navigate = useNavigate();
  const user = useSettledUser();
  if (user === undefined) return <PageLoader />;
  if (!user || !enrolmentOpen(user)) return <Navigate to={paths.dashboard} replace />;
  const toDashboard = () => navigate(paths.dashboard);
  return (
    <Screen>
      <EnrolmentForm onBack={toDashboard} onDone={toDashboard} />
    </Screen>
  );
}
