// The figures of issue 21 ("Figures to report"), measured the same way before and after the
// refactor: `npm run figures` (tsx scripts/architecture/figures.ts). Each figure says how it is
// counted; docs/architecture-figures.md keeps the readings. Approximations are text searches,
// not a parser: they count the same things each time, which is what a before/after needs.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { declaredEndpoints } from '@intake/contracts/endpoints';
import { accessRules } from '../../apps/api/src/access-rules.ts';
import { fileViolations, moduleOf, mutualModules } from './boundaries.ts';
import {
  edges,
  type ImportGraph,
  readImportGraph,
  repoFiles,
  repoRoot,
  withoutComments,
} from './import-graph.ts';
import { pageAddressesOutsideContracts } from './page-addresses.ts';

const graph = readImportGraph();
const files = repoFiles();
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');
const isTest = (file: string) => /\.(test|spec)\.tsx?$|\/test\//.test(file);
const code = (prefix: string) =>
  files.filter(
    (file) => file.startsWith(prefix) && /\.tsx?$/.test(file) && !isTest(file) && !file.endsWith('.d.ts'),
  );

const literal = /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g;
const strings = (text: string) =>
  [...withoutComments(text).matchAll(literal)].map((match) => match[0].slice(1, -1));

/** The access table's entries (one per /api route, as the access-matrix test keeps it), and how many the contracts declare. */
function endpoints() {
  return `${Object.keys(accessRules).length}, declared in packages/contracts: ${declaredEndpoints.length}`;
}

function webApiPaths() {
  const found = code('apps/web/src/').flatMap((file) =>
    strings(read(file)).filter((text) => text.startsWith('/api/')),
  );
  return {
    written: found.length,
    distinct: new Set(found.map((text) => text.replace(/\$\{[^}]*\}/g, ':x'))).size,
  };
}

/** A code: `new AppError(status, 'CODE'`, or a literal after `code:`, `code ===` or `code !==`. */
function errorCodesOutsideContracts() {
  const pattern =
    /(?:AppError\(\s*\d+\s*,\s*|\bcode\s*(?::|===|!==)\s*)['"`]([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)['"`]/g;
  const found = [...code('apps/api/src/'), ...code('apps/web/src/')].flatMap((file) =>
    [...withoutComments(read(file)).matchAll(pattern)].map((match) => match[1] as string),
  );
  return { written: found.length, distinct: new Set(found).size };
}

/**
 * A user-facing sentence: a string literal or one-line JSX text that starts with a capital, has at
 * least three words and ends with . ! ? or … ; log lines, thrown Errors (not AppError) and OpenAPI
 * descriptions are developer-facing and left out.
 */
function sentencesOutsideContracts(prefix: string, keep = (_file: string) => true) {
  const developerFacing = /\b(log|logger|console)\.\w+\(|\bnew (Type|Range)?Error\(|\b(description|summary):/;
  const sentence = /^[A-Z][^\n]*\s\S+\s[^\n]*[.!?…]['"’)]?$/;
  let count = 0;
  for (const file of code(prefix).filter(keep)) {
    for (const line of withoutComments(read(file)).split('\n')) {
      if (developerFacing.test(line)) continue;
      const texts = [
        ...strings(line),
        ...[...line.matchAll(/>([^<>{}]+)</g)].map((match) => (match[1] as string).trim()),
      ];
      count += texts.filter((text) => sentence.test(text) && !text.includes('${')).length;
    }
  }
  return count;
}

function repositoryImports() {
  const lines = fileViolations(graph).filter((line) => line.startsWith('module-imports-repository:'));
  const byRepository = new Map<string, number>();
  for (const line of lines) {
    const target = line.split(' -> ')[1] as string;
    byRepository.set(target, (byRepository.get(target) ?? 0) + 1);
  }
  const top = [...byRepository].sort((a, b) => b[1] - a[1]).slice(0, 3);
  return {
    total: lines.length,
    top: top.map(([file, count]) => `${path.basename(file)} ${count}`).join(', '),
  };
}

/**
 * The longest chain of imports from apps/api/src/server.ts, in files. Files that import each other
 * (a cycle) count as one link, as no order among them is deeper than another.
 */
function apiDepth(root: string, imports: ImportGraph) {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const component = new Map<string, number>();
  let counter = 0;
  let components = 0;
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter++);
    stack.push(file);
    for (const next of edges(imports, file)) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file) as number, low.get(next) as number));
      } else if (!component.has(next))
        low.set(file, Math.min(low.get(file) as number, index.get(next) as number));
    }
    if (low.get(file) === index.get(file)) {
      let member: string | undefined;
      do {
        member = stack.pop() as string;
        component.set(member, components);
      } while (member !== file);
      components += 1;
    }
  };
  visit(root);
  const members = new Map<number, string[]>();
  for (const [file, id] of component) members.set(id, [...(members.get(id) ?? []), file]);
  const longest = new Map<number, string[]>();
  // Tarjan numbers a component after every component it reaches, so ascending order is bottom-up.
  for (let id = 0; id < components; id += 1) {
    let best: string[] = [];
    for (const file of members.get(id) as string[])
      for (const next of edges(imports, file)) {
        const other = component.get(next) as number;
        const below = longest.get(other) as string[];
        if (other !== id && below.length > best.length) best = below;
      }
    const here = members.get(id) as string[];
    const name = here.length > 1 ? `${here[0]} (+${here.length - 1} in a cycle)` : (here[0] as string);
    longest.set(id, [name, ...best]);
  }
  return longest.get(component.get(root) as number) as string[];
}

