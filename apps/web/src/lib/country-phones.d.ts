/** Built by the `intake-country-phones` plugin in vite.config.ts from countries-list. */
declare module 'virtual:country-phones' {
  export const countries: Record<string, { name: string; phone: number[] }>;
}
