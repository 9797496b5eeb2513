import type { emailLinkOutcomeSchema, emailLinkStateSchema } from '@intake/contracts/auth';
import type { Endpoint, EndpointResponse } from '@intake/contracts/endpoint';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../lib/api-client';

/** What the page an e-mailed link opens asks before the click: null while the link awaits it. */
export type ReadLinkState = (token: string) => Promise<z.output<typeof emailLinkStateSchema>>;
/** The click (a POST with the token in its path): the outcome page to show. */
export type ClickLink = (token: string) => Promise<z.output<typeof emailLinkOutcomeSchema>>;

type TokenParams = z.ZodType<{ token: string }, { token: string }>;

/** A declared call of a link's page, bound to be made with the link's token. */
export const linkCall =
  <E extends Endpoint & { params: TokenParams }>(endpoint: E) =>
  (token: string): Promise<EndpointResponse<E>> =>
    (callEndpoint as (call: Endpoint, input: object) => Promise<EndpointResponse<E>>)(endpoint, {
      params: { token },
    });

/** The link's state before the click (a GET that changes nothing); a token opens one page only. */
export const useEmailLinkStateQuery = (token: string, readState: ReadLinkState) =>
  useQuery({
    queryKey: ['email-link', token],
    queryFn: () => readState(token),
    retry: false,
    staleTime: 0,
  });

/** The one click, with the choice it was made on (so that its button shows it is on its way). */
export const useEmailLinkClickMutation = (token: string) =>
  useMutation({ mutationFn: (choice: { label: string; click: ClickLink }) => choice.click(token) });
