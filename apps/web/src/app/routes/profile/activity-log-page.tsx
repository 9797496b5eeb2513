import { ScreenHeading } from '../../../components/layout/screen-heading';
import { copy } from '../../../lib/copy';

export default function ActivityLogPage() {
  return <ScreenHeading title={copy.activityLog} />;
}
