import { getLoanDetails as getLoanDetailsCall } from '@intake/contracts/endpoints/agreements';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** fullLegalName, nativeHomeAddress, needParentsConsent. */
export const getLoanDetails = () => callEndpoint(getLoanDetailsCall);

export const useLoanDetailsQuery = () => useQuery({ queryKey: ['loan-details'], queryFn: getLoanDetails });
