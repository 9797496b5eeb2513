import { describe, expect, it } from 'vitest';
import {
  defaultRecordsQuery,
  exportApiParams,
  listApiParams,
  parseRecordsQuery,
  recordsSearchParams,
} from './records-query';

describe('records query string', () => {
  it('reads a shared link', () => {
    expect(
      parseRecordsQuery(new URLSearchParams('stage=interviewed&search=%20ada%20&page=3&size=20')),
    ).toEqual({
      stage: 'interviewed',
      search: 'ada',
      page: 3,
      size: 20,
    });
  });

  it('falls back to the defaults for unknown or malformed values', () => {
    expect(parseRecordsQuery(new URLSearchParams('stage=nope&page=-2&size=7'))).toEqual(defaultRecordsQuery);
    expect(parseRecordsQuery(new URLSearchParams('page=1.5&size=abc'))).toEqual(defaultRecordsQuery);
    expect(parseRecordsQuery(new URLSearchParams(''))).toEqual(defaultRecordsQuery);
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(recordsSearchParams(defaultRecordsQuery).toString()).toBe('');
    const query = { stage: 'offered' as const, search: 'obi', page: 2, size: 50 };
    expect(parseRecordsQuery(recordsSearchParams(query))).toEqual(query);
  });

  it('builds the API parameters for a page and for the export', () => {
    const query = { stage: 'enrolled' as const, search: '0803', page: 4, size: 10 };
    expect(listApiParams(query).toString()).toBe('page=4&size=10&stage=enrolled&search=0803');
    expect(listApiParams({ ...query, search: '' }).toString()).toBe('page=4&size=10&stage=enrolled');
    expect(exportApiParams(query).toString()).toBe('stage=enrolled&search=0803');
  });
});
