import { paths } from '@intake/contracts/pages';
import { Navigate, useNavigate } from 'react-router';
import { PageLoader } from '../../../components/layout/page-loader';
import { Screen } from '../../../components/layout/screen-heading';
import { nextAgreement } from '../../../features/dashboard';
import { lazyExport } from '../../../lib/lazy-export';
import { useSettledUser } from './use-settled-user';

// The form loads with its own chunk, so this route's preload list stays short.
const PaymentPlanForm = lazyExport(
  () => import('../../../features/enrolment/components/payment-plan-form'),
  'PaymentPlanForm',
);
const AgreementForm = lazyExport(
  () => import('../../../features/enrolment/components/agreement-form'),
  'AgreementForm',
);

const agreementKinds = { nativeForm: 'native', tenancyForm: 'tenancy', loanForm: 'loan' } as const;

/**
 * /agreement: the next agreement due (steps 6 to 9: payment plan, native, tenancy, loan), or the
 * dashboard when none is open. Submitting or going back returns to the dashboard.
 */
export default function AgreementPage() {
  const navigate = useNavigate();
  const user = useSettledUser();
  if (user === undefined) return <PageLoader />;
  const due = user ? nextAgreement(user) : null;
  if (!due) return <Navigate to={paths.dashboard} replace />;
  const toDashboard = () => navigate(paths.dashboard);
  return (
    <Screen>
      {due === 'paymentAgreement' ? (
        <PaymentPlanForm onBack={toDashboard} onDone={toDashboard} />
      ) : (
        <AgreementForm kind={agreementKinds[due]} onBack={toDashboard} onDone={toDashboard} />
      )}
    </Screen>
  );
}
