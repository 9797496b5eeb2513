import { defineProject } from 'vitest/config';

export default defineProject({
  // The package's own folder, also when this config runs alone (the mutation run starts at the repository root).
  root: import.meta.dirname,
  test: { name: 'contracts', environment: 'node', include: ['src/**/*.test.ts'] },
});
