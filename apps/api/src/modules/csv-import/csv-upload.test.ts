import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { removeStaleSpools } from './csv-upload.ts';

describe('removeStaleSpools', () => {
  it('removes spooled uploads older than an hour and keeps newer ones and other files', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'intake-spool-'));
    const old = `${randomUUID()}.csv`;
    const fresh = `${randomUUID()}.csv`;
    for (const name of [old, fresh, 'notes.txt']) writeFileSync(path.join(dir, name), 'a,b\n');
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    utimesSync(path.join(dir, old), twoHoursAgo, twoHoursAgo);
    utimesSync(path.join(dir, 'notes.txt'), twoHoursAgo, twoHoursAgo);

    await removeStaleSpools(dir);
    expect(readdirSync(dir).sort()).toEqual([fresh, 'notes.txt'].sort());
  });

  it('does nothing when the folder does not exist', async () => {
    await expect(removeStaleSpools(path.join(tmpdir(), `absent-${randomUUID()}`))).resolves.toBeUndefined();
  });
});
