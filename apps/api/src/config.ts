import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { TEST_DURATION_SECONDS } from '@intake/contracts';
import { z } from 'zod';

const url = z.url();
const optionalUrl = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(url.optional());
const seconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).default('Intake <no-reply@intake.local>'),
  PUBLIC_URL: optionalUrl,
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).max(128).optional(),
  STORAGE_URL: z.string().optional(),
  TZ_SCHOOL: z
    .string()
    .default('Africa/Lagos')
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'must be an IANA time zone such as Africa/Lagos'),
  ELDER_APP_URL: z.string().default('/dashboard/all-applicants'),
  MAIN_SITE_URL: url.default('https://example.org'),
  BLOG_URL: url.default('https://example.org/blog'),
  FINANCE_EMAIL: z.email().optional(),
  PAYMENT_LINK_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  PERSONALITY_TEST_URL: url.default('https://example.org/personality-test'),
  SOCIAL_LINKS: z
    .string()
    .default('Twitter=https://twitter.com,Instagram=https://instagram.com,LinkedIn=https://linkedin.com'),
  SESSION_IDLE_SECONDS: seconds(2 * 3600),
  SESSION_ABSOLUTE_SECONDS: seconds(12 * 3600),
  TEST_SECONDS: z.coerce.number().int().min(5).max(900).default(900),
  TRUST_PROXY: z
    .string()
    .regex(/^(off|\d{1,2})$/, 'must be off or the number of proxies in front of the portal')
    .default('off'),
  OFFER_LINK_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  OFFER_LINK_SECONDS: z.coerce.number().int().min(5).max(31_536_000).optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  STAFF_MFA: z.enum(['required', 'optional']).default('optional'),
  WORKERS: z.enum(['on', 'off']).default('on'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  jwtSecret: Uint8Array;
  admin: { email: string | undefined; password: string | undefined };
  storageUrl: string | undefined;
  timeZone: string;
  elderAppUrl: string;
  mainSiteUrl: string;
  /** Where `/{product}Blog` sends the browser. */
  blogUrl: string;
  /** Finance's address: told of each proof of payment, as the admins are. */
  financeEmail: string | undefined;
  /** How long the confirm / decline links of a payment-proof e-mail work. */
  paymentLinkSeconds: number;
  personalityTestUrl: string;
  socialLinks: { name: string; url: string }[];
  sessionIdleSeconds: number;
  sessionAbsoluteSeconds: number;
  rateLimitPerMinute: number;
  /** Two-factor sign-in for admins, elders and sponsors: each may turn it on, or each must (STAFF_MFA). */
  staffMfa: 'required' | 'optional';
  /** How long the accept / decline links of an admission offer work. */
  offerLinkDays: number;
  /** How long an offer's links work: OFFER_LINK_DAYS, or OFFER_LINK_SECONDS outside production (browser tests of expiry). */
  offerLinkSeconds: number;
  /** Proxies whose X-Forwarded-For is believed: none by default, so clients cannot pick their address. */
  trustProxyHops: number | false;
  /** The aptitude test's length: the spec's 900 s; shorter only outside production, for browser tests. */
  testDurationSeconds: number;
  /** Whether this process runs the mail and job workers (tests drive them by hand). */
  workers: boolean;
  logLevel: string;
  webDistDir: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid settings:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

function parseSocialLinks(raw: string) {
  return raw
    .split(',')
    .map((pair) => pair.split('='))
    .filter(
      (parts): parts is [string, string] => parts.length === 2 && Boolean(parts[0]) && Boolean(parts[1]),
    )
    .map(([name, link]) => ({ name: name.trim(), url: link.trim() }));
}

/** A missing JWT_SECRET is generated once and kept in the data folder, so restarts keep sessions. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

/** Parses the environment once at start; every problem is listed by its setting's name. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const known = Object.fromEntries(
    Object.keys(envSchema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const parsed = envSchema.safeParse(known);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    jwtSecret: new TextEncoder().encode(e.JWT_SECRET ?? loadOrCreateSecret(dataDir)),
    admin: { email: e.ADMIN_EMAIL?.toLowerCase(), password: e.ADMIN_PASSWORD },
    storageUrl: e.STORAGE_URL,
    timeZone: e.TZ_SCHOOL,
    elderAppUrl: e.ELDER_APP_URL,
    mainSiteUrl: e.MAIN_SITE_URL,
    blogUrl: e.BLOG_URL,
    financeEmail: e.FINANCE_EMAIL?.toLowerCase(),
    paymentLinkSeconds: e.PAYMENT_LINK_DAYS * 86_400,
    personalityTestUrl: e.PERSONALITY_TEST_URL,
    socialLinks: parseSocialLinks(e.SOCIAL_LINKS),
    sessionIdleSeconds: e.SESSION_IDLE_SECONDS,
    sessionAbsoluteSeconds: e.SESSION_ABSOLUTE_SECONDS,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    staffMfa: e.STAFF_MFA,
    offerLinkDays: e.OFFER_LINK_DAYS,
    offerLinkSeconds:
      e.NODE_ENV !== 'production' && e.OFFER_LINK_SECONDS ? e.OFFER_LINK_SECONDS : e.OFFER_LINK_DAYS * 86_400,
    trustProxyHops: e.TRUST_PROXY === 'off' ? false : Number(e.TRUST_PROXY),
    testDurationSeconds: e.NODE_ENV === 'production' ? TEST_DURATION_SECONDS : e.TEST_SECONDS,
    workers: e.WORKERS === 'on',
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(import.meta.dirname, '../../web/dist'),
  };
}
