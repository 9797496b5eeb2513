import type { PartnerApplication } from '@intake/contracts';
import { applyToPartner as applyToPartnerCall } from '@intake/contracts/endpoints/company-forms';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const applyToPartner = (application: PartnerApplication) =>
  callEndpoint(applyToPartnerCall, { body: application });

export const useApplyToPartnerMutation = () => useMutation({ mutationFn: applyToPartner });
