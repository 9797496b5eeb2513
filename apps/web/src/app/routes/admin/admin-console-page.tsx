import { AdminConsoleScreen } from '../../../features/admin-console';

/** /systemAdmin/:user (spec §2): admins only, guarded by the router and by the server. */
export default function AdminConsolePage() {
  return <AdminConsoleScreen />;
}