/** JavaScript files that tsconfig.tooling.json type-checks from their JSDoc (checkJs). */
const checkedJs = new Set<string>(
  (JSON.parse(read('tsconfig.tooling.json')) as { include: string[] }).include.filter((entry) =>
    /\.(mjs|cjs|js)$/.test(entry),
  ),
);

function untypedTooling() {
  const untyped = files.filter((file) => /\.(mjs|cjs|js)$/.test(file) && !checkedJs.has(file));
  const lines = untyped.map((file) => read(file).split('\n').length - (read(file).endsWith('\n') ? 1 : 0));
  return { files: untyped.length, lines: lines.reduce((sum, count) => sum + count, 0) };
}

function duplicates() {
  try {
    const out = execFileSync('duplicates', ['--seconds', '300', '--most', '1'], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    return out.split('\n')[0] as string;
  } catch {
    return 'not measured: the `duplicates` command is not on this machine';
  }
}

const paths = webApiPaths();
const errors = errorCodesOutsideContracts();
const repositories = repositoryImports();
const chain = apiDepth('apps/api/src/server.ts', graph);
const apiOnly: ImportGraph = new Map(
  [...graph].map(([file, imports]) => [
    file,
    imports.filter((entry) => entry.target?.startsWith('apps/api/src/')),
  ]),
);
const apiChain = apiDepth('apps/api/src/server.ts', apiOnly);
// The question bank is the test's content, not the portal's words: it stays in the API, away from the
// web's bundles, because each question carries its answer.
const questionBank = 'apps/api/src/modules/aptitude-test/bank/';
const mailTemplates = 'apps/api/src/mail/templates/';
const tooling = untypedTooling();
const figures: [string, string][] = [
  ['HTTP endpoints under /api (entries of the access table)', endpoints()],
  [
    'API path strings in apps/web/src (string literals starting /api/, tests left out)',
    `${paths.written} written, ${paths.distinct} distinct`,
  ],
  [
    'page addresses written outside packages/contracts (apps/*/src string literals, tests left out)',
    String(pageAddressesOutsideContracts(files).length),
  ],
  [
    'error codes written outside packages/contracts (AppError argument or code:/===/!==, apps/*/src)',
    `${errors.written} written, ${errors.distinct} distinct`,
  ],
  [
    'user-facing sentences outside packages/contracts, apps/api/src (not e-mails, not the question bank)',
    String(
      sentencesOutsideContracts(
        'apps/api/src/',
        (file) => !file.startsWith(mailTemplates) && !file.startsWith(questionBank),
      ),
    ),
  ],
  [
    'test questions in the API’s question bank (data kept from the web: they carry the answers)',
    String(sentencesOutsideContracts(questionBank)),
  ],
  [
    'user-facing sentences outside packages/contracts, e-mail templates',
    String(sentencesOutsideContracts(mailTemplates)),
  ],
  [
    'user-facing sentences outside packages/contracts, apps/web/src',
    String(sentencesOutsideContracts('apps/web/src/')),
  ],
  [
    'imports of another API module’s repository',
    `${repositories.total} (most imported: ${repositories.top})`,
  ],
  ['pairs of API modules importing each other', String(mutualModules(graph).length)],
  ['depth of the API import graph (longest chain from server.ts, in files)', String(chain.length)],
  ['the same within apps/api/src (packages/contracts left out)', String(apiChain.length)],
  [
    'untyped tooling (.mjs/.cjs/.js tracked by git, not type-checked by tsconfig.tooling.json)',
    `${tooling.lines} lines in ${tooling.files} files`,
  ],
  ['places repeating 6 or more lines (duplicates, whole tree)', duplicates()],
];
for (const [name, value] of figures) console.log(`${name}: ${value}`);
console.log(`\nlongest chain from server.ts:\n  ${chain.join('\n  ')}`);
const modules = new Set(chain.map(moduleOf).filter(Boolean));
console.log(`(modules on it: ${[...modules].join(', ')})`);
