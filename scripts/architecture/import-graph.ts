// The repository's import graph, read from the source text (import/export ... from, side-effect
// imports, dynamic import()), so that type-only imports count too: a type import still ties two
// parts of the code together. Used by the boundary check and by the architecture figures.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Every import of one file: the specifier as written and, for a file in the repository, its path. */
export interface Import {
  specifier: string;
  /** Repository-relative path of the imported file; undefined for a package outside the repository. */
  target?: string;
}

export type ImportGraph = Map<string, Import[]>;

const sourceFile = /\.(ts|tsx|mts|cts)$/;
const specifiers = [
  /\b(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
  /^\s*import\s*['"]([^'"]+)['"]/gm,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
];

/** The files git knows of or would add (tracked, or untracked and not ignored) that are still there. */
export function repoFiles(root = repoRoot): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  return listed.split('\n').filter((file) => file && existsSync(path.join(root, file)));
}

/** Drops comments so that an example in a doc comment is not taken for an import. */
export function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

export function importSpecifiers(text: string): string[] {
  const code = withoutComments(text);
  const found = new Set<string>();
  for (const pattern of specifiers) for (const match of code.matchAll(pattern)) found.add(match[1] as string);
  return [...found];
}

/** Workspace packages whose source is in the repository, by package name. */
function workspacePackages(root: string): Map<string, string> {
  const packages = new Map<string, string>();
  for (const dir of ['packages/contracts']) {
    const manifest = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')) as {
      name: string;
    };
    packages.set(manifest.name, dir);
  }
  return packages;
}

/** Resolves as the bundler setting does (any file, a stylesheet too): the path as written, `.js` written for `.ts`, no extension, or a folder's index. */
function resolveFile(base: string, files: Set<string>): string | undefined {
  const stem = base.replace(/\.(js|mjs|jsx)$/, '');
  const candidates = [
    base,
    `${stem}.ts`,
    `${stem}.tsx`,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}/index.ts`,
    `${base}/index.tsx`,
  ];
  return candidates.find((candidate) => files.has(candidate));
}

export function readImportGraph(root = repoRoot): ImportGraph {
  const all = repoFiles(root);
  const files = new Set(all);
  const list = all.filter((file) => sourceFile.test(file) && !file.endsWith('.d.ts'));
  const packages = workspacePackages(root);
  const graph: ImportGraph = new Map();
  for (const file of list) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const imports = importSpecifiers(text).map((specifier): Import => {
      if (specifier.startsWith('.')) {
        return {
          specifier,
          target: resolveFile(path.posix.join(path.posix.dirname(file), specifier), files),
        };
      }
      const [scope, name, ...rest] = specifier.split('/');
      const dir = packages.get(`${scope}/${name}`);
      if (!dir) return { specifier };
      return {
        specifier,
        target: resolveFile(`${dir}/src/${rest.length ? rest.join('/') : 'index'}`, files),
      };
    });
    graph.set(file, imports);
  }
  return graph;
}

/** The files each file imports, inside the repository only. */
export function edges(graph: ImportGraph, file: string): string[] {
  return (graph.get(file) ?? []).flatMap((entry) => (entry.target ? [entry.target] : []));
}
