import { ScreenHeading } from '../../../components/layout/screen-heading';
import { copy } from '../../../lib/copy';

export default function SelfInvitePage() {
  return <ScreenHeading title={copy.selfInvite} />;
}
