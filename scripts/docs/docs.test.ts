// The house explains itself from inside the repository (issue 21.7): the spec and the design are
// copied into docs/ and kept in step, comments cite the copies, and decisions are numbered records.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoFiles, repoRoot } from '../architecture/import-graph.ts';

const shared = path.resolve(repoRoot, '../shared');
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

/** Each original in ../shared and its copy in the repository. */
function copies(): [original: string, copy: string][] {
  const spec = readdirSync(path.join(shared, 'spec')).map((name): [string, string] => [
    path.join(shared, 'spec', name),
    `docs/spec/${name}`,
  ]);
  return [[path.join(shared, 'DESIGN.md'), 'docs/design.md'], ...spec];
}

describe('the spec and the design in docs/', () => {
  it.skipIf(!existsSync(shared))(
    `are the same as their originals in ../shared (skipped where ${shared} is absent, as on a clone elsewhere)`,
    () => {
      const differing = copies()
        .filter(
          ([original, copy]) =>
            !existsSync(path.join(repoRoot, copy)) || read(copy) !== readFileSync(original, 'utf8'),
        )
        .map(([original, copy]) => `${copy}: copy ${original} over it (cp ${original} ${copy})`);
      expect(differing, 'These copies are not in step with their originals').toEqual([]);
    },
  );
});

const verbatim = new Set(['docs/design.md', 'docs/spec/portal-spec.md', 'scripts/docs/docs.test.ts']);
const text = /\.(ts|tsx|mts|mjs|js|css|html|md|sh)$|^\.ci\/run$/;
const commentLine = /^\s*(\/\/|\*|\/\*|\{\/\*|#)/;

describe('citations of the spec and the design', () => {
  it('point to docs/spec/portal-spec.md and docs/design.md, not to ../shared', () => {
    const wrong: string[] = [];
    for (const file of repoFiles().filter((name) => text.test(name) && !verbatim.has(name))) {
      read(file)
        .split('\n')
        .forEach((line, index) => {
          const where = `${file}:${index + 1}`;
          if (/\.\.\/shared\/[\w./-]*\.md/.test(line))
            wrong.push(`${where}: cite the copy under docs/, not ../shared`);
          if (/\bDESIGN(\.md)? §\s*\d/.test(line)) wrong.push(`${where}: write "docs/design.md §N"`);
          const prose = file.endsWith('.md') || commentLine.test(line);
          if (prose && /(?<!portal-)\b[Ss]pec(?:'s)? §\s*\d/.test(line))
            wrong.push(`${where}: write "docs/spec/portal-spec.md §N"`);
        });
    }
    expect(wrong, 'Citations that do not name the in-repository copy').toEqual([]);
  });
});

describe('decision records', () => {
  const folder = 'docs/decisions';
  const files = readdirSync(path.join(repoRoot, folder)).filter((name) => name.endsWith('.md'));
  const numbered = files.filter((name) => /^\d{4}-[a-z0-9-]+\.md$/.test(name));
  const last = Math.max(0, ...numbered.map((name) => Number(name.slice(0, 4))));
  const next = String(last + 1).padStart(4, '0');
  /** The name each record should have: its own, or the next free numbers in turn for those without one. */
  const unnumbered = files.filter((name) => !numbered.includes(name));
  const named = (name: string) =>
    numbered.includes(name)
      ? name
      : `${String(last + 1 + unnumbered.indexOf(name)).padStart(4, '0')}-${name}`;
  const index = read('docs/decisions.md');

  it('are numbered once each', () => {
    const renames = unnumbered.map(
      (name) =>
        `${folder}/${name}: rename it ${folder}/${named(name)} (the next free number) and list it in docs/decisions.md`,
    );
    const numbers = numbered.map((name) => name.slice(0, 4));
    const twice = numbered
      .filter((name) => numbers.indexOf(name.slice(0, 4)) !== numbers.lastIndexOf(name.slice(0, 4)))
      .map(
        (name) =>
          `${folder}/${name}: its number is taken twice; give the later record the next free number, ${next}`,
      );
    expect([...renames, ...twice], 'Every decision record is docs/decisions/NNNN-<slug>.md').toEqual([]);
  });

  it('have a title, a date, a status, a context, a decision and consequences', () => {
    const parts: [RegExp, string][] = [
      [/^# \S/, 'a first line "# <title>"'],
      [/^Date: \d{4}-\d{2}-\d{2}\b/m, 'a line "Date: YYYY-MM-DD" (the day it was decided)'],
      [/^Status: \S/m, 'a line "Status: Accepted" (or what replaced it)'],
      [/^## Context$/m, 'a heading "## Context"'],
      [/^## Decision$/m, 'a heading "## Decision"'],
      [/^## Consequences$/m, 'a heading "## Consequences"'],
    ];
    const lacking = files.flatMap((name) => {
      const record = read(`${folder}/${name}`);
      return parts.filter(([part]) => !part.test(record)).map(([, what]) => `${folder}/${name}: add ${what}`);
    });
    expect(lacking, 'Decision records lack a part').toEqual([]);
  });

  it('are each listed in docs/decisions.md, which lists no other', () => {
    const unlisted = files
      .filter((name) => !numbered.includes(name) || !index.includes(`(decisions/${name})`))
      .map(
        (name) =>
          `${folder}/${name}: add a row "| [${named(name).slice(0, 4)}](decisions/${named(name)}) | <date> | <title> |" to docs/decisions.md`,
      );
    const missing = [...index.matchAll(/\(decisions\/([^)]+)\)/g)]
      .map((match) => match[1] as string)
      .filter((name) => !files.includes(name))
      .map((name) => `docs/decisions.md lists decisions/${name}, which does not exist`);
    expect([...unlisted, ...missing], 'The index of decisions is out of step').toEqual([]);
  });
});
