import { z } from 'zod';
import { messages } from './messages.ts';

/** The withdraw / unsubscribe form (docs/spec/portal-spec.md §2, §3 "Withdrawal form", §5, §7). */
export const WITHDRAW_CHOICES = ['Unsubscribe for your Emails', 'Withdraw my Application', 'Other'] as const;
export type WithdrawChoice = (typeof WITHDRAW_CHOICES)[number];
export const WITHDRAW_BECAUSE_MAX_LENGTH = 2000;
/** The withdraw link in every applicant e-mail works this long, once. */
export const WITHDRAW_LINK_TTL_SECONDS = 180 * 24 * 3600;

/** The query parameter the spec's client builds: 'I want to <choice> because <text>'. */
export const withdrawalReason = (iWantTo: string, because: string) =>
  `I want to ${iWantTo} because ${because}`;

/**
 * The spec's quirk (§5): 'Kindly fill all fields' only when both fields are empty; either one
 * filled passes. A reason with no known choice counts as 'Other'.
 */
export function parseWithdrawalReason(
  reason: string,
): { choice: WithdrawChoice; because: string } | undefined {
  const text = reason.trim();
  // The spaces around the choice and the text are the pattern's, so its groups come out trimmed.
  const match = /^I want to\s*([\s\S]*?)\s*\bbecause\b\s*([\s\S]*)$/.exec(text);
  const said = match?.[1] ?? '';
  const because = match ? (match[2] ?? '') : text;
  const choice = WITHDRAW_CHOICES.find((option) => option.toLowerCase() === said.toLowerCase());
  if (!choice && !said && !because) return undefined;
  return { choice: choice ?? 'Other', because: choice || !said ? because : `${said}: ${because}` };
}

export const withdrawalQuerySchema = z.object({
  reasonForWithdraw: z
    .string({ error: messages.kindlyFillAllFields })
    .max(
      WITHDRAW_BECAUSE_MAX_LENGTH + 100,
      `Please keep the reason under ${WITHDRAW_BECAUSE_MAX_LENGTH} characters`,
    )
    .optional()
    .default('')
    .transform((reason, ctx) => {
      const parsed = parseWithdrawalReason(reason);
      if (!parsed) {
        ctx.addIssue({ code: 'custom', message: messages.kindlyFillAllFields });
        return z.NEVER;
      }
      return parsed;
    }),
});

/** The form's own values: both fields are marked required, yet only both empty is refused (§5). */
export const withdrawalFormSchema = z
  .object({
    iWantTo: z.union([z.enum(WITHDRAW_CHOICES), z.literal('')]),
    because: z
      .string()
      .max(
        WITHDRAW_BECAUSE_MAX_LENGTH,
        `Please keep the reason under ${WITHDRAW_BECAUSE_MAX_LENGTH} characters`,
      ),
  })
  .refine((form) => form.iWantTo !== '' || form.because.trim() !== '', {
    message: messages.kindlyFillAllFields,
  });
export type WithdrawalForm = z.infer<typeof withdrawalFormSchema>;
