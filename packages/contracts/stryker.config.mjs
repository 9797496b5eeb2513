// Mutation testing of the shared rules (issue 18.21): `node bench/mutation.mjs` runs it and prints
// each rule file's score. Not part of `npm test`: it runs the contracts tests once per mutant.
/** The files whose functions decide what a user may do or send; each must score at least 90 %. */
export const ruleFiles = [
  'questionnaire.ts',
  'enrolment.ts',
  'payments.ts',
  'phone.ts',
  'status.ts',
  'withdrawal.ts',
].map((file) => `packages/contracts/src/${file}`);

/**
 * Run from the repository root (`npx stryker run packages/contracts/stryker.config.mjs`): the
 * sandbox then keeps the tree's shape, so tsconfig's `extends` still resolves without Stryker
 * rewriting it (its rewriter needs TypeScript's JavaScript API, which TypeScript 7 no longer has).
 * Only the contracts package is copied into the sandbox.
 */
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'packages/contracts/vitest.config.ts' },
  ignorePatterns: [
    '/*',
    '!/packages',
    '/packages/*',
    '!/packages/contracts',
    '!/tsconfig.base.json',
    '!/package.json',
  ],
  mutate: ruleFiles,
  coverageAnalysis: 'perTest',
  // A static mutant (a module-level value: a schema, an option list) needs every test file loaded
  // afresh; those 265 of ~850 took 85 % of the time (about 90 minutes at concurrency 1). They are
  // reported as ignored; the score covers the rules' functions. `--ignoreStatic false` runs them.
  ignoreStatic: true,
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'bench/results/mutation.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  thresholds: { high: 95, low: 90, break: 90 },
  concurrency: 1,
};
