import { previewBulkMessage as previewCall } from '@intake/contracts/endpoints/message-timeline';
import type { BulkMessagePreviewInput } from '@intake/contracts/message-timeline';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** `POST /api/bulkActions/messagePreview`: each channel's text, recipients, SMS units and cost. */
export const useBulkMessagePreviewMutation = () =>
  useMutation({ mutationFn: (body: BulkMessagePreviewInput) => callEndpoint(previewCall, { body }) });
