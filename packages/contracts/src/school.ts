import { z } from 'zod';
import { contrastWithWhite, MIN_CONTRAST_WITH_WHITE, type SchoolIdentity } from './school-identity.ts';

export * from './school-identity.ts';

/**
 * The school's own identity (issue 18.12): shown on every page title and header, in every e-mail
 * and in the terms. Stored in the database by an admin, with defaults from the environment.
 */
export const schoolIdentitySchema: z.ZodType<SchoolIdentity> = z.object({
  name: z.string(),
  legalName: z.string(),
  color: z.string(),
  contactEmail: z.string().nullable(),
  logoUrl: z.string().nullable(),
});

export const schoolColorMessage = (hex: string) =>
  `White text on ${hex} has a contrast of ${contrastWithWhite(hex).toFixed(2)}:1; choose a darker colour (at least ${MIN_CONTRAST_WITH_WHITE}:1).`;

/** A #rrggbb colour white text can be read on; a lighter one is refused with its contrast figure. */
export const schoolColorSchema = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Enter the colour as # and six hexadecimal digits, e.g. #1c4f9c')
  .transform((hex) => hex.toLowerCase())
  .refine((hex) => contrastWithWhite(hex) >= MIN_CONTRAST_WITH_WHITE, {
    error: (issue) => schoolColorMessage(String(issue.input)),
  });

/** What an admin saves in the console's School panel (the logo is uploaded on its own). */
export const schoolSettingsSchema = z.object({
  name: z.string().trim().min(1, 'Enter the school’s name').max(80),
  legalName: z.string().trim().min(1, 'Enter the legal name that signs the terms').max(200),
  color: schoolColorSchema,
  contactEmail: z
    .string()
    .trim()
    .max(254)
    .transform((value) => value.toLowerCase())
    .pipe(z.union([z.literal(''), z.email('Please enter a valid email address')]))
    .transform((value) => value || null),
});
export type SchoolSettingsInput = z.input<typeof schoolSettingsSchema>;
export type SchoolSettings = z.output<typeof schoolSettingsSchema>;

/** The largest logo an admin may upload: it is sent with every page's header and e-mail. */
export const SCHOOL_LOGO_MAX_BYTES = 200 * 1024;
