// The boundaries of issue 21.5, checked over the import graph (docs/decisions/ has why a test of
// our own and not a dependency checker). A violation is one line of text, so that the baseline of
// those not yet removed is a plain sorted list that a reviewer reads in a diff.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { edges, type ImportGraph, repoRoot } from './import-graph.ts';

export const baselineFile = path.join(repoRoot, 'scripts/architecture/boundaries-baseline.txt');

const webFeature = /^apps\/web\/src\/features\/([^/]+)\//;
const webApp = /^apps\/web\/src\/app\//;
const apiModule = /^apps\/api\/src\/modules\/([^/]+)\//;
/** The records every module shares (users, applicants, sessions …): a layer below the modules. */
const apiCore = /^apps\/api\/src\/core\//;

export const featureOf = (file: string) => webFeature.exec(file)?.[1];
export const moduleOf = (file: string) => apiModule.exec(file)?.[1];
const isRepository = (file: string) => file.endsWith('.repository.ts');

/** Each import that crosses a boundary, as `rule: from -> to`. */
export function fileViolations(graph: ImportGraph): string[] {
  const found = new Set<string>();
  for (const from of graph.keys()) {
    for (const to of edges(graph, from)) {
      const rule = brokenRule(from, to);
      if (rule) found.add(`${rule}: ${from} -> ${to}`);
    }
  }
  return [...found];
}

function brokenRule(from: string, to: string): string | undefined {
  const feature = featureOf(from);
  if (feature && featureOf(to) && featureOf(to) !== feature) return 'feature-imports-feature';
  if (feature && webApp.test(to)) return 'feature-imports-app';
  const module = moduleOf(from);
  if (module && moduleOf(to) && moduleOf(to) !== module && isRepository(to))
    return 'module-imports-repository';
  if (apiCore.test(from) && moduleOf(to)) return 'core-imports-module';
  if (from.startsWith('apps/api/') && to.startsWith('apps/web/')) return 'api-imports-web';
  if (from.startsWith('apps/web/') && to.startsWith('apps/api/')) return 'web-imports-api';
  return undefined;
}

/** The pairs of API modules in which each imports the other, as `mutual-module-imports: a <-> b`. */
export function mutualModules(graph: ImportGraph): string[] {
  const uses = new Set<string>();
  for (const from of graph.keys()) {
    const module = moduleOf(from);
    if (!module) continue;
    for (const to of edges(graph, from)) {
      const other = moduleOf(to);
      if (other && other !== module) uses.add(`${module} ${other}`);
    }
  }
  const pairs = new Set<string>();
  for (const use of uses) {
    const [a, b] = use.split(' ') as [string, string];
    if (a < b && uses.has(`${b} ${a}`)) pairs.add(`mutual-module-imports: ${a} <-> ${b}`);
  }
  return [...pairs];
}

export function violations(graph: ImportGraph): string[] {
  return [...fileViolations(graph), ...mutualModules(graph)].sort();
}

export function readBaseline(file = baselineFile): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}

/** New violations fail; so do baselined ones that are gone, so that the baseline stays exact and only shrinks. */
export function compareWithBaseline(current: string[], baseline: string[]) {
  const known = new Set(baseline);
  const now = new Set(current);
  return {
    added: current.filter((line) => !known.has(line)),
    gone: baseline.filter((line) => !now.has(line)),
  };
}
