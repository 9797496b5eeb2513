import { listDiscountCodes } from '@intake/contracts/endpoints/discount-codes';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** The codes with their remaining uses. */
export const getDiscountCodes = () => callEndpoint(listDiscountCodes);

export const useDiscountCodesQuery = () =>
  useQuery({ queryKey: adminKeys.discountCodes, queryFn: getDiscountCodes });
