import { z } from 'zod';
import { schoolIdentitySchema } from './school.ts';

/** Settings the web app reads from GET /api/config: addresses only, never secrets. */
export const publicConfigSchema = z.object({
  elderAppUrl: z.string(),
  mainSiteUrl: z.string(),
  blogUrl: z.string(),
  personalityTestUrl: z.string(),
  socialLinks: z.array(z.object({ name: z.string(), url: z.string() })),
  applicationsOpen: z.boolean(),
  school: schoolIdentitySchema,
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    reachable: z.boolean(),
    checkedAt: z.string(),
    latencyMs: z.number().nullable(),
    lastOutage: z.object({ from: z.string(), to: z.string().nullable() }).nullable(),
  }),
  uptimeSeconds: z.number(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
