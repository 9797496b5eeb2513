import { countries } from 'virtual:country-phones';
import { PREFERRED_COUNTRIES } from '@intake/contracts/constants';

export type DialCodeOption = { key: string; dialCode: string; label: string };

const preferred = PREFERRED_COUNTRIES.map((code) => code.toUpperCase());
const byName = (a: [string, { name: string }], b: [string, { name: string }]) =>
  a[1].name.localeCompare(b[1].name, 'en');
const ordered = [
  ...preferred.flatMap((iso) => {
    const country = countries[iso];
    return country ? [[iso, country] as const] : [];
  }),
  ...Object.entries(countries)
    .filter(([iso]) => !preferred.includes(iso))
    .sort(byName),
];

/** Every country's dial code, Nigeria and the United States first (docs/spec/portal-spec.md §2), the rest by name. */
export const dialCodeOptions: DialCodeOption[] = ordered.flatMap(([iso, country]) =>
  country.phone.map((code) => ({
    key: `${iso}-${code}`,
    dialCode: `+${code}`,
    label: `${country.name} (+${code})`,
  })),
);
