import type { QueryClient } from '@tanstack/react-query';
import { reviewAssignmentKeys } from './query-keys';

/** Loads, queues and conflicts all change together when an assignment moves. */
export const refreshAssignments = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: reviewAssignmentKeys.all });
