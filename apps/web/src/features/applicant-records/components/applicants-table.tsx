import type { ApplicantRecord } from '@intake/contracts/applicant-records';
import { recordsCopy } from '@intake/contracts/copy/applicant-records';
import { pagePath, paths } from '@intake/contracts/pages';
import { Anchor, Badge, Checkbox, Table } from '@mantine/core';
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

/** The applicants of one page. It scrolls sideways on a narrow screen rather than squeezing. */
export function ApplicantsTable({ records, caption, onOpen, selection }: ApplicantsTableProps) {
  const { columns } = recordsCopy;
  const selectedOnPage = selection ? records.filter((record) => selection.isSelected(record.id)).length : 0;
  return (
    <Table.ScrollContainer minWidth={760} type="native">
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
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((record) => {
            const { email, applicationStatus, ageRange, optedOut } = record.applicantDocument;
            const href = profileHref(email);
            return (
              <Table.Tr key={record.id}>
                {selection && (
                  <Table.Td>
                    <Checkbox
                      aria-label={selection.rowLabel(record)}
                      checked={selection.isSelected(record.id)}
                      onChange={() => selection.onToggle(record)}
                    />
                  </Table.Td>
                )}
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
                <Table.Td>
                  <Badge variant="light" radius="sm" style={{ textTransform: 'none' }}>
                    {statusLabel(applicationStatus, optedOut)}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
