import { defineProject } from 'vitest/config';

// The repository's own checks (boundaries, docs): run as an early step of `npm test`, not with the app's tests.
export default defineProject({
  root: import.meta.dirname,
  test: { name: 'house', environment: 'node', include: ['**/*.test.ts'] },
});
