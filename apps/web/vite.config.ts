/// <reference types="vitest/config" />

import path from 'node:path';
import react from '@vitejs/plugin-react';
import { countries } from 'countries-list';
import type { CodeSplittingNameFunction } from 'rolldown';
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

/** Libraries only the signed-in screens use: Mantine, TanStack Query and what they bring. */
const signedInLibraries =
  /node_modules[\\/](@mantine[\\/](core|hooks)|@tanstack|@floating-ui|react-remove-scroll(-bar)?|react-style-singleton|use-callback-ref|use-sidecar|react-number-format|react-textarea-autosize|clsx|tslib|get-nonce|aria-hidden|detect-node-es)[\\/]/;
/** The app's own shared code: layouts, providers, components and lib. */
const sharedAppCode = /[\\/]web[\\/]src[\\/](app[\\/](layouts|providers)|components|lib)[\\/.]/;
const lightRoots = [
  'src/main.tsx',
  'src/app/routes/applicants/apply-page.tsx',
  'src/app/routes/auth/login-page.tsx',
];
const contracts = /[\\/]contracts[\\/]src[\\/]/;

/**
 * One chunk, `signed-in`, for what every screen but / and /login shares. Left to Rolldown this
 * was some 40 small chunks found one layer at a time (shell layout, then header, then screen),
 * and a phone on HTTP/1.1 fetches six at once. What / and /login load, at once or later (the
 * schemas), stays out of it, so that their budget is untouched.
 */
function signedInChunk(): CodeSplittingNameFunction {
  let light: Set<string> | undefined;
  return (id, context) => {
    light ??= lightModules(context);
    if (id.endsWith('.css') || light.has(id)) return null;
    return signedInLibraries.test(id) || sharedAppCode.test(id) ? 'signed-in' : null;
  };
}

/**
 * Every module / and /login load at once, and the schemas they load on the first check of a form.
 * (Their dialogs, the terms and the staff's second factor, may come with the signed-in chunk.)
 */
function lightModules(context: Parameters<CodeSplittingNameFunction>[1]): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    const info = context.getModuleInfo(id);
    if (!info) return;
    for (const imported of info.importedIds) visit(imported);
    for (const imported of info.dynamicallyImportedIds) if (contracts.test(imported)) visit(imported);
  };
  for (const root of lightRoots) visit(path.resolve(import.meta.dirname, root));
  return seen;
}

export default defineConfig({
  plugins: [react(), countryPhones()],
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 300,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: signedInChunk(), debugName: 'signed-in', includeDependenciesRecursively: false }],
        },
      },
    },
  },
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
