import { recordsCopy } from '@intake/contracts/copy/applicant-records';
import { Button, Group, Text } from '@mantine/core';
import { pageWindow } from '../page-window';

type RecordsPaginationProps = {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
};

/** docs/spec/portal-spec.md §9: Previous, three windowed page buttons, from 4 pages on a last-page button, Next. */
export function RecordsPagination({ page, totalPages, onPage }: RecordsPaginationProps) {
  const { pages, last } = pageWindow(page, totalPages);
  const pageButton = (number: number, label: string) => (
    <Button
      key={number}
      size="compact-sm"
      miw={34}
      variant={number === page ? 'filled' : 'default'}
      aria-label={label}
      aria-current={number === page ? 'page' : undefined}
      onClick={() => onPage(number)}
    >
      {number}
    </Button>
  );
  return (
    <Group component="nav" aria-label={recordsCopy.pagination} gap="xxs" wrap="nowrap">
      <Button
        size="compact-sm"
        variant="default"
        aria-label={recordsCopy.previous}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        ‹
      </Button>
      {pages.map((number) => pageButton(number, recordsCopy.page(number)))}
      {last !== null && (
        <>
          {last - (pages.at(-1) ?? last) > 1 && (
            <Text span c="dimmed" aria-hidden="true">
              …
            </Text>
          )}
          {pageButton(last, recordsCopy.lastPage(last))}
        </>
      )}
      <Button
        size="compact-sm"
        variant="default"
        aria-label={recordsCopy.next}
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        ›
      </Button>
    </Group>
  );
}
