import { z } from 'zod';
import { publicConfigSchema } from '../config.ts';
import { earlyPaths } from '../early-paths.ts';
import { defineEndpoint } from '../endpoint.ts';
import { errorCodes } from '../errors.ts';

/* The public settings every screen may read, and the school's logo. */
const tags = ['system'];

export const publicConfig = defineEndpoint({
  method: 'GET',
  path: earlyPaths.publicConfig,
  response: publicConfigSchema,
  access: { allow: 'public' },
  errors: [],
  tags,
  summary: 'Public settings the web app needs',
});

/** Versioned by content (`?v=…`), so cached for good; e-mail clients fetch it from other sites. */
export const schoolLogo = defineEndpoint({
  method: 'GET',
  path: '/api/config/logo',
  response: z.unknown(),
  produces: ['image/jpeg', 'image/png', 'image/webp'],
  access: { allow: 'public', note: "the school's logo, on pages and in e-mails" },
  errors: [errorCodes.notFound],
  tags,
  summary: "The school's logo (its address changes with its content)",
});
