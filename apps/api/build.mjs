// Bundles the API into dist/server.js (workspace packages inlined, npm packages left external)
// and copies the SQL migrations and the test's pattern images beside it.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;
const pkg = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {});

rmSync(path.join(here, 'dist'), { recursive: true, force: true });
await build({
  entryPoints: [path.join(here, 'src/server.ts')],
  outfile: path.join(here, 'dist/server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: true,
  logLevel: 'warning',
});
cpSync(path.join(here, 'src/db/migrations'), path.join(here, 'dist/migrations'), { recursive: true });
cpSync(path.join(here, 'src/modules/aptitude-test/bank/images'), path.join(here, 'dist/test-images'), {
  recursive: true,
});
