import { describe, expect, it } from 'vitest';
import { compareWithBaseline, readBaseline, violations } from './boundaries.ts';
import { type ImportGraph, importSpecifiers, readImportGraph } from './import-graph.ts';

const graphOf = (links: Record<string, string[]>): ImportGraph =>
  new Map(
    Object.entries(links).map(([from, targets]) => [
      from,
      targets.map((target) => ({ specifier: target, target })),
    ]),
  );

const cases: [string, Record<string, string[]>, string[]][] = [
  [
    'a feature importing another feature or the app, not its own files or shared code',
    {
      'apps/web/src/features/payments/a.tsx': [
        'apps/web/src/features/payments/b.ts',
        'apps/web/src/features/enrolment/c.ts',
        'apps/web/src/app/paths.ts',
        'apps/web/src/components/button.tsx',
        'packages/contracts/src/index.ts',
      ],
      'apps/web/src/app/router.tsx': ['apps/web/src/features/payments/a.tsx'],
    },
    [
      'feature-imports-app: apps/web/src/features/payments/a.tsx -> apps/web/src/app/paths.ts',
      'feature-imports-feature: apps/web/src/features/payments/a.tsx -> apps/web/src/features/enrolment/c.ts',
    ],
  ],
  [
    "a module importing another module's repository, and two modules importing each other",
    {
      'apps/api/src/modules/payments/payments.service.ts': [
        'apps/api/src/modules/payments/payments.repository.ts',
        'apps/api/src/modules/auth/users.repository.ts',
      ],
      'apps/api/src/modules/auth/auth.service.ts': ['apps/api/src/modules/payments/tuition.ts'],
      'apps/api/src/modules/mail/mail.plugin.ts': ['apps/api/src/modules/auth/auth.service.ts'],
    },
    [
      'module-imports-repository: apps/api/src/modules/payments/payments.service.ts -> apps/api/src/modules/auth/users.repository.ts',
      'mutual-module-imports: auth <-> payments',
    ],
  ],
  [
    'the core importing a module, not modules importing the core or its repositories',
    {
      'apps/api/src/core/users.repository.ts': ['apps/api/src/db/client.ts'],
      'apps/api/src/core/link-tokens.service.ts': [
        'apps/api/src/core/link-tokens.repository.ts',
        'apps/api/src/modules/mail/mail.service.ts',
      ],
      'apps/api/src/modules/auth/auth.service.ts': [
        'apps/api/src/core/users.repository.ts',
        'apps/api/src/core/link-tokens.service.ts',
      ],
      'apps/api/src/modules/mail/mail.service.ts': ['apps/api/src/core/users.repository.ts'],
    },
    [
      'core-imports-module: apps/api/src/core/link-tokens.service.ts -> apps/api/src/modules/mail/mail.service.ts',
    ],
  ],
  [
    'API code importing web code and web code importing API code',
    {
      'apps/api/src/plugins/web.ts': ['apps/web/src/app/paths.ts'],
      'apps/web/src/lib/api.ts': ['apps/api/src/access-rules.ts'],
    },
    [
      'api-imports-web: apps/api/src/plugins/web.ts -> apps/web/src/app/paths.ts',
      'web-imports-api: apps/web/src/lib/api.ts -> apps/api/src/access-rules.ts',
    ],
  ],
];

describe('boundary rules', () => {
  it.each(cases)('find %s', (_name, links, expected) => {
    expect(violations(graphOf(links))).toEqual(expected);
  });

  it('reads type-only, re-exported, side-effect and dynamic imports, but not imports in comments', () => {
    const text = [
      "import type { A } from './a.ts';",
      "import {\n  b,\n  c,\n} from './b';",
      "export * from './c.js';",
      "import './d.css';",
      "const e = lazy(() => import('./e'));",
      "// import { f } from './f.ts';",
      "/** import { g } from './g.ts'; */",
    ].join('\n');
    expect(importSpecifiers(text).sort()).toEqual(['./a.ts', './b', './c.js', './d.css', './e']);
  });
});

describe('the repository', () => {
  const { added, gone } = compareWithBaseline(violations(readImportGraph()), readBaseline());

  it('crosses no boundary beyond those listed in scripts/architecture/boundaries-baseline.txt', () => {
    expect(
      added,
      'These imports cross a boundary (issue 21.5): import through packages/contracts or a shared layer instead. ' +
        'Do not add them to the baseline; it lists only what was there when the check came in.',
    ).toEqual([]);
  });

  it('lists in the baseline only violations that are still there', () => {
    expect(
      gone,
      'These violations are gone: delete their lines from scripts/architecture/boundaries-baseline.txt.',
    ).toEqual([]);
  });
});

describe('the baseline check', () => {
  it('fails on a new violation and on a listed one that is gone', () => {
    expect(compareWithBaseline(['x', 'new'], ['x', 'fixed'])).toEqual({ added: ['new'], gone: ['fixed'] });
  });
});
