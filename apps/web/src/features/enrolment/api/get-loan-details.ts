import { loanDetailsSchema } from '@intake/contracts/enrolment';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `GET /api/native/getLoanDetails`: fullLegalName, nativeHomeAddress, needParentsConsent. */
export const getLoanDetails = () =>
  apiRequest('/api/native/getLoanDetails', { authenticated: true, schema: loanDetailsSchema });

export const useLoanDetailsQuery = () => useQuery({ queryKey: ['loan-details'], queryFn: getLoanDetails });
