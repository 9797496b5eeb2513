import { DEFAULT_SCHOOL, DRAWN_LOGO_SRC, type SchoolIdentity, schoolColors } from '@intake/contracts';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** JSON safe inside a <script> element: no `</script>` or `<!--` can close it early. */
const jsonInScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The drawn header's logo (prerender.tsx draws it with DRAWN_LOGO_SRC). */
const DRAWN_LOGO = new RegExp(`<img\\b[^>]*\\ssrc="${DRAWN_LOGO_SRC}"[^>]*>`, 'g');

/**
 * A built page as the school's: its title, the header's name (drawn pages mark it with
 * data-school-name) and logo (or none), the primary colour for the screens drawn without Mantine (light.css), and
 * the school as JSON for the app's first render (apps/web/src/lib/school.ts reads it), so that no
 * one sees the product's name or colour where the school's belong, before or after the script.
 */
export function schoolPage(html: string, school: SchoolIdentity): string {
  const name = escapeHtml(school.name);
  // Saved colours are checked (#rrggbb); anything else would not belong in a style sheet.
  const color = /^#[0-9a-f]{6}$/i.test(school.color) ? school.color : DEFAULT_SCHOOL.color;
  const { hover } = schoolColors(color);
  // Above light.css's :root[data-mantine-color-scheme="light"] (one element more).
  const style = `html:root[data-mantine-color-scheme]{--mantine-color-anchor:${color};--mantine-primary-color-filled:${color};--mantine-primary-color-filled-hover:${hover};--mantine-color-indigo-filled:${color};--mantine-color-indigo-filled-hover:${hover}}`;
  const head = `<meta name="theme-color" content="${color}"><style>${style}</style><script type="application/json" id="school-identity">${jsonInScript(school)}</script>`;
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${name}</title>`)
    .replace(/(<[^>]*\sdata-school-name(?:="")?[^>]*>)[^<]*/g, `$1${name}`)
    .replace(DRAWN_LOGO, (img) =>
      school.logoUrl
        ? img.replace(`src="${DRAWN_LOGO_SRC}"`, () => `src="${escapeHtml(school.logoUrl ?? '')}"`)
        : '',
    )
    .replace('</head>', `${head}</head>`);
}
