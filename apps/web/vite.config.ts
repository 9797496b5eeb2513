/// <reference types="vitest/config" />

import { readFileSync } from 'node:fs';
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

/**
 * zod without its JSON Schema generator in the build (5 KB gzipped on every screen with a schema):
 * zod's classic schemas reference it from every type's constructor, so it cannot be tree-shaken,
 * and the web never turns a schema into JSON Schema (the API writes the OpenAPI document). Each
 * export of the two modules becomes a function that throws, or returns one for the factories
 * zod calls when `~standard` is read. The build fails if zod moves them, rather than quietly
 * growing again.
 */
function zodWithoutJsonSchema(): Plugin {
  const stubbed = /[\\/]zod[\\/]v4[\\/]core[\\/](to-json-schema|json-schema-processors)\.js$/;
  const seen = new Set<string>();
  // The prerender's server build (scripts/prerender-web.mjs) leaves zod in node_modules.
  let bundlesZod = true;
  return {
    name: 'intake-zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      bundlesZod = !config.build.ssr;
    },
    load(id) {
      if (!stubbed.test(id)) return undefined;
      seen.add(path.basename(id));
      const source = readFileSync(id, 'utf8');
      const names = [
        ...source.matchAll(/^export (?:function|const) (\w+)/gm),
        ...source.matchAll(/^export \{ \w+ as (\w+) \};/gm),
      ].map((match) => String(match[1]));
      const exports = names.map((name) =>
        name === 'allProcessors'
          ? 'export const allProcessors = {};'
          : `export const ${name} = ${name.startsWith('create') ? '() => unavailable' : 'unavailable'};`,
      );
      return [
        "const unavailable = () => { throw new Error('JSON Schema is not built into the web app'); };",
        ...exports,
      ].join('\n');
    },
    buildEnd() {
      if (bundlesZod && seen.size !== 2)
        this.error(`zod's JSON Schema modules moved (stubbed: ${[...seen].join(', ')})`);
    },
  };
}

/**
 * Mantine's `useId` without its second id: the hook renders React's `useId` and then, in a layout
 * effect, swaps it for a random one, which re-renders every input, popover and dialog once more,
 * synchronously, right after it mounts. On the staff's records screen that pass was the longest
 * part of the screen's longest task (Lighthouse's total blocking time, issue 27.6; decision 0105).
 * The random id dates from React versions without `useId`; React's id is the same on the server
 * (the prerendered pages) and in the browser, and unique in the page. The build fails if Mantine
 * moves the hook, rather than quietly drawing twice again.
 */
function mantineStableIds(): Plugin {
  const hook = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;
  let replaced = false;
  let bundlesMantine = true;
  return {
    name: 'intake-mantine-stable-ids',
    enforce: 'pre',
    configResolved(config) {
      bundlesMantine = config.command === 'build' && !config.build.ssr;
    },
    load(id) {
      if (!hook.test(id)) return undefined;
      replaced = true;
      return [
        "import { useId as useReactId } from 'react';",
        'export function useId(staticId) {',
        '  const reactId = useReactId();',
        "  return typeof staticId === 'string' ? staticId : 'mantine-' + reactId.replace(/:/g, '');",
        '}',
      ].join('\n');
    },
    buildEnd() {
      if (bundlesMantine && !replaced)
        this.error("Mantine's use-id module moved: the stable ids are not built in");
    },
  };
}

/** Libraries only the signed-in screens use: Mantine, TanStack Query and what they bring. */
const signedInLibraries =
  /node_modules[\\/](@mantine[\\/](core|hooks)|@tanstack|@floating-ui|react-remove-scroll(-bar)?|react-style-singleton|use-callback-ref|use-sidecar|react-number-format|react-textarea-autosize|clsx|tslib|get-nonce|aria-hidden|detect-node-es)[\\/]/;
/** The app's own shared code: layouts, components and lib (the providers among it). */
const sharedAppCode = /[\\/]web[\\/]src[\\/](app[\\/]layouts|components|lib)[\\/]/;
/**
 * Shared code a few screens use (the paged forms' history, staff's dates, the hand-off after a
 * sign-in): it goes with them, not to every screen. The hand-off's schema brought zod (21 KB
 * gzipped) to every signed-in screen, also those that check nothing.
 */
const fewScreensCode = /[\\/]web[\\/]src[\\/]lib[\\/](use-view-history|date-time|create-handoff)\.ts$/;
/**
 * The schemas and logic the applicant's dashboard shares with its lazy forms and other screens.
 * Left to Rolldown they came as a dozen chunks of about 1 KB each, fetched beside the big ones;
 * in one chunk the test screen draws its question 0.4 s sooner on a slow phone (bench/lighthouse.ts).
 * A chunk of its own rather than part of `signed-in`: the public partner pages need none of it.
 * The staff's records screen needs a few of these modules (the aptitude test's schemas its own
 * build on): those go to a small chunk of their own, `dashboard-records-shared`,
 * since taking the whole chunk ran its other schemas and auth.ts's on that screen's load, the
 * longest task there (~250 ms at 4× throttling).
 */
