import { FinanceScreen } from '../../../features/tuition';

/** /dashboard/finance (issue 24.5): admins and the finance address's staff account; the server decides. */
export default function FinancePage() {
  return <FinanceScreen />;
}
