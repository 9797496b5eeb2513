import { ARBITRATION_NEGOTIATION_DAYS, LIABILITY_CAP_NAIRA } from '@intake/contracts/constants';
import { termsCopy } from '@intake/contracts/copy/applicants';
import { copy } from '@intake/contracts/copy/shared';
import { Anchor, List, Modal, Stack, Text, Title } from '@mantine/core';
import { formatNaira } from '../../../lib/format';
import { EnsureAppProviders } from '../../../lib/providers';
import { useSchool } from '../../../lib/school';

type TermsDialogProps = { onClose: () => void; mainSiteUrl?: string };

/** The Terms and Conditions with the privacy policy; the words are in contracts (copy/applicants.ts). */
export default function TermsDialog({ onClose, mainSiteUrl }: TermsDialogProps) {
  const school = useSchool();
  return (
    <EnsureAppProviders>
      <Modal
        opened
        onClose={onClose}
        title={copy.termsAndConditions}
        size="lg"
        closeButtonProps={{ 'aria-label': copy.close }}
      >
        <Stack gap="sm">
          <Text size="sm">{termsCopy.parties(school.legalName, school.name)}</Text>
          <Title order={3}>{termsCopy.privacyTitle}</Title>
          {termsCopy.privacy.map(({ heading, text }) => (
            <Text size="sm" key={heading}>
              <strong>{heading}</strong> {text}
            </Text>
          ))}
          <Text size="sm">
            <strong>{termsCopy.howToUse}</strong> {termsCopy.sendUsAnEmail}
            {school.contactEmail ? (
              <>
                {' '}
                {termsCopy.to}{' '}
                <Anchor href={`mailto:${school.contactEmail}`} inherit>
                  {school.contactEmail}
                </Anchor>
              </>
            ) : (
              <>
                {termsCopy.contactOn}{' '}
                {mainSiteUrl ? (
                  <Anchor href={mainSiteUrl} target="_blank" rel="noopener noreferrer" inherit>
                    {termsCopy.ourMainSite}
                  </Anchor>
                ) : (
                  termsCopy.ourMainSite
                )}
              </>
            )}
            {termsCopy.answerWithin}
          </Text>
          <Title order={3}>{termsCopy.termsTitle}</Title>
          <List size="sm" spacing="xs">
            <List.Item>{termsCopy.nonRefundable}</List.Item>
            <List.Item>{termsCopy.liabilityCap(formatNaira(LIABILITY_CAP_NAIRA))}</List.Item>
            <List.Item>{termsCopy.disputes(ARBITRATION_NEGOTIATION_DAYS)}</List.Item>
          </List>
        </Stack>
      </Modal>
    </EnsureAppProviders>
  );
}
