import { getSmsUnitsByMonth } from '@intake/contracts/endpoints/finance';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** `GET /api/finance/smsUnits`: SMS units sent, by month and cohort. */
export const getSmsUnits = () => callEndpoint(getSmsUnitsByMonth);

export const useSmsUnitsQuery = () => useQuery({ queryKey: ['finance', 'sms-units'], queryFn: getSmsUnits });
