import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CataloguedError } from '../error-catalogue.ts';
import { errorCodes } from '../errors.ts';

/** Every area's catalogue (errors/<area>.ts), read from the folder so a new area is checked too. */
const areas = await Promise.all(
  readdirSync(import.meta.dirname)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map(async (file) => ({ file, module: (await import(`./${file}`)) as Record<string, unknown> })),
);
const entries = areas.flatMap(({ file, module }) =>
  Object.values(module)
    .filter((value): value is Record<string, CataloguedError> => typeof value === 'object' && value !== null)
    .flatMap((errors) => Object.entries(errors))
    .filter((entry): entry is [string, CataloguedError] => typeof entry[1] === 'object' && 'code' in entry[1])
    .map(([name, error]) => ({ where: `${file} ${name}`, ...error })),
);

/** The status a generic code always answers with (docs/design.md §3). */
const statusOf: Partial<Record<string, number>> = {
  [errorCodes.validation]: 400,
  [errorCodes.notFound]: 404,
  [errorCodes.wrongState]: 409,
  [errorCodes.rule]: 422,
  [errorCodes.unsupportedMediaType]: 415,
  [errorCodes.internal]: 500,
};

describe('the error catalogue', () => {
  it('has entries to check', () => {
    expect(entries.length).toBeGreaterThan(0);
  });

  it('gives each generic code the status it always answers with', () => {
    const mismatched = entries
      .filter(({ code, status }) => statusOf[code] !== undefined && statusOf[code] !== status)
      .map(({ where, code, status }) => `${where}: ${code} with ${status}`);
    expect(mismatched).toEqual([]);
  });

  it('gives each specific code one status', () => {
    const statuses = new Map<string, Set<number>>();
    for (const { code, status } of entries) statuses.set(code, (statuses.get(code) ?? new Set()).add(status));
    const split = [...statuses].filter(([, set]) => set.size > 1).map(([code]) => code);
    expect(split).toEqual([]);
  });

  it('words every entry, without stray spaces at its ends', () => {
    const unworded = entries.filter(({ message }) => !/^\S.*\S$/s.test(message)).map(({ where }) => where);
    expect(unworded).toEqual([]);
  });
});
