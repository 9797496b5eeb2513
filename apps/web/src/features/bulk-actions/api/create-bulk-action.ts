import type { CreateBulkAction } from '@intake/contracts/bulk-action-requests';
import { createBulkAction as createCall } from '@intake/contracts/endpoints/bulk-action-start';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** `POST /api/bulkActions`: starts the action; the same key (a resend) answers the same action. */
export const useCreateBulkActionMutation = () =>
  useMutation({ mutationFn: (body: CreateBulkAction) => callEndpoint(createCall, { body }) });
