// Reads the web build's Vite manifest (apps/web/dist/.vite/manifest.json): which chunks a screen
// needs. Used by the prerender step (a screen's stylesheets and scripts) and the JavaScript budget
// check.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * @typedef {{ file: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[]; src?: string; name?: string }} ManifestChunk
 * @typedef {{ chunks: Record<string, ManifestChunk>; entryKey: string }} ViteManifest
 */

/**
 * The manifest of the web app built into `dist`, with its entry's key.
 * @param {string} dist
 * @returns {ViteManifest}
 */
export function readViteManifest(dist) {
  /** @type {Record<string, ManifestChunk>} */
  const chunks = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(chunks).find((key) => chunks[key]?.isEntry);
  if (!entryKey) throw new Error(`no entry chunk in ${dist}/.vite/manifest.json`);
  return { chunks, entryKey };
}

/**
 * The chunks of these manifest keys and of everything they import statically, each once.
 * @param {ViteManifest} manifest
 * @param {string[]} keys
 */
export function staticClosure(manifest, keys) {
  /** @type {Map<string, ManifestChunk>} */
  const found = new Map();
  /** @param {string} key */
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
