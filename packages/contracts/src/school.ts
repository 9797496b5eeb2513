import { z } from 'zod';

/**
 * The school's own identity (issue 18.12): shown on every page title and header, in every e-mail
 * and in the terms. Stored in the database by an admin, with defaults from the environment.
 */
export const schoolIdentitySchema = z.object({
  name: z.string(),
  /** The organisation that signs the terms and agreements, e.g. 'Lagos Code School Ltd'. */
  legalName: z.string(),
  /** #rrggbb, dark enough for white text (WCAG AA, 4.5:1); drives the theme's primary colour. */
  color: z.string(),
  contactEmail: z.string().nullable(),
  /** Where the uploaded logo is served (a path on the portal), or null when there is none. */
  logoUrl: z.string().nullable(),
});
export type SchoolIdentity = z.infer<typeof schoolIdentitySchema>;

/** The product's own defaults, for a portal whose operator set nothing. */
export const DEFAULT_SCHOOL: SchoolIdentity = {
  name: 'Intake',
  legalName: 'Intake',
  // Mantine's indigo 7, the colour the portal had before it was the school's: 4.98:1 on white.
  color: '#4263eb',
  contactEmail: null,
  logoUrl: null,
};

/** WCAG 2.2 AA for normal text: white text on the colour, and the colour as text on white. */
export const MIN_CONTRAST_WITH_WHITE = 4.5;

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** The contrast ratio of a #rrggbb colour against white (WCAG 2.2 relative luminance). */
export function contrastWithWhite(hex: string): number {
  const rgb = [1, 3, 5].map((at) => channel(Number.parseInt(hex.slice(at, at + 2), 16)));
  const luminance = 0.2126 * (rgb[0] ?? 0) + 0.7152 * (rgb[1] ?? 0) + 0.0722 * (rgb[2] ?? 0);
  return 1.05 / (luminance + 0.05);
}

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
