import { ScreenHeading } from '../../../components/layout/screen-heading';
import { copy } from '../../../lib/copy';

export default function FormSubmittedPage() {
  return <ScreenHeading title={copy.questionnaireSubmitted} />;
}
