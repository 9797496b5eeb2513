import { ScreenHeading } from '../../../components/layout/screen-heading';
import { copy } from '../../../lib/copy';

export default function InviteSuccessfulPage() {
  return <ScreenHeading title={copy.scheduledSuccessfully} />;
}
