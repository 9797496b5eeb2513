import { copy } from '@intake/contracts/copy/shared';
import { PageCard } from '../../../components/layout/page-card';
import { SelfInviteForm } from '../../../features/self-invite/components/self-invite-form';
import { useWakeServer } from '../../../lib/wake-server';

export default function SelfInvitePage() {
  useWakeServer();
  return (
    <PageCard title={copy.selfInvite}>
      <SelfInviteForm />
    </PageCard>
  );
}
