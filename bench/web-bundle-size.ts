// Gzipped JavaScript each route of the web app downloads, from the Vite manifest of the last build.
// A route costs the entry chunk, every chunk it imports statically, and the route's own lazy
// chunk with its static imports (each file once). Run `npx vite build` in apps/web first.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { readViteManifest, staticClosure } from '../scripts/vite-manifest.mjs';
import { type Figure, reportFigures } from './lib.ts';

const KB = 1024;
const NAMED_ROUTE_BUDGET = 120 * KB;
const ANY_ROUTE_BUDGET = 250 * KB;
const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const manifest = readViteManifest(dist);

// Every screen but / and /login also loads the header's layout, a lazy chunk of its own; counting
// it for each gives an upper bound. (The shell layout is in the signed-in chunk.)
const headerLayout = 'src/app/layouts/header-layout.tsx';
const namedRoutes: Record<string, string> = {
  '/': 'src/app/routes/applicants/apply-page.tsx',
  '/login': 'src/app/routes/auth/login-page.tsx',
};

const gzipped = new Map<string, number>();
function gzippedSize(file: string) {
  let size = gzipped.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
    gzipped.set(file, size);
  }
  return size;
}

const routeChunks = (...keys: string[]) => staticClosure(manifest, [manifest.entryKey, ...keys]);
const routeSize = (...keys: string[]) =>
  routeChunks(...keys).reduce((total, chunk) => total + gzippedSize(chunk.file), 0);
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

let failed = false;
const figures: Figure[] = [];
console.log(`entry chunk alone: ${kb(routeSize())} gzipped`);
for (const [route, key] of Object.entries(namedRoutes)) {
  const size = routeSize(key);
  figures.push({
    name: `JavaScript for ${route}`,
    value: Math.round(size / KB),
    unit: 'KB gz',
    budget: '≤ 120',
    ok: size <= NAMED_ROUTE_BUDGET,
  });
  const over = size > NAMED_ROUTE_BUDGET;
  failed ||= over;
  console.log(
    `${route}: ${kb(size)} gzipped (budget ${kb(NAMED_ROUTE_BUDGET)})${over ? '  OVER BUDGET' : ''}`,
  );
}

const routePages = Object.keys(manifest.chunks).filter(
  (key) => key.startsWith('src/app/routes/') && manifest.chunks[key]?.isDynamicEntry,
);
const named = new Set(Object.values(namedRoutes));
const routeKeys = (key: string) => (named.has(key) ? [key] : [headerLayout, key]);
const sizes = routePages.map((key) => ({ key, size: routeSize(...routeKeys(key)) }));
const largest = sizes.reduce((a, b) => (b.size > a.size ? b : a));
const overAny = sizes.filter(({ size }) => size > ANY_ROUTE_BUDGET);
failed ||= overAny.length > 0;
console.log(
  `largest route: ${largest.key} ${kb(largest.size)} gzipped (budget ${kb(ANY_ROUTE_BUDGET)}, ${sizes.length} routes)`,
);
for (const { key, size } of overAny) console.log(`  OVER BUDGET: ${key} ${kb(size)}`);
// Where the largest route's bytes go: chunk files are named by hash, so by the manifest's name.
for (const chunk of routeChunks(...routeKeys(largest.key)).sort(
  (a, b) => gzippedSize(b.file) - gzippedSize(a.file),
)) {
  console.log(`  ${kb(gzippedSize(chunk.file)).padStart(8)}  ${chunk.name ?? chunk.src ?? chunk.file}`);
}
figures.push({
  name: 'JavaScript for the largest route',
  value: Math.round(largest.size / KB),
  unit: 'KB gz',
  budget: '≤ 250',
  ok: largest.size <= ANY_ROUTE_BUDGET,
});
reportFigures(figures);
if (failed) process.exitCode = 1;
