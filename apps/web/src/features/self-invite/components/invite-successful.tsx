import { selfInviteCopy as copy } from '@intake/contracts/copy/self-invite';
import { copy as appCopy } from '@intake/contracts/copy/shared';
import { paths } from '@intake/contracts/pages';
import { Stack, Text } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { OutcomeDialog } from '../../../components/dialogs/outcome-dialog';
import { SocialLinks } from '../../../components/dialogs/social-links';
import { usePublicConfig } from '../../../lib/public-config';
import { formatSessionDate, formatTime12h } from '../../../lib/session-time';
import { readSelfInviteState } from '../invite-state';
import { ScheduledIllustration } from './scheduled-illustration';

/**
 * /infoSession/invite_successful (docs/spec/portal-spec.md §2): the chosen session and the e-mail from the form, a
 * request to check the mail for the ticket, and the 'Scheduled successfully!' dialog that opens on
 * load; closing it goes to /login. Reached without the form's state, it shows the rest.
 */
export function InviteSuccessful() {
  const navigate = useNavigate();
  const invite = readSelfInviteState(useLocation().state);
  const socialLinks = usePublicConfig().data?.socialLinks ?? [];
  return (
    <>
      <Stack gap="xs">
        {invite && (
          <>
            <Text>
              {copy.yourSession}: <strong>{invite.session.sessionDetails}</strong>
            </Text>
            <Text>
              {copy.when}: {formatSessionDate(invite.session.sessionDate)} at{' '}
              {formatTime12h(invite.session.sessionTime)}
            </Text>
            <Text>
              {copy.yourEmail}: <strong>{invite.email}</strong>
            </Text>
          </>
        )}
        <Text>{copy.checkMail}</Text>
      </Stack>
      <OutcomeDialog title={appCopy.scheduledSuccessfully} onClose={() => navigate(paths.login)}>
        <ScheduledIllustration />
        <Text ta="center">{copy.ensureAvailable}</Text>
        <Text ta="center">{copy.cantWaitToChat}</Text>
        <SocialLinks links={socialLinks} />
      </OutcomeDialog>
    </>
  );
}
