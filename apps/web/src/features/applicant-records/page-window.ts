/** How many numbered page buttons the pagination bar shows at once (docs/spec/portal-spec.md §9). */
export const PAGE_WINDOW = 3;

export type PageWindow = {
  /** The numbered buttons, in order: at most three. */
  pages: number[];
  /** The last-page button, shown from 4 pages on; never also among `pages`. */
  last: number | null;
};

/**
 * docs/spec/portal-spec.md §9: three windowed page buttons, and a last-page button when there are 4 or more pages.
 * The window keeps the current page in its middle where it can, and stays before the last page
 * so the two never repeat a number; on the last page the window shows the three before it.
 */
export function pageWindow(current: number, totalPages: number): PageWindow {
  const total = Math.max(1, Math.floor(totalPages));
  if (total <= PAGE_WINDOW) {
    return { pages: Array.from({ length: total }, (_, i) => i + 1), last: null };
  }
  const page = Math.min(Math.max(1, Math.floor(current)), total);
  const start = Math.min(Math.max(page - 1, 1), total - PAGE_WINDOW);
  return { pages: Array.from({ length: PAGE_WINDOW }, (_, i) => start + i), last: total };
}

/** Pages needed for `total` rows at `size` a page; at least one. */
export const totalPagesOf = (total: number, size: number) => Math.max(1, Math.ceil(total / size));
