import { useLocation, useNavigate } from 'react-router';

/** What the app keeps in a history entry it opened: the address it was opened from. */
type OpenedFrom = { openedFrom?: string };

const openedFrom = (state: unknown) => (state as OpenedFrom | null)?.openedFrom;

/**
 * How a paged view (the questionnaire's pages, the test's questions) moved: `on` to a new entry,
 * `back` to the previous one, or `settle` in place (the page it resumed on, or one with a problem).
 */
export type PageMove = 'on' | 'back' | 'settle';

/** A view whose page the address carries: the page it names (from 1), and how to move it. */
export type AddressedPageProps = {
  page?: number | null;
  onPage?: (page: number, move: PageMove) => void;
};

/**
 * Moves between the views and pages of one screen so that each is its own history entry: the
 * phone's Back and the screen's own Back buttons lead to the same place, and a reload stays put.
 */
export function useViewHistory() {
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  /** A new entry for `to`, remembering where it was opened from. */
  const open = (to: string) => {
    void navigate(to, { state: { openedFrom: here } satisfies OpenedFrom });
  };
  /** `to` in place of this entry, still opened from where it was. */
  const replace = (to: string) => {
    void navigate(to, { replace: true, state: location.state });
  };
  /**
   * Back to `to`: the previous entry when this one was opened from there (so no entry is left to
   * come back to by mistake), otherwise `to` in place of this one.
   */
  const back = (to: string) => {
    if (openedFrom(location.state) === to) void navigate(-1);
    else replace(to);
  };
  const move = (to: string, how: PageMove) => ({ on: open, back, settle: replace })[how](to);
  return { open, back, replace, move };
}
