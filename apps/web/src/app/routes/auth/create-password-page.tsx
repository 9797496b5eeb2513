import { copy } from '@intake/contracts/copy/shared';
import { paths } from '@intake/contracts/pages';
import { useParams } from 'react-router';
import { NavButton } from '../../../components/layout/nav-button';
import { PageCard } from '../../../components/layout/page-card';
import { TextLink } from '../../../components/layout/text-link';
import { usePasswordLinkQuery } from '../../../features/auth/api/get-password-link';
import { CreatePasswordForm } from '../../../features/auth/components/create-password-form';
import { ApiError, errorMessage } from '../../../lib/api-error';

/**
 * /createPassword/:user, reached from the create-password and the reset-password e-mails. The
 * link is read first (nothing is used up): the page is titled for what it does, and a used or
 * expired link says so before anything is typed. Without an answer (offline), the form is shown
 * and the server judges the link when it is sent.
 */
export default function CreatePasswordPage() {
  const { user = '' } = useParams();
  const link = usePasswordLinkQuery(user);
  const refused = link.error instanceof ApiError && link.error.status === 400;
  if (refused) {
    return (
      <PageCard title={copy.setYourPassword}>
        <p role="alert" className="light-error">
          {errorMessage(link.error)}
        </p>
        <NavButton to={paths.resetPassword} variant="filled">
          {copy.requestNewLink}
        </NavButton>
        <TextLink to={paths.login}>{copy.logIn}</TextLink>
      </PageCard>
    );
  }
  const reset = link.data?.purpose === 'reset-password';
  return (
    <PageCard title={reset ? copy.chooseNewPassword : copy.createYourPassword}>
      <CreatePasswordForm linkToken={user} submitLabel={reset ? copy.newPassword : copy.createPassword} />
    </PageCard>
  );
}
