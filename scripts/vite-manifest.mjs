// Reads the web build's Vite manifest (apps/web/dist/.vite/manifest.json): which chunks a screen
// needs. Used by the prerender step (a screen's stylesheets and scripts) and the JavaScript budget
// check.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The manifest of the web app built into `dist`, with its entry's key. */
export function readViteManifest(dist) {
  const chunks = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(chunks).find((key) => chunks[key].isEntry);
  return { chunks, entryKey };
}

/** The chunks of these manifest keys and of everything they import statically, each once. */
export function staticClosure(manifest, keys) {
  const found = new Map();
  const visit = (key) => {
    const chunk = manifest.chunks[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest; is the route still lazy-loaded?`);
    if (found.has(key)) return;
    found.set(key, chunk);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...found.values()];
}
