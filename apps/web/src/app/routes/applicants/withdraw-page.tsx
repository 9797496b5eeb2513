import { ScreenHeading } from '../../../components/layout/screen-heading';
import { copy } from '../../../lib/copy';
import { useWakeServer } from '../../../lib/wake-server';

export default function WithdrawPage() {
  useWakeServer();
  return <ScreenHeading title={copy.unsubscribe} />;
}
