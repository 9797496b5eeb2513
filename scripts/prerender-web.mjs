// Writes apps/web/dist/apply.html: index.html with the apply page rendered into #root, served for `/`
// (apps/api/src/plugins/web.ts) so that the form shows before the JavaScript has arrived.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const web = path.resolve(import.meta.dirname, '../apps/web');
// Inside the workspace, so that the rendering code finds react and react-dom in node_modules.
const outDir = path.join(web, 'dist-prerender');
try {
  await build({
    root: web,
    configFile: path.join(web, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: 'src/prerender.tsx', outDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
  });
  const { renderApplyPage } = await import(pathToFileURL(path.join(outDir, 'prerender.js')).href);
  const index = readFileSync(path.join(web, 'dist/index.html'), 'utf8');
  const root = '<div id="root"></div>';
  if (!index.includes(root)) throw new Error(`dist/index.html has no ${root}`);
  writeFileSync(
    path.join(web, 'dist/apply.html'),
    index.replace(root, `<div id="root">${renderApplyPage()}</div>`),
  );
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
