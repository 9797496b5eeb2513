import { useParams } from 'react-router';
import { PageCard } from '../../../components/layout/page-card';
import { WithdrawalFormView } from '../../../features/withdrawal/components/withdrawal-form';
import { copy } from '../../../lib/copy';
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
