import { describe, expect, it } from 'vitest';
import {
  defaultRecordsQuery,
  exportApiParams,
  listApiParams,
  parseRecordsQuery,
  type RecordsQuery,
  recordsSearchParams,
} from './records-query';

const noReviewFilter = { sort: 'newest', reviews: 'any', minScore: null } as const;

describe('records query string', () => {
  it('reads a shared link', () => {
    expect(
      parseRecordsQuery(new URLSearchParams('stage=interviewed&search=%20ada%20&page=3&size=20')),
    ).toEqual({ stage: 'interviewed', search: 'ada', page: 3, size: 20, ...noReviewFilter });
    expect(parseRecordsQuery(new URLSearchParams('sort=score-low&reviews=disagree&minScore=3.5'))).toEqual({
      ...defaultRecordsQuery,
      sort: 'score-low',
      reviews: 'disagree',
      minScore: 3.5,
    });
  });

  it('falls back to the defaults for unknown or malformed values', () => {
    expect(parseRecordsQuery(new URLSearchParams('stage=nope&page=-2&size=7'))).toEqual(defaultRecordsQuery);
    expect(parseRecordsQuery(new URLSearchParams('page=1.5&size=abc'))).toEqual(defaultRecordsQuery);
    expect(parseRecordsQuery(new URLSearchParams(''))).toEqual(defaultRecordsQuery);
    expect(parseRecordsQuery(new URLSearchParams('sort=best&reviews=maybe&minScore=3.45'))).toEqual(
      defaultRecordsQuery,
    );
    expect(parseRecordsQuery(new URLSearchParams('minScore=Infinity'))).toEqual(defaultRecordsQuery);
  });

  it('drops a minimum score beside “not yet reviewed”, which the server refuses', () => {
    expect(parseRecordsQuery(new URLSearchParams('reviews=unreviewed&minScore=4'))).toEqual({
      ...defaultRecordsQuery,
      reviews: 'unreviewed',
    });
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(recordsSearchParams(defaultRecordsQuery).toString()).toBe('');
    const query: RecordsQuery = { stage: 'offered', search: 'obi', page: 2, size: 50, ...noReviewFilter };
    expect(parseRecordsQuery(recordsSearchParams(query))).toEqual(query);
    const reviewed: RecordsQuery = { ...query, sort: 'score-high', reviews: 'reviewed', minScore: 4 };
    expect(recordsSearchParams(reviewed).toString()).toBe(
      'stage=offered&search=obi&page=2&size=50&sort=score-high&reviews=reviewed&minScore=4',
    );
    expect(parseRecordsQuery(recordsSearchParams(reviewed))).toEqual(reviewed);
  });

  it('builds the API parameters for a page and for the export', () => {
    const query: RecordsQuery = { stage: 'enrolled', search: '0803', page: 4, size: 10, ...noReviewFilter };
    expect(listApiParams(query).toString()).toBe('page=4&size=10&stage=enrolled&search=0803');
    expect(listApiParams({ ...query, search: '' }).toString()).toBe('page=4&size=10&stage=enrolled');
    expect(exportApiParams(query).toString()).toBe('stage=enrolled&search=0803');
    const reviewed: RecordsQuery = { ...query, sort: 'reviews', reviews: 'disagree', minScore: 2.5 };
    expect(listApiParams(reviewed).toString()).toBe(
      'page=4&size=10&stage=enrolled&search=0803&sort=reviews&reviews=disagree&minScore=2.5',
    );
    // The export lists newest first: it takes the filter, not the order.
    expect(exportApiParams(reviewed).toString()).toBe(
      'stage=enrolled&search=0803&reviews=disagree&minScore=2.5',
    );
  });
});
