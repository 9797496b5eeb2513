import { paths } from '@intake/contracts/pages';
import { Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { OutcomeDialog } from '../../../components/dialogs/outcome-dialog';
import { SocialLinks } from '../../../components/dialogs/social-links';
import { usePublicConfig } from '../../../lib/public-config';

type AdmissionOutcomeProps = { title: string; text?: string };

/** The admission outcome screens (docs/spec/portal-spec.md §2): a dialog on arrival, the school's social links, closing goes to /login. */
export function AdmissionOutcome({ title, text }: AdmissionOutcomeProps) {
  const navigate = useNavigate();
  const socialLinks = usePublicConfig().data?.socialLinks ?? [];
  return (
    <OutcomeDialog title={title} onClose={() => navigate(paths.login)}>
      {text && <Text>{text}</Text>}
      <SocialLinks links={socialLinks} />
    </OutcomeDialog>
  );
}
