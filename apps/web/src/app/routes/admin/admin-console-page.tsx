import { ScreenHeading } from '../../../components/layout/screen-heading';
import { copy } from '../../../lib/copy';

export default function AdminConsolePage() {
  return <ScreenHeading title={copy.adminConsole} />;
}
