import { NavButton } from '../../../components/layout/nav-button';
import { PageCard } from '../../../components/layout/page-card';
import { TextLink } from '../../../components/layout/text-link';
import { LoginForm } from '../../../features/auth/components/login-form';
import { copy } from '../../../lib/copy';
import { paths } from '../../paths';

export default function LoginPage() {
  return (
    <PageCard title={copy.welcomeBack}>
      <LoginForm />
      <NavButton to={paths.apply} variant="outline">
        {copy.becomeANative}
      </NavButton>
      <TextLink to={`${paths.resetPassword}/`}>{copy.forgotPassword}</TextLink>
    </PageCard>
  );
}
