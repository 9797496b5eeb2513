import { useEffect, useRef, useState } from 'react';
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

/**
 * The page a paged view shows (from 1): the address's when it names a `valid` one, else `initial`
 * (where the view resumes). It follows the address as the phone goes Back and Forward, settles an
 * address that named none (or a wrong one) on the page shown, and moves both together.
 */
export function useAddressedPage(
  { page: addressed, onPage }: AddressedPageProps,
  initial: number,
  valid: (page: number) => boolean,
) {
  const named = addressed && valid(addressed) ? addressed : null;
  const [page, setPage] = useState(named ?? initial);
  const [followed, setFollowed] = useState(named);
  if (named !== followed) {
    setFollowed(named);
    if (named) setPage(named);
  }
  const settle = useRef(() => {
    if (named === null) onPage?.(initial, 'settle');
  });
  useEffect(() => settle.current(), []);
  const moveTo = (target: number, move: PageMove) => {
    setPage(target);
    onPage?.(target, move);
  };
  return [page, moveTo] as const;
}
