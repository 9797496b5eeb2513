import type { PartnerApplication } from '@intake/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const applyToPartner = (application: PartnerApplication) =>
  apiRequest('/api/partner/apply', { method: 'POST', body: application });

export const useApplyToPartnerMutation = () => useMutation({ mutationFn: applyToPartner });
