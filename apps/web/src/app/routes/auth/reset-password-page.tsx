import { copy } from '@intake/contracts/copy/shared';
import { paths } from '@intake/contracts/pages';
import { PageCard } from '../../../components/layout/page-card';
import { TextLink } from '../../../components/layout/text-link';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';

export default function ResetPasswordPage() {
  return (
    <PageCard title={copy.resetYourPassword}>
      <ResetPasswordForm />
      <TextLink to={paths.login}>{copy.rememberPassword}</TextLink>
    </PageCard>
  );
}