const dashboardSharedCode =
  /[\\/](contracts[\\/]src[\\/](aptitude-test|files|form-data|interviews|payments|privacy|copy[\\/](privacy|dashboard))\.ts|zod[\\/]v4[\\/]classic[\\/]coerce\.js|web[\\/]src[\\/]features[\\/](aptitude-test[\\/](api[\\/](stop|submit)-test|finish-test|local-attempt)|dashboard[\\/](api[\\/]get-current-user|dashboard-steps))\.ts)$/;
/** The header's picture of the signed-in user, on every screen with a header. */
const headerFeatureCode =
  /[\\/]web[\\/]src[\\/]features[\\/]profile-picture[\\/](api[\\/]get-picture|use-profile-picture-url)\.ts$/;
const entry = 'src/main.tsx';
const applyPage = 'src/app/routes/applicants/apply-page.tsx';
const loginPage = 'src/app/routes/auth/login-page.tsx';
const lightRoots = [entry, applyPage, loginPage];
const recordsPage = 'src/app/routes/dashboard/all-applicants-page.tsx';
const contracts = /[\\/]contracts[\\/]src[\\/]/;

type ModuleGraph = Parameters<CodeSplittingNameFunction>[1];
type ModuleInfo = NonNullable<ReturnType<ModuleGraph['getModuleInfo']>>;

/**
 * The chunk a module goes to, or null to leave it to Rolldown. Left to Rolldown, a first visit
 * waited on some 40 small files found one layer at a time (entry, shell layout, header, screen),
 * and a phone on HTTP/1.1 fetches six at once. So:
 * - `core`: everything the entry imports (React, the router, the session), not five files;
 * - `light-forms`: the app's own modules / and /login both load besides the entry and other
 *   screens use too, the light form components and the constants, not seven files under 1 KB;
 * - `first-forms`: those only / and /login use (their forms' state, useLightForm), so that the
 *   other screens, which load `light-forms`, do not carry them;
 * - `signed-in`: what every screen but / and /login shares: the layouts, providers, components
 *   and lib, and the libraries they use. What / and /login load, at once or on the first check of
 *   a form (the schemas), stays out of it, so that their budget is untouched. Mantine components
 *   only some screens or their lazy forms use (the questionnaire's MultiSelect, the console's
 *   NumberInput) go with those screens: in `signed-in` every screen paid for them;
 * - `dashboard-shared`: what the applicant's dashboard shares with its forms, and
 *   `dashboard-records-shared`: those of them the staff's records screen needs too (below).
 */
function appChunk(): CodeSplittingNameFunction {
  let sets:
    | (ReturnType<typeof lightModuleSets> & { sharedLibraries: Set<string>; recordsModules: Set<string> })
    | undefined;
  return (id, context) => {
    if (id.endsWith('.css')) return null;
    sets ??= {
      ...lightModuleSets(context),
      sharedLibraries: sharedCodeLibraries(context),
      recordsModules: staticImports(context, [recordsPage]),
    };
    if (sets.core.has(id)) return 'core';
    if (sets.lightForms.has(id)) return 'light-forms';
    if (sets.firstForms.has(id)) return 'first-forms';
    if (sets.light.has(id)) return null;
    if (fewScreensCode.test(id)) return null;
    if (dashboardSharedCode.test(id))
      return sets.recordsModules.has(id) ? 'dashboard-records-shared' : 'dashboard-shared';
    const signedIn = (signedInLibraries.test(id) && sets.sharedLibraries.has(id)) || isSharedAppCode(id);
    return signedIn ? 'signed-in' : null;
  };
}

const isSharedAppCode = (id: string) => sharedAppCode.test(id) || headerFeatureCode.test(id);

/** A barrel module (`@mantine/core`'s index) and the package name it is imported by. */
const barrelModule = /[\\/](@mantine[\\/](?:core|hooks))[\\/]esm[\\/]index\.mjs$/;

/**
 * The library modules the shared app code (isSharedAppCode) imports, at once or through imports of
 * their own. An import of Mantine's index counts only the components it names: the index imports
 * every component, and a screen's Select would otherwise count as shared.
 */
function sharedCodeLibraries(context: ModuleGraph): Set<string> {
  const importsOf = (id: string, info: ModuleInfo) =>
    info.importedIds.flatMap((imported) => {
      const barrel = barrelModule.exec(imported)?.[1];
      if (!barrel) return [imported];
      const targets = barrelTargets(imported);
      // A name the index does not import from one module of its own counts the whole index.
      return namedImports(info.code ?? readFileSync(id, 'utf8'), barrel.replace('\\', '/')).map(
        (name) => targets.get(name) ?? imported,
      );
    });
  return reachable(context, [...allModules(context)].filter(isSharedAppCode), importsOf);
}

