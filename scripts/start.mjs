// `npm start`: builds the web app and the API when their sources changed since the last build,
// then serves the portal. A start on an unchanged checkout goes straight to serving.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { serverNodeFlags } from './server-flags.mjs';

const root = path.resolve(import.meta.dirname, '..');
// The build's own configuration counts as a source: a bundle built under an older one (say, a
// development bundle from before the Vite config fixed NODE_ENV) is rebuilt.
const sourceDirs = [
  'apps/api/src',
  'apps/api/build.mjs',
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'packages/contracts/src',
  'scripts/prerender-web.mjs',
  'scripts/compress-web.mjs',
];
const stampFile = path.join(root, 'apps/api/dist/.source-stamp');

/**
 * @param {string} target
 * @returns {number}
 */
function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, name) => Math.max(newest, newestMtime(path.join(target, name))),
    0,
  );
}

const stamp = String(Math.max(...sourceDirs.map((dir) => newestMtime(path.join(root, dir)))));
const built =
  existsSync(path.join(root, 'apps/api/dist/server.js')) &&
  existsSync(path.join(root, 'apps/web/dist/index.html')) &&
  existsSync(stampFile) &&
  readFileSync(stampFile, 'utf8') === stamp;

if (!built) {
  console.log('Building the portal (first start or sources changed)…');
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  writeFileSync(stampFile, stamp);
}

// The server runs in its own process so that it gets the portal's Node flags (scripts/server-flags.mjs).
const server = spawn(process.execPath, [...serverNodeFlags, path.join(root, 'apps/api/dist/server.js')], {
  stdio: 'inherit',
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
