import { discountCodeLookupResponseSchema } from '@intake/contracts/enrolment';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `GET /api/native/discountCode/{code}`: what a code takes off (its uses are taken on submit). */
export const lookupDiscountCode = (code: string) =>
  apiRequest(`/api/native/discountCode/${encodeURIComponent(code)}`, {
    authenticated: true,
    schema: discountCodeLookupResponseSchema,
  });

/** A mutation, not a query: the applicant checks a code by pressing a button. */
export const useLookupDiscountCodeMutation = () => useMutation({ mutationFn: lookupDiscountCode });
