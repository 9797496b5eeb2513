/// <reference types="vitest/config" />

import path from 'node:path';
import react from '@vitejs/plugin-react';
import { countries } from 'countries-list';
import type { CodeSplittingNameFunction } from 'rolldown';
import { defineConfig, type Plugin, type UserConfig } from 'vite';

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
/** Shared code a few screens use (the paged forms' history, staff's dates): it goes with them, not to every screen. */
const fewScreensCode = /[\\/]web[\\/]src[\\/]lib[\\/](use-view-history|date-time)\.ts$/;
/**
 * The schemas and logic the applicant's dashboard shares with its lazy forms and other screens.
 * Left to Rolldown they came as a dozen chunks of about 1 KB each, fetched beside the big ones;
 * in one chunk the test screen draws its question 0.4 s sooner on a slow phone (bench/lighthouse.ts).
 * A chunk of its own rather than part of `signed-in`: the public partner pages and the staff
 * screens need none of it.
 */
const dashboardSharedCode =
  /[\\/](contracts[\\/]src[\\/](aptitude-test|files|form-data|interviews|payments|privacy|copy[\\/]privacy)\.ts|zod[\\/]v4[\\/]classic[\\/]coerce\.js|web[\\/]src[\\/]features[\\/](aptitude-test[\\/](api[\\/](stop|submit)-test|finish-test|local-attempt)|dashboard[\\/](api[\\/]get-current-user|copy|dashboard-steps))\.ts)$/;
/** The header's picture of the signed-in user, on every screen with a header. */
const headerFeatureCode =
  /[\\/]web[\\/]src[\\/]features[\\/]profile-picture[\\/](api[\\/]get-picture|use-profile-picture-url)\.ts$/;
const entry = 'src/main.tsx';
const applyPage = 'src/app/routes/applicants/apply-page.tsx';
const loginPage = 'src/app/routes/auth/login-page.tsx';
const lightRoots = [entry, applyPage, loginPage];
const contracts = /[\\/]contracts[\\/]src[\\/]/;

type ModuleGraph = Parameters<CodeSplittingNameFunction>[1];

/**
 * The chunk a module goes to, or null to leave it to Rolldown. Left to Rolldown, a first visit
 * waited on some 40 small files found one layer at a time (entry, shell layout, header, screen),
 * and a phone on HTTP/1.1 fetches six at once. So:
 * - `core`: everything the entry imports (React, the router, the session), not five files;
 * - `light-forms`: the app's own modules / and /login both load besides the entry, the light form
 *   components and the constants, not seven files under 1 KB (react-hook-form, which other screens
 *   load without them, keeps its own);
 * - `signed-in`: what every screen but / and /login shares. What / and /login load, at once or on
 *   the first check of a form (the schemas), stays out of it, so that their budget is untouched;
 * - `dashboard-shared`: what the applicant's dashboard shares with its forms (below).
 */
function appChunk(): CodeSplittingNameFunction {
  let sets: { core: Set<string>; lightForms: Set<string>; light: Set<string> } | undefined;
  return (id, context) => {
    if (id.endsWith('.css')) return null;
    sets ??= lightModuleSets(context);
    if (sets.core.has(id)) return 'core';
    if (sets.lightForms.has(id)) return 'light-forms';
    if (sets.light.has(id)) return null;
    if (fewScreensCode.test(id)) return null;
    if (dashboardSharedCode.test(id)) return 'dashboard-shared';
    const signedIn = signedInLibraries.test(id) || sharedAppCode.test(id) || headerFeatureCode.test(id);
    return signedIn ? 'signed-in' : null;
  };
}

/** What the entry loads; the app's own modules both / and /login load besides; all they load. */
function lightModuleSets(context: ModuleGraph) {
  const core = staticImports(context, [entry]);
  const login = staticImports(context, [loginPage]);
  const lightForms = new Set(
    [...staticImports(context, [applyPage])].filter(
      (id) => login.has(id) && !core.has(id) && !id.includes('node_modules'),
    ),
  );
  return { core, lightForms, light: staticImports(context, lightRoots, contracts) };
}

/**
 * The modules these roots import, at once or through imports of their own (not the roots
 * themselves), and the modules they import later (dynamically) when these match `alsoLater`:
 * / and /login load the schemas on the first check of a form. (Their dialogs, the terms and the
 * staff's second factor, may come with the signed-in chunk.)
 */
function staticImports(context: ModuleGraph, roots: string[], alsoLater?: RegExp): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    const info = context.getModuleInfo(id);
    if (!info) return;
    for (const imported of info.importedIds) visit(imported);
    for (const imported of info.dynamicallyImportedIds) if (alsoLater?.test(imported)) visit(imported);
  };
  const rootIds = roots.map((root) => path.resolve(import.meta.dirname, root));
  for (const id of rootIds) visit(id);
  for (const id of rootIds) seen.delete(id);
  return seen;
}

const viteConfig: UserConfig = {
  plugins: [react(), countryPhones()],
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 300,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Each name appChunk returns is a chunk of its own.
          groups: [{ name: appChunk(), includeDependenciesRecursively: false }],
        },
      },
    },
  },
  // The API listens on the loopback's IPv4 address by default (HOST).
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:3000', '/dev': 'http://127.0.0.1:3000' } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Whole forms typed key by key in jsdom, beside the API suite on two cores, can pass 5 s.
    testTimeout: 20_000,
    setupFiles: ['./src/test/setup.ts'],
  },
};

export default defineConfig(({ command }) => {
  // A build is for production whatever NODE_ENV the caller's shell has: with NODE_ENV=test or
  // development, Vite built React's development bundle (170 KB gzipped on / instead of 110 KB).
  // Vite reads NODE_ENV after loading this file, and documents setting it here.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return viteConfig;
});
