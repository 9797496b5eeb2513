import { ScreenHeading } from '../../../components/layout/screen-heading';
import { copy } from '../../../lib/copy';

export default function AptitudeTestPage() {
  return <ScreenHeading title={copy.aptitudeTest} />;
}
