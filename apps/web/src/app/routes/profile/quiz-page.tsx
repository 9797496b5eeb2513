import { ScreenHeading } from '../../../components/layout/screen-heading';
import { copy } from '../../../lib/copy';

export default function QuizPage() {
  return <ScreenHeading title={copy.interviewed} />;
}
