import { getTuition as getTuitionCall } from '@intake/contracts/endpoints/payment-plan';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** The fee, the tuition paid and confirmed, and what is left to pay. */
export const getTuition = () => callEndpoint(getTuitionCall);

export const useTuitionQuery = () => useQuery({ queryKey: ['tuition'], queryFn: getTuition });
