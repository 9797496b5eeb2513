// Page addresses written a second time (issue 21.3): packages/contracts/src/pages.ts declares every
// page of the web app, and the router, the screens, the API's redirects and the links in e-mails
// build their addresses from it. A text search, as the figures are: a string literal of the apps'
// code (tests left out, as they pin the addresses on purpose) that holds `/<segment>` where a
// declared page's address starts with that segment ('/error/link', `${url}/dashboard/`).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { paths } from '@intake/contracts/pages';
import { repoFiles, repoRoot, withoutComments } from './import-graph.ts';

/** The first segment of every declared page address that has one of its own: error, admission, login, … */
const pageSegments = new Set(
  Object.values(paths)
    .map((address) => address.split('/')[1] ?? '')
    .filter((segment) => segment && !segment.startsWith(':')),
);

const literal = /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g;
/** `/segment` at the start of a literal or right after a `${…}`, ending the literal or followed by / or ?. */
const address = /(?:^|\})\/([\w-]+)(?=[/?]|$)/g;
const isTest = (file: string) => /\.(test|spec)\.tsx?$|\/test\//.test(file);

/** The page addresses a text writes, each as its literal. */
export function pageAddressesIn(text: string): string[] {
  return [...withoutComments(text).matchAll(literal)]
    .map((match) => match[0].slice(1, -1))
    .filter((text) => [...text.matchAll(address)].some((found) => pageSegments.has(found[1] as string)));
}

/** Every page address written in the apps' code, as `file: literal`. */
export function pageAddressesOutsideContracts(files = repoFiles()): string[] {
  return files
    .filter(
      (file) => /^apps\/(api|web)\/src\/.*\.tsx?$/.test(file) && !isTest(file) && !file.endsWith('.d.ts'),
    )
    .flatMap((file) =>
      pageAddressesIn(readFileSync(path.join(repoRoot, file), 'utf8')).map((text) => `${file}: ${text}`),
    );
}
