import { erasureRequestAnswerSchema } from '@intake/contracts/privacy';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `POST /api/user/me/erasure` `{reason?}`: asks the admins to erase your data. */
export const requestErasure = (reason: string) =>
  apiRequest('/api/user/me/erasure', {
    method: 'POST',
    body: reason.trim() ? { reason: reason.trim() } : {},
    authenticated: true,
    schema: erasureRequestAnswerSchema,
  });

export const useRequestErasureMutation = () => useMutation({ mutationFn: requestErasure });
