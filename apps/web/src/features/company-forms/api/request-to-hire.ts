import type { HireRequest } from '@intake/contracts';
import { requestToHire as requestToHireCall } from '@intake/contracts/endpoints/company-forms';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const requestToHire = (hireRequest: HireRequest) =>
  callEndpoint(requestToHireCall, { body: hireRequest });

export const useRequestToHireMutation = () => useMutation({ mutationFn: requestToHire });
