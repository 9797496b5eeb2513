// Writes the pages rendered at build time (apps/web/src/prerender.tsx) into apps/web/dist: index.html
// with the screen drawn into #root (marked data-hydrate where the app adopts it in place) and the
// screen's own stylesheets linked, plus .prerendered.json
// (address → file; a dotfile, so not served itself), which apps/api/src/plugins/web.ts serves in
// place of index.html.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { readViteManifest, staticClosure } from './vite-manifest.mjs';

const web = path.resolve(import.meta.dirname, '../apps/web');
const dist = path.join(web, 'dist');
// Inside the workspace, so that the rendering code finds react and react-dom in node_modules.
const outDir = path.join(web, 'dist-prerender');
try {
  await build({
    root: web,
    configFile: path.join(web, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: 'src/prerender.tsx', outDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
  });
  const { renderPages } = await import(pathToFileURL(path.join(outDir, 'prerender.js')).href);
  const index = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const manifest = readViteManifest(dist);
  const root = '<div id="root"></div>';
  if (!index.includes(root)) throw new Error(`dist/index.html has no ${root}`);

  // What the entry brings is in index.html already.
  const entryFiles = new Set(
    staticClosure(manifest, [manifest.entryKey]).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]),
  );
  /** @param {string[]} files */
  const notInEntry = (files) => [...new Set(files)].filter((file) => !entryFiles.has(file));

  /** @type {Record<string, string>} */
  const served = {};
  for (const page of await renderPages()) {
    const chunks = staticClosure(manifest, page.modules);
    // The screen's stylesheets, to draw it; where the page asks, its scripts too, fetched at once
    // rather than after the entry has run, at low priority so that the first paint does not wait.
    const scripts = page.preloadScripts ? notInEntry(chunks.map((chunk) => chunk.file)) : [];
    const links = [
      ...notInEntry(chunks.flatMap((chunk) => chunk.css ?? [])).map(
        (file) => `<link rel="stylesheet" crossorigin href="/${file}">`,
      ),
      ...scripts.map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`),
    ].join('');
    writeFileSync(
      path.join(dist, page.file),
      index
        .replace('</head>', `${links}</head>`)
        .replace(root, `<div id="root"${page.hydrate ? ' data-hydrate' : ''}>${page.html}</div>`),
    );
    served[page.path] = page.file;
  }
  writeFileSync(path.join(dist, '.prerendered.json'), `${JSON.stringify(served, null, 2)}\n`);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
