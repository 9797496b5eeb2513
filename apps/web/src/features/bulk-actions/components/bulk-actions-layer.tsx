import type { ApplicantFilterQuery } from '@intake/contracts/applicant-records';
import { type BulkActionKind, bulkKindRoles } from '@intake/contracts/bulk-actions';
import { bulkCopy } from '@intake/contracts/copy/bulk-actions';
import { recordsReviewCopy } from '@intake/contracts/copy/records-review';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useSessionUser } from '../../../lib/session';
import { useExportSelectionMutation } from '../api/export-selection';
import { RecentBulkActions } from './recent-bulk-actions';

// The dialogs bring the actions' schemas and their fields (dates, reasons, sessions, the message
// preview); staff open them now and then, so the records screen neither downloads nor runs them
// on its first paint (bench/lighthouse.ts), only when one opens.
const loadDialogs = () => import('./bulk-action-modal');
const BulkActionModal = lazy(() => loadDialogs().then((dialogs) => ({ default: dialogs.BulkActionModal })));
const BulkActionProgressModal = lazy(() =>
  loadDialogs().then((dialogs) => ({ default: dialogs.BulkActionProgressModal })),
);

type Row = { id: string; firstName: string; lastName: string; blind: boolean; applicationNumber: number };

/** The selection as the records table reads it (the records feature's TableSelection, by shape). */
type Selection = {
  isSelected: (id: string) => boolean;
  onToggle: (record: Row) => void;
  onTogglePage: (records: Row[]) => void;
  pageLabel: string;
  rowLabel: (record: Row) => string;
};

export type BulkActionsLayerProps = {
  filter: ApplicantFilterQuery;
  total: number;
  capped: boolean;
  children: (selection: Selection | undefined) => ReactNode;
};

/** Selected rows by id, or every applicant of the filter. */
type Chosen = { mode: 'ids'; ids: ReadonlySet<string> } | { mode: 'filter' };
const none = (): Chosen => ({ mode: 'ids', ids: new Set() });

/**
 * The records list's selection and its bulk-action bar (issue 22.6): a checkbox per row and for the
 * page, "select all N matching", and the actions the user's role may start.
 */
export function BulkActionsLayer({ filter, total, capped, children }: BulkActionsLayerProps) {
  const user = useSessionUser();
  const role = user?.roles;
  const filterKey = JSON.stringify(filter);
  // A selection belongs to the filter it was made on: a new filter starts with none, so nothing
  // out of sight is acted on.
  const [kept, setKept] = useState<{ key: string; chosen: Chosen }>({ key: filterKey, chosen: none() });
  const chosen = kept.key === filterKey ? kept.chosen : none();
  const setChosen = (next: Chosen | ((was: Chosen) => Chosen)) =>
    setKept((was) => {
      const from = was.key === filterKey ? was.chosen : none();
      return { key: filterKey, chosen: typeof next === 'function' ? next(from) : next };
    });
  const [kind, setKind] = useState<BulkActionKind>();
  const [following, setFollowing] = useState<string>();
  const exporter = useExportSelectionMutation();

  if (role !== 'ADMIN' && role !== 'ELDER') return <>{children(undefined)}</>;
  const count = chosen.mode === 'filter' ? total : chosen.ids.size;
  const ids = chosen.mode === 'ids' ? [...chosen.ids] : [];
  const toggle = (id: string, on: boolean, from: ReadonlySet<string>) => {
    const next = new Set(from);
    if (on) next.add(id);
    else next.delete(id);
    return next;
  };
  const selection: Selection = {
    isSelected: (id) => chosen.mode === 'filter' || chosen.ids.has(id),
    onToggle: (record) =>
      setChosen((was) => ({
        mode: 'ids',
        ids: toggle(
          record.id,
          !(was.mode === 'filter' || was.ids.has(record.id)),
          was.mode === 'ids' ? was.ids : new Set(),
        ),
      })),
    onTogglePage: (records) =>
      setChosen((was) => {
        const from = was.mode === 'ids' ? was.ids : new Set<string>();
        const all = was.mode === 'filter' || records.every((record) => from.has(record.id));
        return { mode: 'ids', ids: records.reduce((set, record) => toggle(record.id, !all, set), from) };
      }),
    pageLabel: bulkCopy.selectPage,
    rowLabel: (record) =>
      bulkCopy.selectRow(
        record.blind
          ? recordsReviewCopy.blindName(record.applicationNumber)
          : `${record.firstName} ${record.lastName}`,
      ),
  };
  const kinds = (Object.keys(bulkKindRoles) as BulkActionKind[]).filter((k) =>
    bulkKindRoles[k].includes(role),
  );
  const target = chosen.mode === 'filter' ? { filter } : { applicantIds: ids };

  return (
    <Stack gap="xs">
      {count > 0 && (
        <Paper withBorder p="xs" radius="md" role="region" aria-label={bulkCopy.barLabel}>
          <Stack gap="xs">
            <Group gap="xs" wrap="wrap">
              <Text fw={600} role="status">
                {bulkCopy.selected(count)}
              </Text>
              {chosen.mode === 'ids' && total > count && !capped && (
                <Button size="xs" variant="light" onClick={() => setChosen({ mode: 'filter' })}>
                  {bulkCopy.selectAll(total)}
                </Button>
              )}
              <Button size="xs" variant="default" onClick={() => setChosen({ mode: 'ids', ids: new Set() })}>
                {bulkCopy.clear}
              </Button>
            </Group>
            <Group gap="xs" wrap="wrap">
              {kinds.map((k) => (
                <Button key={k} size="xs" variant="light" onClick={() => setKind(k)}>
                  {bulkCopy.kinds[k]}
                </Button>
              ))}
              {chosen.mode === 'ids' && (
                <Button
                  size="xs"
                  variant="default"
                  loading={exporter.isPending}
                  onClick={() => exporter.mutate(ids)}
                >
                  {bulkCopy.exportSelection}
                </Button>
              )}
            </Group>
            {chosen.mode === 'filter' && (
              <Text size="xs" c="dimmed">
                {bulkCopy.exportFilterHint}
              </Text>
            )}
            {exporter.isError && (
              <Text size="sm" c="red" role="alert">
                {errorMessage(exporter.error)}
              </Text>
            )}
          </Stack>
        </Paper>
      )}
      {children(selection)}
      <RecentBulkActions onOpen={setFollowing} />
      <Suspense fallback={null}>
        {following && (
          <BulkActionProgressModal actionId={following} onClose={() => setFollowing(undefined)} />
        )}
        {kind && (
          <BulkActionModal kind={kind} count={count} target={target} onClose={() => setKind(undefined)} />
        )}
      </Suspense>
    </Stack>
  );
}
