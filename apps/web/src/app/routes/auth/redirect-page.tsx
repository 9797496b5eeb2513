import { useParams } from 'react-router';
import { HandoffRedirect } from '../../../features/auth/components/handoff-redirect';

export default function RedirectPage() {
  const { userToken = '' } = useParams();
  return <HandoffRedirect key={userToken} handoffToken={userToken} />;
}
