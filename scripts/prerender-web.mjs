// Writes the pages rendered at build time (apps/web/src/prerender.tsx) into apps/web/dist: index.html
// with the screen drawn into #root and the screen's own stylesheets linked, plus .prerendered.json
// (address → file; a dotfile, so not served itself), which apps/api/src/plugins/web.ts serves in
// place of index.html.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

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
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const root = '<div id="root"></div>';
  if (!index.includes(root)) throw new Error(`dist/index.html has no ${root}`);

  /** A screen's chunk and its static imports, beyond the entry and what it imports itself. */
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const chunksOf = (key, seen = new Set()) => {
    if (seen.has(key) || key === entryKey || manifest[entryKey].imports?.includes(key)) return [];
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
    return [chunk, ...(chunk.imports ?? []).flatMap((imported) => chunksOf(imported, seen))];
  };

  const served = {};
  for (const page of renderPages()) {
    // The screen's stylesheets, to draw it. (Preloading its scripts too was measured: they then
    // compete with the stylesheets and the first paint comes 1 s later on a slow phone.)
    const links = [...new Set(chunksOf(page.screen).flatMap((chunk) => chunk.css ?? []))]
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
      .join('');
    writeFileSync(
      path.join(dist, page.file),
      index.replace('</head>', `${links}</head>`).replace(root, `<div id="root">${page.html}</div>`),
    );
    served[page.path] = page.file;
  }
  writeFileSync(path.join(dist, '.prerendered.json'), `${JSON.stringify(served, null, 2)}\n`);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
