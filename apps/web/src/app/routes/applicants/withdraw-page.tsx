import { copy } from '@intake/contracts/copy/shared';
import { useParams } from 'react-router';
import { PageCard } from '../../../components/layout/page-card';
import { WithdrawalFormView } from '../../../features/withdrawal/components/withdrawal-form';
import { useWakeServer } from '../../../lib/wake-server';

export default function WithdrawPage() {
  useWakeServer();
  const { user = '' } = useParams();
  return (
    <PageCard title={copy.unsubscribe}>
      <WithdrawalFormView token={user} />
    </PageCard>
  );
}
