import { lookUpDiscountCode } from '@intake/contracts/endpoints/payment-plan';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** What a code takes off (its uses are taken on submit). */
export const lookupDiscountCode = (code: string) => callEndpoint(lookUpDiscountCode, { params: { code } });

/** A mutation, not a query: the applicant checks a code by pressing a button. */
export const useLookupDiscountCodeMutation = () => useMutation({ mutationFn: lookupDiscountCode });
