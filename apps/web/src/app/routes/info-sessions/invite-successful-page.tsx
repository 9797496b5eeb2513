import { selfInviteCopy } from '@intake/contracts/copy/self-invite';
import { PageCard } from '../../../components/layout/page-card';
import { InviteSuccessful } from '../../../features/self-invite/components/invite-successful';
import { useWakeServer } from '../../../lib/wake-server';

export default function InviteSuccessfulPage() {
  useWakeServer();
  return (
    <PageCard title={selfInviteCopy.inviteConfirmation}>
      <InviteSuccessful />
    </PageCard>
  );
}
