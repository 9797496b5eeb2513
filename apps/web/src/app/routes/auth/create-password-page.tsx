import { useParams } from 'react-router';
import { PageCard } from '../../../components/layout/page-card';
import { CreatePasswordForm } from '../../../features/auth/components/create-password-form';
import { copy } from '../../../lib/copy';

export default function CreatePasswordPage() {
  const { user = '' } = useParams();
  return (
    <PageCard title={copy.createYourPassword}>
      <CreatePasswordForm linkToken={user} />
    </PageCard>
  );
}
