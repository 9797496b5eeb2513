import path from 'node:path';
import { resolveConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';

const web = path.resolve(import.meta.dirname, '../../web');
const callersNodeEnv = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = callersNodeEnv;
});

describe('the web build', () => {
  it.each(['test', 'development'])(
    'is a production build when the caller’s environment has NODE_ENV=%s',
    async (nodeEnv) => {
      process.env.NODE_ENV = nodeEnv;
      const config = await resolveConfig(
        { root: web, configFile: path.join(web, 'vite.config.ts') },
        'build',
      );
      // React's production bundle, JSX without its development runtime.
      expect(config.isProduction).toBe(true);
    },
  );
});
