import { ScreenHeading } from '../../../components/layout/screen-heading';
import { copy } from '../../../lib/copy';

export default function UssdPage() {
  return <ScreenHeading title={copy.ussd} />;
}
