import { useParams } from 'react-router';
import { Screen } from '../../../components/layout/screen-heading';
import { GuardianConsentScreen } from '../../../features/guardian-consent';

/** `/guardian/consent/:token`, opened from the guardian's SMS or e-mail; the token stands in for a session. */
export default function GuardianConsentPage() {
  const { token = '' } = useParams();
  return (
    <Screen>
      <GuardianConsentScreen token={token} />
    </Screen>
  );
}
