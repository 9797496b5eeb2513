import {
  adminConsolePath,
  handoffUrl,
  interviewAcceptedPath,
  loginReturningTo,
  type PageParams,
  type PagePattern,
  pagePath,
  paths,
  paymentReviewPath,
  resetPasswordLink,
} from '@intake/contracts/pages';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router';

// One declaration serves both sides (issue 21.3): the router routes exactly the pages
// packages/contracts/src/pages.ts declares, and every address the API sends from it (the links in
// e-mails, its redirects after a link) opens the page it names, not the not-found page.

const routedPaths = (list: RouteObject[]): string[] =>
  list.flatMap((route) => [...(route.path ? [route.path] : []), ...routedPaths(route.children ?? [])]);

/** The route pattern an address opens (the innermost route it matches). */
const pageOpenedBy = (address: string) =>
  matchRoutes(routes, new URL(address, 'https://portal.example.org').pathname)?.at(-1)?.route.path;

const token = 'Zm9v-YmFy_0123';
/** A value for every :param any page names. */
const sampleParams: PageParams<PagePattern> = {
  user: token,
  userToken: token,
  token,
  id: 'ada@example.org',
  externalSite: 'lampHome',
};

describe('the page addresses', () => {
  it('are the routes of the router, each once', () => {
    const routed = routedPaths(routes);
    expect(new Set(routed).size).toBe(routed.length);
    expect([...routed].sort()).toEqual(Object.values(paths).sort());
  });

  it.each(Object.values(paths).filter((pattern) => pattern !== paths.notFound))(
    '%s, filled in, opens its own route',
    (pattern) => {
      expect(pageOpenedBy(pagePath(pattern, sampleParams))).toBe(pattern);
    },
  );

  it.each<[string, PagePattern]>([
    [resetPasswordLink, paths.resetPassword],
    [interviewAcceptedPath, paths.rescheduleSuccessful],
    [paymentReviewPath('p-1', 'ussd'), paths.ussd],
    [paymentReviewPath('p-1', 'bank transfer'), paths.confirmPayment],
    [adminConsolePath('Ada'), paths.adminConsole],
    [handoffUrl('https://portal.example.org', token), paths.redirect],
    [loginReturningTo(paymentReviewPath('p-1', 'ussd')), paths.login],
  ])('%s opens %s', (address, pattern) => {
    expect(pageOpenedBy(address)).toBe(pattern);
  });
});
