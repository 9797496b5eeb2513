import { confirmAttendance, confirmAttendanceState } from '@intake/contracts/endpoints/interview-booking';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

const key = (token: string) => ['interview-confirm', token];

/** The booking the reminder's confirm link names, read without confirming anything. */
export const useConfirmAttendanceState = (token: string) =>
  useQuery({
    queryKey: key(token),
    queryFn: () => callEndpoint(confirmAttendanceState, { params: { token } }),
  });

/** The click that confirms; a repeat answers as the first. */
export const useConfirmAttendanceMutation = (token: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(confirmAttendance, { params: { token } }),
    onSuccess: (state) => queryClient.setQueryData(key(token), state),
  });
};
