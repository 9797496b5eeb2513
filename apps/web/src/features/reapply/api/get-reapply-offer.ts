import { getReapplyOffer as getReapplyOfferCall } from '@intake/contracts/endpoints/reapply';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const reapplyOfferQueryKey = ['reapply-offer'] as const;

/** The cohort the applicant may apply to again now, or none (issue 23.4). */
export const useReapplyOfferQuery = () =>
  useQuery({
    queryKey: reapplyOfferQueryKey,
    queryFn: () => callEndpoint(getReapplyOfferCall),
    retry: false,
  });
