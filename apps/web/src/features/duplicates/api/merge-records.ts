import type { MergeRecords } from '@intake/contracts/duplicates';
import { mergeRecords as mergeRecordsCall } from '@intake/contracts/endpoints/duplicates';
import { useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useSingleFlightMutation } from '../../../lib/single-flight-mutation';

/** Merge one record into the other (admins); the survivor keeps its account and e-mail. */
export const mergeRecords = (body: MergeRecords) => callEndpoint(mergeRecordsCall, { body });

/** Afterwards every cached profile, panel and list page may have changed: all are read again. */
export function useMergeRecordsMutation() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: mergeRecords,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