/** Every module the entry loads, at once or later. */
const allModules = (context: ModuleGraph) => staticImports(context, [entry], /./);

/** The names `code` imports from `specifier` (`import { A, B as C } from 'specifier'`: A and B). */
function namedImports(code: string, specifier: string): string[] {
  const names: string[] = [];
  const statement = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${specifier}["']`, 'g');
  for (const match of code.matchAll(statement)) {
    for (const part of String(match[1]).split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

const barrels = new Map<string, Map<string, string>>();
/** What each name of a barrel module comes from: its `import { A } from "./a.mjs"` lines. */
function barrelTargets(barrel: string): Map<string, string> {
  let targets = barrels.get(barrel);
  if (!targets) {
    targets = new Map();
    const code = readFileSync(barrel, 'utf8');
    for (const match of code.matchAll(/^import \{([^}]*)\} from "(\.[^"]+)";$/gm)) {
      const file = path.resolve(path.dirname(barrel), String(match[2]));
      for (const part of String(match[1]).split(',')) {
        const local = part
          .trim()
          .split(/\s+as\s+/)
          .at(-1);
        if (local) targets.set(local, file);
      }
    }
    barrels.set(barrel, targets);
  }
  return targets;
}

/**
 * What the entry loads; the app's own modules both / and /login load besides, split by whether
 * other screens (or their lazy parts) use them too; all / and /login load.
 */
function lightModuleSets(context: ModuleGraph) {
  const core = staticImports(context, [entry]);
  const login = staticImports(context, [loginPage]);
  const otherScreens = staticImports(
    context,
    [...allModules(context)].filter(
      (id) => screenOrLayout.test(id) && !id.endsWith(applyPage) && !id.endsWith(loginPage),
    ),
    /./,
  );
  const both = [...staticImports(context, [applyPage])].filter(
    (id) => login.has(id) && !core.has(id) && !id.includes('node_modules'),
  );
  return {
    core,
    lightForms: new Set(both.filter((id) => otherScreens.has(id))),
    firstForms: new Set(both.filter((id) => !otherScreens.has(id))),
    light: staticImports(context, lightRoots, contracts),
  };
}

const screenOrLayout = /[\\/]web[\\/]src[\\/]app[\\/](routes|layouts)[\\/]/;

/**
 * The modules these roots import, at once or through imports of their own (not the roots
 * themselves), and the modules they import later (dynamically) when these match `alsoLater`:
 * / and /login load the schemas on the first check of a form. (Their dialogs, the terms and the
 * staff's second factor, may come with the signed-in chunk.)
 */
function staticImports(context: ModuleGraph, roots: string[], alsoLater?: RegExp): Set<string> {
  return reachable(
    context,
    roots.map((root) => path.resolve(import.meta.dirname, root)),
    (_id, info) => [
      ...info.importedIds,
      ...info.dynamicallyImportedIds.filter((imported) => alsoLater?.test(imported)),
    ],
  );
}

/** The modules `importsOf` leads to from `roots`, at any depth, the roots themselves left out. */
function reachable(
  context: ModuleGraph,
  roots: string[],
  importsOf: (id: string, info: ModuleInfo) => readonly string[],
): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    const info = context.getModuleInfo(id);
    if (info) for (const imported of importsOf(id, info)) visit(imported);
  };
  for (const id of roots) visit(id);
  for (const id of roots) seen.delete(id);
  return seen;
}

const viteConfig: UserConfig = {
  plugins: [react(), countryPhones(), zodWithoutJsonSchema(), mantineStableIds()],
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 300,
    manifest: true,
    rolldownOptions: {
      output: {
        // A chunk's file is named by its hash only: every chunk names the files it imports, and the
        // entry the files of every screen (__vite__mapDeps), so long names cost 1-2 KB gzipped on
        // each screen. The manifest (.vite/manifest.json) still gives each file's module and name.
        chunkFileNames: 'assets/[hash].js',
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
    // Mantine through Vite's plugins, as in the build, so that the tests draw with the build's ids (all of
    // its packages: @mantine/dates loaded by Node would bring a second @mantine/core).
    server: { deps: { inline: [/[\\/]@mantine[\\/]/] } },
  },
};

export default defineConfig(({ command }) => {
  // A build is for production whatever NODE_ENV the caller's shell has: with NODE_ENV=test or
  // development, Vite built React's development bundle (170 KB gzipped on / instead of 110 KB).
  // Vite reads NODE_ENV after loading this file, and documents setting it here.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return viteConfig;
});
