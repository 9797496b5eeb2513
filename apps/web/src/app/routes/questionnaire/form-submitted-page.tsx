import { copy } from '@intake/contracts/copy/shared';
import { ScreenHeading } from '../../../components/layout/screen-heading';

export default function FormSubmittedPage() {
  return <ScreenHeading title={copy.questionnaireSubmitted} />;
}
