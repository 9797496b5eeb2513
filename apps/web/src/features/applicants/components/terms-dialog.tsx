import { ARBITRATION_NEGOTIATION_DAYS, LIABILITY_CAP_NAIRA } from '@intake/contracts/constants';
import { Anchor, List, Modal, Stack, Text, Title } from '@mantine/core';
import { copy } from '../../../lib/copy';
import { formatNaira } from '../../../lib/format';
import { EnsureAppProviders } from '../../../lib/providers';
import { useSchool } from '../../../lib/school';

type TermsDialogProps = { onClose: () => void; mainSiteUrl?: string };

/** The Terms and Conditions with the privacy policy (docs/spec/portal-spec.md §1), written for Nigeria's NDPA 2023. */
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
          <Text size="sm">
            These terms and this policy are between you and {school.legalName} (“the school”, “we”), which
            runs {school.name}.
          </Text>
          <Title order={3}>Privacy policy</Title>
          <Text size="sm">
            <strong>What we collect.</strong> Your name, e-mail address, phone number and dial code, gender
            and age range from this form; later, if you continue, your questionnaire answers, test results,
            interview notes, payment records and the documents you upload.
          </Text>
          <Text size="sm">
            <strong>Why.</strong> To assess your application, to contact you about each step of admission, to
            run the programme if you are admitted, and to meet our legal and accounting duties. We rely on
            your consent and on the steps needed before entering into a contract with you.
          </Text>
          <Text size="sm">
            <strong>Who sees it.</strong> Our admissions staff and reviewers, and the service providers who
            host our systems and send our e-mails, each bound to keep it confidential. We do not sell your
            data or share it for advertising.
          </Text>
          <Text size="sm">
            <strong>How long we keep it.</strong> For the admission cycle you applied to and two years after
            it, or, if you enrol, for the programme and six years after it for legal and accounting records;
            then we delete or anonymise it.
          </Text>
          <Text size="sm">
            <strong>Your rights.</strong> Under the Nigeria Data Protection Act 2023 you may ask to see the
            data we hold about you, to have it corrected or deleted, to receive it in a portable form, to
            object to or restrict its use, and to withdraw your consent at any time. You may also complain to
            the Nigeria Data Protection Commission.
          </Text>
          <Text size="sm">
            <strong>How to use them.</strong> Send us an e-mail from the address you applied with, saying
            which right you want to use
            {school.contactEmail ? (
              <>
                {' '}
                to{' '}
                <Anchor href={`mailto:${school.contactEmail}`} inherit>
                  {school.contactEmail}
                </Anchor>
              </>
            ) : (
              <>
                ; the contact address is on{' '}
                {mainSiteUrl ? (
                  <Anchor href={mainSiteUrl} target="_blank" rel="noopener noreferrer" inherit>
                    our main site
                  </Anchor>
                ) : (
                  'our main site'
                )}
              </>
            )}
            . We answer within 30 days.
          </Text>
          <Title order={3}>Terms</Title>
          <List size="sm" spacing="xs">
            <List.Item>
              Fees paid to the school are non-refundable. Admission depends on the test, the interview and the
              school's decision.
            </List.Item>
            <List.Item>
              The school's total liability to you for any claim is limited to{' '}
              {formatNaira(LIABILITY_CAP_NAIRA)}.
            </List.Item>
            <List.Item>
              Any dispute is first negotiated informally for {ARBITRATION_NEGOTIATION_DAYS} days; if it is not
              settled, it goes to arbitration in Lagos, Nigeria.
            </List.Item>
          </List>
        </Stack>
      </Modal>
    </EnsureAppProviders>
  );
}
