import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  appendHistory,
  compareLatest,
  formatComparison,
  type HistoryEntry,
  historyEntry,
  readHistory,
} from '../../bench/history.ts';
import type { Figure } from '../../bench/lib.ts';

const repo = path.join(import.meta.dirname, '..', '..');
const figure = (name: string, value: number | string, ok = true): Figure => ({
  name,
  value,
  unit: 'ms',
  budget: '50',
  ok,
});
const entry = (script: string, commit: string, figures: Figure[], quick = false): HistoryEntry => ({
  at: '2026-11-27T00:00:00.000Z',
  commit,
  dirty: false,
  script,
  quick,
  load: 0.5,
  cpus: 2,
  figures,
});

describe('the bench history (issue 27.7)', () => {
  it('records each report with the commit it measured and reads it back, skipping a cut line', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'bench-history-')), 'history.jsonl');
    const head = spawnSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd: repo,
      encoding: 'utf8',
    }).stdout.trim();
    appendHistory(historyEntry('csv-import.ts', false, [figure('import', 18.2)]), file);
    writeFileSync(file, `${readFileSync(file, 'utf8')}{"at":"2026-11-27T0`, { flag: 'w' });
    appendHistory(historyEntry('csv-import.ts', true, [figure('import', 4.1)]), file);
    const read = readHistory(file);
    expect(read.map((e) => [e.script, e.quick, e.figures[0]?.value])).toEqual([
      ['csv-import.ts', false, 18.2],
      ['csv-import.ts', true, 4.1],
    ]);
    expect(read[0]?.commit).toBe(head);
    expect(read[0]?.cpus).toBeGreaterThan(0);
  });

  it("compares each figure's last run with the one before, like with like", () => {
    const history = [
      entry('test-autosave.ts', 'aaa', [figure('autosave p99', 20), figure('lost answers', '0 of 1000')]),
      entry('test-autosave.ts', 'bbb', [figure('autosave p99', 10)], true),
      entry('funnel.ts', 'bbb', [figure('funnel p95', 41.2)]),
      entry('test-autosave.ts', 'ccc', [figure('autosave p99', 25), figure('lost answers', '0 of 1000')]),
      entry('test-autosave.ts', 'ddd', [figure('autosave p99', 60, false)]),
    ];
    const changes = compareLatest(history);
    const p99 = changes.find((c) => c.name === 'autosave p99' && !c.quick);
    expect(p99?.last.value).toBe(60);
    expect(p99?.previous?.value).toBe(25);
    expect(p99?.change).toBeCloseTo(1.4);
    expect(p99?.regressed).toBe(true);
    // A quick run is its own series; a first run has nothing to compare with.
    expect(changes.find((c) => c.name === 'autosave p99' && c.quick)?.previous).toBeUndefined();
    expect(changes.find((c) => c.name === 'lost answers')?.change).toBeUndefined();
    expect(compareLatest(history, ['funnel']).map((c) => c.name)).toEqual(['funnel p95']);

    const table = formatComparison(changes);
    expect(table.split('\n')[2]).toContain('REGRESSED +140.0 %');
    expect(table).toContain('| funnel.ts | funnel p95 | 41.2 ms (bbb) | — | first run |');
    expect(table).toContain('| 0 of 1000 ms (ccc) | 0 of 1000 ms (aaa) | same |');
  });

  it('says how a count at zero or a figure in words moved, where a percentage cannot', () => {
    const table = formatComparison(
      compareLatest([
        entry('payment-webhooks.ts', 'aaa', [figure('lost', 0), figure('left', 0), figure('ledger', '3/3')]),
        entry('payment-webhooks.ts', 'bbb', [
          figure('lost', 0),
          figure('left', 2, false),
          figure('ledger', '4/5'),
        ]),
      ]),
    );
    expect(table).toContain('| lost | 0 ms (bbb) | 0 ms (aaa) | same |');
    expect(table).toContain('| left | 2 ms (bbb, over budget) | 0 ms (aaa) | REGRESSED was 0 |');
    expect(table).toContain('| ledger | 4/5 ms (bbb) | 3/3 ms (aaa) | changed |');
  });
});
