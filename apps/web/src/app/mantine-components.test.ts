import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '..');
const stylesDir = path.dirname(createRequire(import.meta.url).resolve('@mantine/core/styles/Button.css'));

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

/** The components the app imports from @mantine/core (types and helpers have no style sheet). */
const usedComponents = () =>
  new Set(
    sourceFiles(src).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)].flatMap(
        ([, names = '']) =>
          names
            .split(',')
            .map((name) => name.trim())
            .filter((name) => name && !name.startsWith('type ')),
      ),
    ),
  );

describe('mantine-components.css', () => {
  it('loads the style sheet of every Mantine component the app uses (a ColorSwatch without it is invisible)', () => {
    const loaded = readFileSync(path.join(import.meta.dirname, 'mantine-components.css'), 'utf8');
    const missing = [...usedComponents()].filter(
      (name) =>
        existsSync(path.join(stylesDir, `${name}.css`)) &&
        !loaded.includes(`@mantine/core/styles/${name}.css`),
    );
    expect(missing).toEqual([]);
  });
});
