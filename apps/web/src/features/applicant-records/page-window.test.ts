import { describe, expect, it } from 'vitest';
import { pageWindow, totalPagesOf } from './page-window';

describe('pageWindow', () => {
  it.each([
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [2, 3, [1, 2, 3]],
    [3, 3, [1, 2, 3]],
  ])('shows every page and no last-page button below 4 pages (page %i of %i)', (current, total, pages) => {
    expect(pageWindow(current, total)).toEqual({ pages, last: null });
  });

  it.each([
    [1, 4, [1, 2, 3]],
    [2, 4, [1, 2, 3]],
    [3, 4, [1, 2, 3]],
    [4, 4, [1, 2, 3]],
    [1, 10, [1, 2, 3]],
    [2, 10, [1, 2, 3]],
    [5, 10, [4, 5, 6]],
    [8, 10, [7, 8, 9]],
    [9, 10, [7, 8, 9]],
    [10, 10, [7, 8, 9]],
  ])(
    'from 4 pages on, windows three pages around page %i of %i and adds the last',
    (current, total, pages) => {
      expect(pageWindow(current, total)).toEqual({ pages, last: total });
    },
  );

  it('clamps a page outside the range and treats no pages as one', () => {
    expect(pageWindow(99, 6)).toEqual({ pages: [3, 4, 5], last: 6 });
    expect(pageWindow(0, 6)).toEqual({ pages: [1, 2, 3], last: 6 });
    expect(pageWindow(1, 0)).toEqual({ pages: [1], last: null });
  });
});

describe('totalPagesOf', () => {
  it('rounds up and never answers less than one page', () => {
    expect(totalPagesOf(0, 10)).toBe(1);
    expect(totalPagesOf(10, 10)).toBe(1);
    expect(totalPagesOf(11, 10)).toBe(2);
    expect(totalPagesOf(1000, 20)).toBe(50);
  });
});
