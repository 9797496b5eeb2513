import { FunnelScreen } from '../../../features/funnel';

/** /dashboard/funnel: a cohort's funnel (issue 23.6); admins only, guarded by the router and by the server. */
export default function FunnelPage() {
  return <FunnelScreen />;
}
