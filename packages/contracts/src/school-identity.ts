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

const hexOf = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
const rgbOf = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));

const luminance = (hex: string) => {
  const rgb = rgbOf(hex).map(channel);
  return 0.2126 * (rgb[0] ?? 0) + 0.7152 * (rgb[1] ?? 0) + 0.0722 * (rgb[2] ?? 0);
};

/** The contrast ratio of two #rrggbb colours (WCAG 2.2 relative luminance), 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

/** The contrast ratio of a #rrggbb colour against white. */
export const contrastWithWhite = (hex: string) => contrastRatio(hex, '#ffffff');

/** The colour moved `weight` (0–1) of the way towards white (+) or black (−). */
function mixColor(hex: string, weight: number): string {
  const target = weight > 0 ? 255 : 0;
  return hexOf(rgbOf(hex).map((c) => c + (target - c) * Math.abs(weight)));
}

/** The colour laid at `alpha` over white, as a translucent tint of it shows on the page. */
export const tintOnWhite = (hex: string, alpha: number) => mixColor(hex, 1 - alpha);

/**
 * The tints Mantine lays under text in the primary colour (its colour functions): light buttons and
 * badges 10 %, their hover 12 %, outline and subtle buttons' hover 5 %.
 */
export const PRIMARY_TINTS = [0.1, 0.12, 0.05] as const;

/**
 * Ten shades for the theme, lightest first, with the school's colour itself at 6 and 7 (the
 * shades Mantine uses for text and fills), so every use of the primary colour keeps its contrast.
 */
const schoolPalette = (hex: string) =>
  [0.92, 0.84, 0.7, 0.55, 0.4, 0.22, 0, 0, -0.15, -0.3].map((weight) => mixColor(hex, weight));

/**
 * The colours the theme draws with the school's colour, for any colour the settings accept (white
 * text on it at 4.5:1). Text laid on a tint of the colour (light buttons and badges, outline and
 * subtle buttons under the pointer) loses contrast against the tint — a saturated colour at the
 * limit falls to 4.1:1 on its own 5 % tint — so it is shade 8, which keeps 4.5:1 on every tint
 * (school-identity.test.ts checks this over the whole range of colours).
 */
export function schoolColors(hex: string) {
  const palette = schoolPalette(hex);
  const shade8 = palette[8] ?? hex;
  return {
    palette,
    /** Filled buttons and links on white. */
    color: hex,
    /** Filled buttons under the pointer. */
    hover: shade8,
    textOnTint: shade8,
  };
}
