import { ErrorScreen } from '../../../components/layout/error-screen';

/** Where the server sends an e-mailed link it does not know or that has expired. */
export default function LinkErrorPage() {
  return <ErrorScreen />;
}
