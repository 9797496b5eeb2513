// The bench history (issue 27.7): every bench script's figures are appended, with the commit they
// measured and how busy the machine was, to bench/history/figures.jsonl in the repository;
// `npm run bench -- --compare` prints each figure's change since the run before, so a regression
// is seen the day it lands. Runs with --quick are compared only with other quick runs.
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Figure } from './lib.ts';

export const HISTORY_FILE = path.join(import.meta.dirname, 'history', 'figures.jsonl');

export interface HistoryEntry {
  at: string;
  commit: string;
  /** The working tree had changes the commit does not hold. */
  dirty: boolean;
  script: string;
  quick: boolean;
  /** The one-minute load average when the figures were reported, and the cores it is out of. */
  load: number;
  cpus: number;
  figures: Figure[];
}

function gitCommit(): { commit: string; dirty: boolean } {
  try {
    const git = (...args: string[]) =>
      execFileSync('git', args, {
        cwd: import.meta.dirname,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
    return {
      commit: git('rev-parse', '--short=12', 'HEAD').trim(),
      // The history's own files do not count: every run changes them.
      dirty: git('status', '--porcelain', '--', ':/', ':!bench/history').trim() !== '',
    };
  } catch {
    return { commit: 'unknown', dirty: true };
  }
}

/** The entry for figures a script reports now. */
export function historyEntry(script: string, quick: boolean, figures: Figure[]): HistoryEntry {
  return {
    at: new Date().toISOString(),
    ...gitCommit(),
    script,
    quick,
    load: Math.round((os.loadavg()[0] ?? 0) * 100) / 100,
    cpus: os.cpus().length,
    figures,
  };
}

/** Appends the entry on a line of its own, even after a line an interrupted run left unfinished. */
export function appendHistory(entry: HistoryEntry, file = HISTORY_FILE) {
  mkdirSync(path.dirname(file), { recursive: true });
  const unfinished =
    existsSync(file) && !readFileSync(file, 'utf8').endsWith('\n') && statSync(file).size > 0;
  appendFileSync(file, `${unfinished ? '\n' : ''}${JSON.stringify(entry)}\n`);
}

/** Every entry of the file in the order written; a line that is not an entry (a cut write) is skipped. */
export function readHistory(file = HISTORY_FILE): HistoryEntry[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line) => {
      if (!line.trim()) return [];
      try {
        const entry = JSON.parse(line) as HistoryEntry;
        return Array.isArray(entry.figures) && typeof entry.script === 'string' ? [entry] : [];
      } catch {
        return [];
      }
    });
}

interface Measurement {
  value: number | string;
  unit: string;
  ok: boolean;
  commit: string;
  at: string;
}

export interface FigureChange {
  script: string;
  name: string;
  quick: boolean;
  last: Measurement;
  previous?: Measurement;
  /** (last − previous) / previous, when both are numbers and the previous is not zero. */
  change?: number;
  /** It passed its budget before and fails it now. */
  regressed: boolean;
}

/** Each figure's last measurement beside the one before it, for the scripts named (all when none). */
export function compareLatest(
  entries: readonly HistoryEntry[],
  scripts: readonly string[] = [],
): FigureChange[] {
  const series = new Map<string, { script: string; name: string; quick: boolean; runs: Measurement[] }>();
  for (const entry of entries) {
    if (scripts.length > 0 && !scripts.some((word) => entry.script.includes(word))) continue;
    for (const figure of entry.figures) {
      const key = JSON.stringify([entry.script, figure.name, entry.quick]);
      const runs = series.get(key)?.runs ?? [];
      if (runs.length === 0)
        series.set(key, { script: entry.script, name: figure.name, quick: entry.quick, runs });
      runs.push({
        value: figure.value,
        unit: figure.unit,
        ok: figure.ok,
        commit: entry.commit,
        at: entry.at,
      });
    }
  }
  return [...series.values()].map(({ script, name, quick, runs }) => {
    const last = runs[runs.length - 1] as Measurement;
    const previous = runs.length > 1 ? runs[runs.length - 2] : undefined;
    const change =
      previous && typeof last.value === 'number' && typeof previous.value === 'number' && previous.value !== 0
        ? (last.value - previous.value) / Math.abs(previous.value)
        : undefined;
    return { script, name, quick, last, previous, change, regressed: Boolean(previous?.ok && !last.ok) };
  });
}

const shown = (m: Measurement | undefined) =>
  m === undefined
    ? '—'
    : `${m.value}${m.unit ? ` ${m.unit}` : ''} (${m.commit}${m.ok ? '' : ', over budget'})`;

/**
 * A figure's change in words where a percentage says nothing: a count that stays at zero (answers
 * lost, slots booked twice) or leaves it, and a figure given as text ("30163/30163 entries").
 */
function describeChange({ change, last, previous }: FigureChange): string {
  if (change !== undefined) return `${change >= 0 ? '+' : ''}${(change * 100).toFixed(1)} %`;
  if (!previous) return 'first run';
  if (last.value === previous.value) return 'same';
  return previous.value === 0 ? 'was 0' : 'changed';
}

/** The comparison as a Markdown table, regressions first. */
export function formatComparison(changes: readonly FigureChange[]): string {
  const rows = [...changes].sort((a, b) => Number(b.regressed) - Number(a.regressed));
  const lines = ['| script | figure | last | before | change |', '|---|---|---|---|---|'];
  for (const c of rows) {
    const change = describeChange(c);
    const script = c.quick ? `${c.script} (quick)` : c.script;
    lines.push(
      `| ${script} | ${c.name} | ${shown(c.last)} | ${shown(c.previous)} | ${c.regressed ? `REGRESSED ${change}` : change} |`,
    );
  }
  return lines.join('\n');
}
