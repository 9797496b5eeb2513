import type { ApplicantRecord } from '@intake/contracts/applicant-records';
import { recordsCopy } from '@intake/contracts/copy/applicant-records';
import { recordsReviewCopy } from '@intake/contracts/copy/records-review';
import { pagePath, paths } from '@intake/contracts/pages';
import { Anchor, Badge, Checkbox, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { statusLabel } from '../labels';

/** Where a row leads: the applicant's profile, by e-mail (docs/spec/portal-spec.md §2). */
export const profileHref = (email: string) => pagePath(paths.profile, { id: email });

/** Row selection, when a screen composes one (the bulk actions): a checkbox per row and for the page. */
export type TableSelection = {
  isSelected: (id: string) => boolean;
  onToggle: (record: ApplicantRecord) => void;
  onTogglePage: (records: ApplicantRecord[]) => void;
  pageLabel: string;
  rowLabel: (record: ApplicantRecord) => string;
};

type ApplicantsTableProps = {
  selection?: TableSelection;
  records: ApplicantRecord[];
  caption: string;
  /** Called as a row's link is followed, before the profile opens. */
  onOpen?: () => void;
};

/** A cell an elder may not see in the blind first round (issue 22.4). */
const Withheld = () => (
  <Text span size="sm" c="dimmed">
    {recordsReviewCopy.withheld}
  </Text>
);

/** The first-round aggregate: its score to one decimal, and its number of reviews with a flag. */
function ReviewCells({ review }: { review: ApplicantRecord['review'] }) {
  return (
    <>
      <Table.Td>{recordsReviewCopy.score(review.score)}</Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          {review.count}
          {review.disagrees && (
            <Badge
              color="orange"
              variant="light"
              radius="sm"
              role="img"
              aria-label={recordsReviewCopy.disagreeLabel}
              title={recordsReviewCopy.disagreeLabel}
              style={{ textTransform: 'none' }}
            >
              {recordsReviewCopy.disagree}
            </Badge>
          )}
        </Group>
      </Table.Td>
    </>
  );
}

/**
 * The applicants of one page. It scrolls sideways on a narrow screen rather than squeezing. A blind
 * row names the application number only and links nowhere: its e-mail is withheld.
 */
export function ApplicantsTable({ records, caption, onOpen, selection }: ApplicantsTableProps) {
  const { columns } = recordsCopy;
  const selectedOnPage = selection ? records.filter((record) => selection.isSelected(record.id)).length : 0;
  return (
    <Table.ScrollContainer minWidth={900} type="native">
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th w={40}>
                <Checkbox
                  aria-label={selection.pageLabel}
                  checked={records.length > 0 && selectedOnPage === records.length}
                  indeterminate={selectedOnPage > 0 && selectedOnPage < records.length}
                  onChange={() => selection.onTogglePage(records)}
                />
              </Table.Th>
            )}
            <Table.Th>{columns.name}</Table.Th>
            <Table.Th>{columns.email}</Table.Th>
            <Table.Th>{columns.phone}</Table.Th>
            <Table.Th>{columns.gender}</Table.Th>
            <Table.Th>{columns.ageRange}</Table.Th>
            <Table.Th>{columns.status}</Table.Th>
            <Table.Th>{recordsReviewCopy.columns.score}</Table.Th>
            <Table.Th>{recordsReviewCopy.columns.reviews}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((record) => {
            const { email, applicationStatus, ageRange, optedOut } = record.applicantDocument;
            const status = (
              <Table.Td>
                <Badge variant="light" radius="sm" style={{ textTransform: 'none' }}>
                  {statusLabel(applicationStatus, optedOut)}
                </Badge>
              </Table.Td>
            );
            const select = selection && (
              <Table.Td>
                <Checkbox
                  aria-label={selection.rowLabel(record)}
                  checked={selection.isSelected(record.id)}
                  onChange={() => selection.onToggle(record)}
                />
              </Table.Td>
            );
            if (record.blind) {
              return (
                <Table.Tr key={record.id}>
                  {select}
                  <Table.Td fw={600}>{recordsReviewCopy.blindName(record.applicationNumber)}</Table.Td>
                  <Table.Td>
                    <Withheld />
                  </Table.Td>
                  <Table.Td>
                    <Withheld />
                  </Table.Td>
                  <Table.Td>
                    <Withheld />
                  </Table.Td>
                  <Table.Td>
                    <Withheld />
                  </Table.Td>
                  {status}
                  <ReviewCells review={record.review} />
                </Table.Tr>
              );
            }
            const href = profileHref(email);
            return (
              <Table.Tr key={record.id}>
                {select}
                <Table.Td>
                  <Anchor component={Link} to={href} fw={600} onClick={onOpen}>
                    {record.firstName} {record.lastName}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={href} c="dimmed" tabIndex={-1} onClick={onOpen}>
                    {email}
                  </Anchor>
                </Table.Td>
                <Table.Td>{record.phone}</Table.Td>
                <Table.Td>{record.gender}</Table.Td>
                <Table.Td>{ageRange}</Table.Td>
                {status}
                <ReviewCells review={record.review} />
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
