import { ScreenHeading } from '../../../components/layout/screen-heading';
import { copy } from '../../../lib/copy';

export default function FullInfoPage() {
  return <ScreenHeading title={copy.fullInfo} />;
}
