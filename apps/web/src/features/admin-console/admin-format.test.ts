import { describe, expect, it } from 'vitest';
import { formatDetails } from './admin-format';

describe('audit details', () => {
  it('reads in words: no record ids, timestamps as the school writes them', () => {
    const text = formatDetails({
      cohortId: '3f2b8c1e-9a4d-4e2f-8b1c-2d3e4f5a6b7c',
      newRole: 'ELDER',
      startsAt: '2026-12-01T09:30:00.000Z',
    });
    expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}/i);
    expect(text).not.toContain('T09:30');
    expect(text).toMatch(/^new role: ELDER, starts at: \d{2}-12-2026, \d{1,2}:30 (AM|PM)$/);
  });
});
