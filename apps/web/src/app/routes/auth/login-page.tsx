import type { UserData } from '@intake/contracts';
import { copy } from '@intake/contracts/copy/shared';
import { homePathFor, paths, resetPasswordLink } from '@intake/contracts/pages';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { NavButton } from '../../../components/layout/nav-button';
import { PageCard } from '../../../components/layout/page-card';
import { TextLink } from '../../../components/layout/text-link';
import { LoginForm } from '../../../features/auth/components/login-form';
import { useSessionUser } from '../../../lib/session';

/**
 * docs/spec/portal-spec.md §4: an applicant's unsent test result goes first, and a TESTING attempt is brought up to
 * date. Loaded only for applicants, so the log-in page stays light.
 */
async function settleApplicantTest(user: UserData): Promise<UserData> {
  if (user.roles !== 'APPLICANT') return user;
  const { settleTestOnLogin } = await import('../../../features/aptitude-test/send-unsent-test-result');
  return settleTestOnLogin(user);
}

export default function LoginPage() {
  const user = useSessionUser();
  // Reached while signed in (the phone's Back from the dashboard, a link to /login): the user's
  // own screen, not a log-in form. Only on arrival: a log-in made here redirects by itself.
  const [signedInOnArrival] = useState(user !== null);
  const home = user ? homePathFor(user) : paths.login;
  if (signedInOnArrival && home !== paths.login) return <Navigate to={home} replace />;
  return (
    <PageCard title={copy.welcomeBack}>
      <LoginForm beforeRedirect={settleApplicantTest}>
        <NavButton to={paths.apply} variant="outline">
          {copy.becomeANative}
        </NavButton>
        <TextLink to={resetPasswordLink}>{copy.forgotPassword}</TextLink>
      </LoginForm>
    </PageCard>
  );
}
