import type { CreateBulkAction } from '@intake/contracts/bulk-actions';
import { createBulkAction as createCall } from '@intake/contracts/endpoints/bulk-actions';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** `POST /api/bulkActions`: starts the action; the same key (a resend) answers the same action. */
export const useCreateBulkActionMutation = () =>
  useMutation({ mutationFn: (body: CreateBulkAction) => callEndpoint(createCall, { body }) });
