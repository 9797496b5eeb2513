import type { UserData } from '@intake/contracts';
import { copy } from '@intake/contracts/copy/shared';
import { pagePath, paths } from '@intake/contracts/pages';
import { Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { ErrorScreen } from '../../../components/layout/error-screen';
import { PageLoader } from '../../../components/layout/page-loader';
import { clearSession } from '../../../lib/session';
import { useRedeemHandoffMutation } from '../api/redeem-handoff';

/** docs/spec/portal-spec.md §2: a token login lands staff on their screen and applicants on the wrong-route page. */
function destinationAfterHandoff(user: UserData): string | null {
  switch (user.roles) {
    case 'ADMIN':
      return pagePath(paths.adminConsole, { user: 'admin' });
    case 'ELDER':
    case 'SPONSOR':
      return paths.allApplicants;
    case 'APPLICANT':
      return paths.wrongRoute;
    default:
      return null;
  }
}

export function HandoffRedirect({ handoffToken }: { handoffToken: string }) {
  const navigate = useNavigate();
  const { mutate, isError, data: user } = useRedeemHandoffMutation();
  const redeemed = useRef(false);

  useEffect(() => {
    // The token is single-use: a second call (React's strict-mode re-run) would spend it and fail.
    if (redeemed.current) return;
    redeemed.current = true;
    mutate(handoffToken);
  }, [mutate, handoffToken]);

  const destination = user ? destinationAfterHandoff(user) : null;
  useEffect(() => {
    if (destination) navigate(destination, { replace: true });
    else if (user) clearSession();
  }, [destination, user, navigate]);

  if (isError || (user && !destination)) return <ErrorScreen />;
  return (
    <>
      <PageLoader />
      <Text ta="center">{copy.signingIn}</Text>
    </>
  );
}
