import type { ApplicantFilterQuery, ApplicantStage } from '@intake/contracts/applicant-records';
import { SEARCH_COUNT_CAP } from '@intake/contracts/applicant-records';
import { recordsCopy } from '@intake/contracts/copy/applicant-records';
import {
  Alert,
  Box,
  Button,
  Center,
  Group,
  Loader,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ComponentType, type ReactNode, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api-error';
import { useSessionUser } from '../../../lib/session';
import { useExportApplicantsMutation } from '../api/export-applicants';
import { useApplicantsPageQuery } from '../api/get-applicants-page';
import { totalPagesOf } from '../page-window';
import {
  PAGE_SIZES,
  parseRecordsQuery,
  type RecordsQuery,
  recordsSearchParams,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MAX_LENGTH,
} from '../records-query';
import classes from './applicant-records-screen.module.css';
import { ApplicantsTable, type TableSelection } from './applicants-table';
import { RecordsPagination } from './records-pagination';
import { RegisterApplicantDialog } from './register-applicant-dialog';
import { ReviewControls } from './review-controls';
import { StageMenu } from './stage-menu';

const MENU_KEY = 'applicantMenuCollapsed';

function readCollapsed() {
  try {
    return localStorage.getItem(MENU_KEY) === 'true';
  } catch {
    return false;
  }
}

/** The filter lives in the query string, so a reload or a shared link shows the same list. */
function useRecordsQuery() {
  const [params, setParams] = useSearchParams();
  const query = parseRecordsQuery(params);
  const update = (changes: Partial<RecordsQuery>, { replace = false } = {}) =>
    setParams(recordsSearchParams({ ...query, ...changes }), { replace });
  const hrefFor = (stage: ApplicantStage) => {
    const search = recordsSearchParams({ ...query, stage, page: 1 }).toString();
    return { search: search ? `?${search}` : '' };
  };
  return { query, update, hrefFor };
}

/**
 * What a selection layer composed by the page is given: the filter and its total, and the table to
 * render with its selection (the bulk actions live in their own feature).
 */
export type RecordsSelectionLayer = ComponentType<{
  filter: ApplicantFilterQuery;
  total: number;
  capped: boolean;
  children: (selection: TableSelection | undefined) => ReactNode;
}>;

/**
 * The staff applicant list, /dashboard/all-applicants (docs/spec/portal-spec.md §2, §9; issue 4 item 1). Paging,
 * stage filter and search run on the server; admins and elders may also register an applicant.
 */
export function ApplicantRecordsScreen({
  selectionLayer: SelectionLayer,
}: {
  selectionLayer?: RecordsSelectionLayer;
} = {}) {
  const user = useSessionUser();
  const canAct = user?.roles === 'ADMIN' || user?.roles === 'ELDER';
  const { query, update, hrefFor } = useRecordsQuery();
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [registerOpened, setRegisterOpened] = useState(false);

  const toggleMenu = () => {
    setCollapsed((was) => {
      try {
        localStorage.setItem(MENU_KEY, String(!was));
      } catch {
        // Private mode: the menu just forgets.
      }
      return !was;
    });
  };

  // Typing updates the box at once and the URL (hence the request) once typing pauses.
  const [searchInput, setSearchInput] = useState(query.search);
  const [debouncedSearch] = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  // A profile opened while typing pauses must not be undone by the search landing after it: the
  // router would apply that URL change last and bring the user back here.
  const leaving = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the pause ends, not when the URL moves.
  useEffect(() => {
    if (leaving.current || debouncedSearch === query.search) return;
    update({ search: debouncedSearch, page: 1 }, { replace: true });
  }, [debouncedSearch]);
  // Back, forward or a link changed the search: the box follows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only an outside change of the URL matters.
  useEffect(() => {
    if (query.search !== searchInput.trim()) setSearchInput(query.search);
  }, [query.search]);

  const list = useApplicantsPageQuery(query);
  const exporter = useExportApplicantsMutation();
  // A page that has come is drawn in a render React may interrupt, not in the one the query's
  // answer starts: that one cannot yield, and drawing the table, its checkboxes and the bulk
  // actions in it was a long task on a phone (bench/lighthouse.ts). Until then the screen shows
  // what it showed, the loader or the last page.
  const data = useDeferredValue(list.data);
  const totalPages = data ? totalPagesOf(data.total, query.size) : 1;
  const filtered =
    query.stage !== 'all' || query.search !== '' || query.reviews !== 'any' || query.minScore !== null;
  const stageLabel = recordsCopy.stages[query.stage];

  const renderBody = (selection?: TableSelection) => {
    if (list.isError) {
      return (
        <Alert color="red" title={errorMessage(list.error)} role="alert">
          <Button size="xs" variant="light" color="red" onClick={() => void list.refetch()}>
            {recordsCopy.retry}
          </Button>
        </Alert>
      );
    }
    if (!data) {
      return (
        <Center py="xl">
          <Group gap="xs">
            <Loader size="sm" />
            <Text size="sm">{recordsCopy.loading}</Text>
          </Group>
        </Center>
      );
    }
    if (data.records.length === 0) {
      if (query.page > 1 && data.total > 0) {
        return (
          <Stack align="center" py="xl" gap="sm">
            <Text>{recordsCopy.emptyPage}</Text>
            <Button variant="light" onClick={() => update({ page: 1 })}>
              {recordsCopy.firstPage}
            </Button>
          </Stack>
        );
      }
      return (
        <Text ta="center" py="xl" c="dimmed">
          {filtered ? recordsCopy.emptyFiltered : recordsCopy.emptyAll}
        </Text>
      );
    }
    return (
      <div className={list.isPlaceholderData ? classes.busy : undefined} aria-busy={list.isFetching}>
        <ApplicantsTable
          records={data.records}
          selection={selection}
          caption={recordsCopy.tableCaption(stageLabel)}
          onOpen={() => {
            leaving.current = true;
          }}
        />
      </div>
    );
  };

  const body = (selection?: TableSelection) => (
    <Paper withBorder radius="md" p={0}>
      {renderBody(selection)}
    </Paper>
  );

  const from = data && data.records.length > 0 ? (query.page - 1) * query.size + 1 : 0;
  const to = data ? from + data.records.length - (data.records.length > 0 ? 1 : 0) : 0;

  return (
    <Box component="main" px={{ base: 'xs', sm: 'md' }} py="md" maw={1400} mx="auto">
      <Group justify="space-between" align="center" gap="sm" mb="md" wrap="wrap">
        <div>
          <Title order={1}>{recordsCopy.title}</Title>
          {user && <Text c="dimmed">{recordsCopy.greeting(user.firstName)}</Text>}
        </div>
        {canAct && <Button onClick={() => setRegisterOpened(true)}>{recordsCopy.register}</Button>}
      </Group>

      <div className={classes.layout}>
        <StageMenu active={query.stage} collapsed={collapsed} onToggle={toggleMenu} hrefFor={hrefFor} />

        <Stack className={classes.content} gap="sm">
          <div className={classes.toolbar}>
            <TextInput
              className={classes.search}
              type="search"
              label={recordsCopy.search}
              placeholder={recordsCopy.searchPlaceholder}
              value={searchInput}
              maxLength={SEARCH_MAX_LENGTH}
              onChange={(event) => setSearchInput(event.currentTarget.value)}
            />
            <NativeSelect
              label={recordsCopy.pageSize}
              value={String(query.size)}
              data={PAGE_SIZES.map((size) => ({ value: String(size), label: recordsCopy.showing(size) }))}
              onChange={(event) => update({ size: Number(event.currentTarget.value), page: 1 })}
            />
            <Button
              variant="default"
              loading={exporter.isPending}
              onClick={() =>
                exporter.mutate({
                  stage: query.stage,
                  search: query.search,
                  reviews: query.reviews,
                  minScore: query.minScore,
                })
              }
            >
              {recordsCopy.export}
            </Button>
          </div>
          <div className={classes.toolbar}>
            <ReviewControls query={query} onChange={(changes) => update(changes)} />
          </div>
          {exporter.isError && (
            <Alert
              color="red"
              role="alert"
              withCloseButton
              closeButtonLabel="Dismiss"
              onClose={() => exporter.reset()}
            >
              {recordsCopy.exportFailed(errorMessage(exporter.error))}
            </Alert>
          )}

          {SelectionLayer && data && data.total > 0 ? (
            <SelectionLayer
              filter={{
                stage: query.stage,
                search: query.search,
                ...(query.reviews !== 'any' && { reviews: query.reviews }),
                ...(query.minScore !== null && { minScore: query.minScore }),
              }}
              total={data.total}
              capped={data.capped}
            >
              {body}
            </SelectionLayer>
          ) : (
            body()
          )}

          {data && data.total > 0 && (
            <Group justify="space-between" gap="sm" wrap="wrap">
              <Text size="sm" c="dimmed" role="status">
                {recordsCopy.range(from, to, data.total, data.capped)}
              </Text>
              <RecordsPagination
                page={Math.min(query.page, totalPages)}
                totalPages={totalPages}
                onPage={(page) => update({ page })}
              />
            </Group>
          )}
          {data?.capped && (
            <Text size="sm" c="dimmed">
              {recordsCopy.capped(SEARCH_COUNT_CAP)}
            </Text>
          )}
        </Stack>
      </div>

      {canAct && <RegisterApplicantDialog opened={registerOpened} onClose={() => setRegisterOpened(false)} />}
    </Box>
  );
}
