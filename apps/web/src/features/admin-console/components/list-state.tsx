import { adminCopy } from '@intake/contracts/copy/admin-console';
import { Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormError } from '../../../components/form/form-error';
import { errorMessage } from '../../../lib/api-error';

type ListStateProps<Item> = {
  query: UseQueryResult<Item[]>;
  emptyText: string;
  children: (items: Item[]) => ReactNode;
};

/** A console list: loading, the server's error, an empty sentence, or the items (kept on a failed refresh). */
export function ListState<Item>({ query, emptyText, children }: ListStateProps<Item>) {
  const items = query.data ?? [];
  return (
    <>
      {query.isPending ? <Text size="sm">{adminCopy.loading}</Text> : null}
      {query.isError ? <FormError message={errorMessage(query.error)} /> : null}
      {query.isSuccess && items.length === 0 ? <Text size="sm">{emptyText}</Text> : null}
      {items.length > 0 ? children(items) : null}
    </>
  );
}
