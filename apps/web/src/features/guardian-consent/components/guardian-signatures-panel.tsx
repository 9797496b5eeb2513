import { guardianConsentCopy } from '@intake/contracts/copy/guardian-consent';
import type { GuardianSignature } from '@intake/contracts/guardian-consent';
import { Badge, Loader, Paper, Stack, Table, Title } from '@mantine/core';
import { FormError } from '../../../components/form/form-error';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/date-time';
import { useGuardianSignaturesQuery } from '../api/guardian-signatures';

const copy = guardianConsentCopy.staff;
const relationships = guardianConsentCopy.page.relationships;

/**
 * Staff's view of who consented to a learner's loan agreement (issue 25.7): the guardian's name and
 * relationship, the number they confirmed, when and from where. Nothing shows for a learner who
 * needed no guardian.
 */
export function GuardianSignaturesPanel({ applicantId }: { applicantId: string }) {
  const answers = useGuardianSignaturesQuery(applicantId);
  if (answers.isPending) return <Loader size="sm" aria-label={copy.loading} />;
  if (answers.isError) return <FormError message={errorMessage(answers.error)} />;
  if (answers.data.signatures.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="guardian-signatures-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="guardian-signatures-title">
          {copy.title}
        </Title>
        {answers.data.signatures.map((answer) => (
          <Answer key={answer.decidedAt} answer={answer} />
        ))}
      </Stack>
    </Paper>
  );
}

function Answer({ answer }: { answer: GuardianSignature }) {
  const rows: [string, string][] = [
    [copy.signedBy, answer.signedName ?? answer.guardianName],
    ...(answer.relationship
      ? [
          [
            copy.relationship,
            copy.relationshipOf(relationships[answer.relationship], answer.relationshipOther),
          ] as [string, string],
        ]
      : []),
    [copy.verifiedPhone, answer.verifiedPhone ?? ''],
    [copy.when, formatDateTime(answer.decidedAt)],
    [copy.from, [answer.ipAddress, answer.userAgent].filter(Boolean).join(' · ')],
    [copy.terms, answer.termsVersion],
    ...(answer.declineReason ? [[copy.reason, answer.declineReason] as [string, string]] : []),
  ];
  return (
    <Stack gap="xs">
      <Badge color={answer.state === 'signed' ? 'green' : 'gray'} variant="light">
        {answer.state === 'signed' ? copy.signed : copy.declined}
      </Badge>
      <Table.ScrollContainer minWidth={280}>
        <Table variant="vertical" withTableBorder>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={140}>{label}</Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
