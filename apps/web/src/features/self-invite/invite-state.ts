import { type InfoSession, infoSessionSchema } from '@intake/contracts/info-sessions';

/** What the form hands the confirmation screen through router state. */
export type SelfInviteState = { email: string; session: InfoSession };

/** The state if it is the form's (a reload or a typed address has none, or something else). */
export function readSelfInviteState(state: unknown): SelfInviteState | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { email, session } = state as Partial<Record<keyof SelfInviteState, unknown>>;
  const parsed = infoSessionSchema.safeParse(session);
  if (typeof email !== 'string' || !parsed.success) return undefined;
  return { email, session: parsed.data };
}
