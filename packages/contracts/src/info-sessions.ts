import { z } from 'zod';
import { emailParamSchema } from './email.ts';
import { messages } from './messages.ts';

export const INFO_SESSION_MODES = ['Online', 'Offline'] as const;
/** How long a session lasts, and how early its join link opens (the spec does not say). */
export const INFO_SESSION_MINUTES = 90;
export const INFO_SESSION_EARLY_JOIN_MINUTES = 15;

export const wireDateSchema = z.string().regex(/^\d{2}-\d{2}-\d{4}$/, 'Date must be dd-MM-yyyy');
export const wireTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be HH:mm (24-hour)');

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => value || undefined)
    .optional();

/**
 * docs/spec/portal-spec.md §7's body (mode, infoSessionLink, sessionTime, sessionDate) plus, for an Offline session, its
 * venue (issue 19.9): an Online session needs its http(s) link, an Offline one the venue's address
 * (its link and directions are optional). An Online session keeps no venue.
 */
const infoSessionFields = z.object({
  mode: z.enum(INFO_SESSION_MODES, { error: 'Mode must be Online or Offline' }),
  infoSessionLink: z
    .string()
    .trim()
    .max(2000)
    .transform((value) => value || undefined)
    .pipe(z.url({ protocol: /^https?$/, error: 'The link must be an http(s) address' }).optional())
    .optional(),
  venueAddress: optionalText(500),
  venueDirections: optionalText(2000),
  sessionDate: wireDateSchema,
  sessionTime: wireTimeSchema,
});

function requirePlace(
  input: { mode: string; infoSessionLink?: string | undefined; venueAddress?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (input.mode === 'Online' && !input.infoSessionLink)
    ctx.addIssue({ code: 'custom', path: ['infoSessionLink'], message: messages.infoSessionNeedsLink });
  if (input.mode === 'Offline' && !input.venueAddress)
    ctx.addIssue({ code: 'custom', path: ['venueAddress'], message: messages.infoSessionNeedsVenue });
}

export const infoSessionInputSchema = infoSessionFields.superRefine(requirePlace);
export type InfoSessionInput = z.infer<typeof infoSessionInputSchema>;

export const infoSessionUpdateSchema = infoSessionFields
  .extend({ infoSessionId: z.uuid('Unknown session') })
  .superRefine(requirePlace);

/** A session as listed; the link is left out for those who reach it only through their invitation. */
export const infoSessionSchema = z.object({
  infoSessionId: z.string(),
  mode: z.enum(INFO_SESSION_MODES),
  infoSessionLink: z.string().optional(),
  /** An Offline session's venue, listed to everyone: it is where applicants choose to go. */
  venueAddress: z.string().optional(),
  venueDirections: z.string().optional(),
  sessionDate: z.string(),
  sessionTime: z.string(),
  sessionDetails: z.string(),
  /** On the applicant's own booking while it can be joined (its link is then given too). */
  joinable: z.boolean().optional(),
});
export type InfoSession = z.infer<typeof infoSessionSchema>;

export const infoSessionIdParamSchema = z.object({ infoSessionId: z.uuid('Unknown session') });

/**
 * Self-invite (POST /api/infoSession/selfInvite/{email}/{infoSessionId}): a session id that is not
 * one answers like an unknown or past session, with the spec's sentence.
 */
export const selfInviteParamsSchema = z.object({
  email: emailParamSchema.shape.email,
  infoSessionId: z.string().trim().pipe(z.uuid(messages.infoSessionExpired)),
});
export type SelfInviteParams = z.infer<typeof selfInviteParamsSchema>;

/** The optional body: only the hidden honeypot field (a filled one is a bot, told it went through). */
export const selfInviteBodySchema = z.object({ website: z.string().max(500).optional() }).nullish();

/** A session just created or changed, with the sentence to show. */
export const savedInfoSessionSchema = z.object({ message: z.string(), infoSession: infoSessionSchema });

/** Notify: how many booked applicants were mailed their invitation. */
export const infoSessionNoticeSchema = z.object({ message: z.string(), sent: z.number() });
