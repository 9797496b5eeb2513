/**
 * The school's identity without zod, for the first screens' JavaScript (the apply form and the
 * sign-in page must not download the validation library); the schemas are in school.ts.
 */
export interface SchoolIdentity {
  name: string;
  /** The organisation that signs the terms and agreements, e.g. 'Lagos Code School Ltd'. */
  legalName: string;
  /** #rrggbb, dark enough for white text (WCAG AA, 4.5:1); drives the theme's primary colour. */
  color: string;
  contactEmail: string | null;
  /** Where the uploaded logo is served (a path on the portal), or null when there is none. */
  logoUrl: string | null;
}

/** The product's own defaults, for a portal whose operator set nothing. */
export const DEFAULT_SCHOOL: SchoolIdentity = {
  name: 'Intake',
  legalName: 'Intake',
  // Mantine's indigo 7, the colour the portal had before it was the school's: 4.98:1 on white.
  color: '#4263eb',
  contactEmail: null,
  logoUrl: null,
};

/**
 * The logo's address in pages drawn at build time (scripts/prerender-web.mjs): the server puts the
 * school's logo there, or takes the image out when there is none (apps/api/src/plugins/school-page.ts).
 */
export const DRAWN_LOGO_SRC = '/__school-logo__';

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

const hexOf = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
const rgbOf = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));

/** The colour moved `weight` (0–1) of the way towards white (+) or black (−). */
export function mixColor(hex: string, weight: number): string {
  const target = weight > 0 ? 255 : 0;
  return hexOf(rgbOf(hex).map((c) => c + (target - c) * Math.abs(weight)));
}

/**
 * Ten shades for the theme, lightest first, with the school's colour itself at 6 and 7 (the
 * shades Mantine uses for text and fills), so every use of the primary colour keeps its contrast.
 */
export const schoolPalette = (hex: string) =>
  [0.92, 0.84, 0.7, 0.55, 0.4, 0.22, 0, 0, -0.15, -0.3].map((weight) => mixColor(hex, weight));
