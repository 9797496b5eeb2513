import { emailLinkOutcomeSchema, emailLinkStateSchema } from '@intake/contracts/auth';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The link's state before the click (a GET that changes nothing): null while it awaits the click. */
export const useEmailLinkStateQuery = (statePath: string) =>
  useQuery({
    queryKey: ['email-link', statePath],
    queryFn: () => apiRequest(statePath, { schema: emailLinkStateSchema }),
    retry: false,
    staleTime: 0,
  });

/**
 * The one click: a POST with the token in its path; answers the outcome page. `authenticated`
 * sends the session too, for links only a signed-in member of staff may answer.
 */
export const useEmailLinkClickMutation = (authenticated: boolean) =>
  useMutation({
    mutationFn: (actionPath: string) =>
      apiRequest(actionPath, { method: 'POST', authenticated, schema: emailLinkOutcomeSchema }),
  });
