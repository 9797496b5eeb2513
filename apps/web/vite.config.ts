/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { countries } from 'countries-list';
import { defineConfig, type Plugin } from 'vite';

/**
 * `virtual:country-phones`: each country's English name and dial codes, taken from countries-list
 * at build time. The package's own module carries native names, capitals, currencies and languages
 * too (11 KB gzipped), and the apply page on `/` needs only these two fields.
 */
function countryPhones(): Plugin {
  const id = 'virtual:country-phones';
  return {
    name: 'intake-country-phones',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(resolved) {
      if (resolved !== `\0${id}`) return undefined;
      const trimmed = Object.fromEntries(
        Object.entries(countries).map(([iso, { name, phone }]) => [iso, { name, phone }]),
      );
      return `export const countries = ${JSON.stringify(trimmed)};`;
    },
  };
}

export default defineConfig({
  plugins: [react(), countryPhones()],
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 300, manifest: true },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/dev': 'http://localhost:3000' } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Whole forms typed key by key in jsdom, beside the API suite on two cores, can pass 5 s.
    testTimeout: 20_000,
    setupFiles: ['./src/test/setup.ts'],
  },
});
