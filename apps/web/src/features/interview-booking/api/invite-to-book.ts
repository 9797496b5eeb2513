import { inviteToBook } from '@intake/contracts/endpoints/interview-booking';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const useInviteToBookMutation = () =>
  useMutation({
    mutationFn: (applicantEmail: string) => callEndpoint(inviteToBook, { body: { applicantEmail } }),
  });
