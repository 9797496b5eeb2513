import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_SCHOOL,
  type PaymentAccount,
  paymentAccountSettingsSchema,
  type SchoolIdentity,
  schoolColorSchema,
  TEST_DURATION_SECONDS,
} from '@intake/contracts';
import { paths } from '@intake/contracts/pages';
import { GATEWAY_PROVIDERS, type GatewayProvider } from '@intake/contracts/tuition-ledger';
import { z } from 'zod';
import { DEFAULT_POOL_SIZE } from './db/client.ts';

const url = z.url();
const optionalUrl = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(url.optional());
const seconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Who e-mails are from; without a name, the school's name as saved when each message is sent. */
export type MailSender = { name: string | undefined; address: string };

/** MAIL_FROM: `Name <address>` (the name may be quoted) or a bare address. */
export function parseMailFrom(value: string): MailSender | undefined {
  const match = /^\s*(?:"?([^"<>]*?)"?\s*<([^<>\s]+)>|([^<>\s]+))\s*$/.exec(value);
  const address = match?.[2] ?? match?.[3];
  if (!address || !z.email().safeParse(address).success) return undefined;
  return { name: match?.[1]?.trim() || undefined, address };
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(DEFAULT_POOL_SIZE),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z
    .string()
    .optional()
    .refine(
      (value) => value === undefined || parseMailFrom(value) !== undefined,
      'must be an address, or Name <address>',
    ),
  PUBLIC_URL: optionalUrl,
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).max(128).optional(),
  STORAGE_URL: z
    .string()
    .optional()
    .refine(
      (value) => value === undefined || /^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\?.*)?$/.test(value),
      'must be s3://bucket?endpoint=…&region=…&forcePathStyle=true, or unset for the data folder',
    ),
  AWS_ACCESS_KEY_ID: z.string().optional(),
  AWS_SECRET_ACCESS_KEY: z.string().optional(),
  AWS_REGION: z.string().optional(),
  REDIS_URL: z
    .string()
    .optional()
    .refine((value) => value === undefined || /^rediss?:\/\//.test(value), 'must be redis://… or rediss://…'),
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'letters, digits and : . _ - only')
    .default('intake:'),
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
  SCHOOL_NAME: z.string().trim().min(1).max(80).default(DEFAULT_SCHOOL.name),
  SCHOOL_LEGAL_NAME: z.string().trim().min(1).max(200).optional(),
  SCHOOL_COLOR: schoolColorSchema.default(DEFAULT_SCHOOL.color),
  SCHOOL_CONTACT_EMAIL: z.email().optional(),
  PAYMENT_BANK_NAME: z.string().optional(),
  PAYMENT_ACCOUNT_NAME: z.string().optional(),
  PAYMENT_ACCOUNT_NUMBER: z.string().optional(),
  PAYMENT_USSD_CODE: z.string().optional(),
  PAYMENT_NOTE: z.string().optional(),
  ELDER_APP_URL: z.string().default(paths.allApplicants),
  MAIN_SITE_URL: url.default('https://example.org'),
  BLOG_URL: url.default('https://example.org/blog'),
  FINANCE_EMAIL: z.email().optional(),
  PAYMENTS_PROVIDER: z.enum(['none', ...GATEWAY_PROVIDERS]).default('none'),
  PAYSTACK_SECRET_KEY: z.string().trim().min(1).optional(),
  PAYSTACK_BASE_URL: url.default('https://api.paystack.co'),
  PAYSTACK_PREFERRED_BANK: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, 'must be a Paystack bank slug such as wema-bank or titan-paystack')
    .default('wema-bank'),
  FLUTTERWAVE_SECRET_KEY: z.string().trim().min(1).optional(),
  FLUTTERWAVE_SECRET_HASH: z.string().trim().min(1).optional(),
  FLUTTERWAVE_BASE_URL: url.default('https://api.flutterwave.com/v3'),
  PAYMENTS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  PAYMENT_LINK_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  PERSONALITY_TEST_URL: url.default('https://example.org/personality-test'),
  SOCIAL_LINKS: z
    .string()
    .default('Twitter=https://twitter.com,Instagram=https://instagram.com,LinkedIn=https://linkedin.com'),
  SESSION_IDLE_SECONDS: seconds(2 * 3600),
  SESSION_ABSOLUTE_SECONDS: seconds(12 * 3600),
  TEST_SECONDS: z.coerce.number().int().min(5).max(900).default(900),
  TEST_PAUSE_GAP_SECONDS: z.coerce.number().int().min(5).max(300).default(20),
  TEST_PAUSE_CAP_SECONDS: z.coerce.number().int().min(0).max(3600).default(600),
  TEST_RESUME_WINDOW_SECONDS: z.coerce.number().int().min(10).max(86_400).default(1800),
  TRUST_PROXY: z
    .string()
    .regex(/^(off|\d{1,2})$/, 'must be off or the number of proxies in front of the portal')
    .default('off'),
  OFFER_LINK_SECONDS: z.coerce.number().int().min(5).max(31_536_000).optional(),
  RESCHEDULE_LINK_USES: z.coerce.number().int().min(1).max(20).default(2),
  RESCHEDULE_WINDOW_DAYS: z.coerce.number().int().min(1).max(365).default(60),
  BOOKING_RESCHEDULES: z.coerce.number().int().min(0).max(20).default(2),
  BOOKING_CHANGE_CUTOFF_HOURS: z.coerce.number().int().min(0).max(168).default(12),
  BOOKING_NOTICE_HOURS: z.coerce.number().int().min(0).max(168).default(2),
  BOOKING_HORIZON_DAYS: z.coerce.number().int().min(1).max(90).default(14),
  BOOKING_LINK_DAYS: z.coerce.number().int().min(1).max(90).default(21),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(100),
  RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  UPLOAD_RATE_PER_MINUTE: z.coerce.number().int().positive().default(10),
  UPLOAD_QUOTA_FILES: z.coerce.number().int().positive().default(20),
  UPLOAD_QUOTA_MB: z.coerce.number().int().positive().default(50),
  EXPORTS_PER_PROCESS: z.coerce.number().int().positive().default(4),
  EXPORTS_PER_STAFF: z.coerce.number().int().positive().default(1),
  EXPORT_RATE_PER_HOUR: z.coerce.number().int().positive().default(20),
  STAFF_MFA: z.enum(['required', 'optional']).default('optional'),
  WORKERS: z.enum(['on', 'off']).default('on'),
  API_DOCS: z.enum(['on', 'off']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMS_PROVIDER: z.enum(['none', 'termii', 'africastalking']).default('none'),
  WHATSAPP_PROVIDER: z.enum(['none', 'termii']).default('none'),
  TERMII_BASE_URL: url.default('https://api.ng.termii.com'),
  TERMII_API_KEY: z.string().min(1).optional(),
  TERMII_SECRET_KEY: z.string().min(1).optional(),
  TERMII_SENDER_ID: z
    .string()
    .regex(/^[\w .-]{1,11}$/, 'at most 11 letters, digits, spaces, . _ -')
    .optional(),
  TERMII_SMS_ROUTE: z.enum(['dnd', 'generic']).default('dnd'),
  TERMII_WHATSAPP_FROM: z.string().min(1).optional(),
  AFRICASTALKING_BASE_URL: url.default('https://api.africastalking.com'),
  AFRICASTALKING_USERNAME: z.string().min(1).optional(),
  AFRICASTALKING_API_KEY: z.string().min(1).optional(),
  AFRICASTALKING_SENDER_ID: z.string().min(1).max(11).optional(),
  AFRICASTALKING_CALLBACK_SECRET: z
    .string()
    .regex(/^[\w-]{24,200}$/, 'at least 24 letters, digits, _ or - (it is part of the callback address)')
    .optional(),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  /** HOST, else all interfaces in production and the loopback elsewhere (/dev/mailbox shows every reset link). */
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * DATABASE_POOL_SIZE: the most connections this process holds to DATABASE_URL at once (its LISTEN
   * connection besides). Several processes share the database's cores: docs/deploy.md sizes it.
   */
  databasePoolSize: number;
  smtpUrl: string | undefined;
  /** MAIL_FROM, else no-reply@ the portal's host name, named for the school when it gives no name. */
  mailFrom: MailSender;
  publicUrl: string;
  jwtSecret: Uint8Array;
  admin: { email: string | undefined; password: string | undefined };
  /** Uploads: the data folder when unset, else an S3-compatible bucket (see parseStorageUrl). */
  storageUrl: string | undefined;
  /** AWS_* credentials for the S3 driver; unset keys fall back to the SDK's own chain. */
  aws: { accessKeyId: string | undefined; secretAccessKey: string | undefined; region: string | undefined };
  /** Rate-limit counters shared by every process (ioredis); in memory when unset. */
  redisUrl: string | undefined;
  /** Prefix of this portal's Redis keys, so that several portals (or test runs) can share one Redis. */
  redisPrefix: string;
  timeZone: string;
  /** The school's name, legal name, colour and contact address until an admin saves others in the console. */
  school: SchoolIdentity;
  /** Where tuition is paid until an admin saves other details in the console (PAYMENT_*). */
  paymentAccount: PaymentAccount;
  elderAppUrl: string;
  mainSiteUrl: string;
  /** Where `/{product}Blog` sends the browser. */
  blogUrl: string;
  /** Finance's address: told of each proof of payment, as the admins are. */
  financeEmail: string | undefined;
  /**
   * The payment provider tuition is paid through (PAYMENTS_PROVIDER); null keeps the proof upload as
   * the only way, as before issue 24. Base URLs are the providers' own unless a test points them at
   * the simulator.
   */
  payments: PaymentsConfig;
  /** How long the confirm / decline links of a payment-proof e-mail work. */
  paymentLinkSeconds: number;
  personalityTestUrl: string;
  socialLinks: { name: string; url: string }[];
  sessionIdleSeconds: number;
  sessionAbsoluteSeconds: number;
  /** Calls a visitor can hammer (login, apply, reset …), per address: a whole classroom shares one. */
  rateLimitPerMinute: number;
  /** The same calls per account (the e-mail or link token they name, or the session) and address. */
  rateLimitPerAccountPerMinute: number;
  /**
   * Per account: uploads a minute, and how many files (and MB) may wait unused at once; unused
   * uploads are deleted a day after upload, which frees the quota.
   */
  uploads: { perMinute: number; quotaFiles: number; quotaBytes: number };
  /** Applicant exports running at once in this process and per staff member, and started per hour by one. */
  exports: { perProcess: number; perStaff: number; perHour: number };
  /** Two-factor sign-in for admins, elders and sponsors: each may turn it on, or each must (STAFF_MFA). */
  staffMfa: 'required' | 'optional';
  /**
   * An offer's life in seconds in place of its cohort's response window: OFFER_LINK_SECONDS, honoured
   * only outside production (browser tests of expiry); undefined otherwise (decision 0081).
   */
  offerSecondsOverride: number | undefined;
  /** How often one invitation's reschedule link may move the interview. */
  rescheduleLinkUses: number;
  /** How far ahead (days from today) an applicant may move their interview. */
  rescheduleWindowDays: number;
  /** Interview self-booking (issue 26): changes allowed, their cut-off, notice, horizon, link life. */
  booking: {
    reschedules: number;
    changeCutoffHours: number;
    noticeHours: number;
    horizonDays: number;
    linkDays: number;
  };
  /** Proxies whose X-Forwarded-For is believed: none by default, so clients cannot pick their address. */
  trustProxyHops: number | false;
  /** The aptitude test's length: the spec's 900 s; shorter only outside production, for browser tests. */
  testDurationSeconds: number;
  /**
   * The test's pause on the server's evidence: a gap without contact longer than `gapSeconds`
   * counts as paused from the last contact; at most `capSeconds` per attempt move the deadline; an
   * applicant not back within `resumeWindowSeconds` of the last contact has the attempt closed.
   */
  testPause: { gapSeconds: number; capSeconds: number; resumeWindowSeconds: number };
  /** Whether this process runs the mail and job workers (tests drive them by hand). */
  workers: boolean;
  /** Whether /api/docs serves the OpenAPI document and its UI: API_DOCS, else only outside production. */
  apiDocs: boolean;
  logLevel: string;
  webDistDir: string;
  /** SMS and WhatsApp (decision 0088): none writes them to DATA_DIR/messages, listed at /dev/mailbox. */
  messaging: MessagingConfig;
}

export interface TermiiConfig {
  baseUrl: string;
  apiKey: string;
  /** Signs the webhook (X-Termii-Signature); without it no callback is believed. */
  secretKey: string | undefined;
  senderId: string;
  smsRoute: 'dnd' | 'generic';
  whatsappFrom: string;
}

export interface AfricasTalkingConfig {
  baseUrl: string;
  username: string;
  apiKey: string;
  senderId: string | undefined;
  /** The secret path segment of the callback addresses (Africa's Talking signs nothing). */
  callbackSecret: string | undefined;
}

export interface MessagingConfig {
  sms: 'none' | 'termii' | 'africastalking';
  whatsapp: 'none' | 'termii';
  termii: TermiiConfig | undefined;
  africasTalking: AfricasTalkingConfig | undefined;
}

export type PaymentsConfig =
  | { provider: null; timeoutMs: number }
  | {
      provider: 'paystack';
      timeoutMs: number;
      paystack: { secretKey: string; baseUrl: string; preferredBank: string };
    }
  | {
      provider: 'flutterwave';
      timeoutMs: number;
      flutterwave: { secretKey: string; secretHash: string; baseUrl: string };
    };

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

/** Passwords an operator might type for the first admin: refused in production. */
const COMMON_PASSWORDS = new Set([
  'password',
  'password1',
  'password12',
  'password123',
  'password1234',
  'passw0rd',
  'admin',
  'admin123',
  'admin1234',
  'administrator',
  'changeme',
  'changeme123',
  'letmein',
  'qwerty',
  'qwertyuiop',
  'qwerty123456',
  '123456789012',
  '1234567890123',
  'iloveyou',
  'welcome',
  'welcome123',
  'intake',
  'intake123',
]);

/** The placeholders from the README and .env examples: a production secret must be none of them. */
const PLACEHOLDER_WORDS = new Set([
  'change',
  'changeme',
  'secret',
  'example',
  'placeholder',
  'default',
  'test',
  'bench',
]);

/** `change-me…`, `test-secret-…`, `aaaa…`: placeholder words between separators, or too few distinct characters. */
const isPlaceholderSecret = (secret: string) =>
  secret
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .some((word) => PLACEHOLDER_WORDS.has(word)) ||
  secret
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .includes('changeme') ||
  new Set(secret).size < 10;

const isLocalHost = (host: string) => host === 'localhost' || host === '127.0.0.1' || host === '[::1]';

/**
 * Settings that are fine on a laptop but unsafe for a school's live portal: each is listed by key.
 * Plain http is allowed only for a PUBLIC_URL on this machine (a smoke test of the build).
 */
function productionProblems(e: z.output<typeof envSchema>): string[] {
  const problems: string[] = [];
  if (!e.JWT_SECRET) {
    problems.push(
      'JWT_SECRET: must be set in production (at least 32 random characters; the generated file secret is for development)',
    );
  } else if (isPlaceholderSecret(e.JWT_SECRET)) {
    problems.push('JWT_SECRET: looks like a placeholder; use at least 32 random characters');
  }
  if (!e.SMTP_URL)
    problems.push('SMTP_URL: must be set in production (the file mail transport is for development)');
  // Without a carrier phone codes are only written to files: applicants never confirm their number
  // and an under-18 learner's guardian, whose code goes by SMS only, can never sign.
  if (e.SMS_PROVIDER === 'none')
    problems.push(
      'SMS_PROVIDER: must be termii or africastalking in production (with no SMS provider, phone codes and guardians’ consent codes are written to files and never arrive; see docs/messaging-go-live.md)',
    );
  if (!e.PUBLIC_URL) {
    problems.push('PUBLIC_URL: must be set in production to the https:// address of the portal');
  } else {
    const publicUrl = new URL(e.PUBLIC_URL);
    if (
      publicUrl.protocol !== 'https:' &&
      !(publicUrl.protocol === 'http:' && isLocalHost(publicUrl.hostname))
    ) {
      problems.push('PUBLIC_URL: must be https:// in production (plain http only for localhost)');
    }
  }
  if (e.ADMIN_PASSWORD !== undefined) {
    if (e.ADMIN_PASSWORD.length < 12)
      problems.push('ADMIN_PASSWORD: must be at least 12 characters in production');
    else if (COMMON_PASSWORDS.has(e.ADMIN_PASSWORD.toLowerCase()))
      problems.push('ADMIN_PASSWORD: is a common password; choose another');
  }
  return problems;
}

/** The keys the chosen provider needs, each named when it is missing (in every environment). */
function paymentsProblems(e: z.output<typeof envSchema>): string[] {
  const required: Record<GatewayProvider, (keyof typeof e)[]> = {
    paystack: ['PAYSTACK_SECRET_KEY'],
    flutterwave: ['FLUTTERWAVE_SECRET_KEY', 'FLUTTERWAVE_SECRET_HASH'],
  };
  if (e.PAYMENTS_PROVIDER === 'none') return [];
  return required[e.PAYMENTS_PROVIDER]
    .filter((key) => !e[key])
    .map((key) => `${key}: must be set when PAYMENTS_PROVIDER is ${e.PAYMENTS_PROVIDER}`);
}

function parsePayments(e: z.output<typeof envSchema>): PaymentsConfig {
  const timeoutMs = e.PAYMENTS_TIMEOUT_MS;
  if (e.PAYMENTS_PROVIDER === 'paystack') {
    return {
      provider: 'paystack',
      timeoutMs,
      paystack: {
        secretKey: e.PAYSTACK_SECRET_KEY ?? '',
        baseUrl: e.PAYSTACK_BASE_URL.replace(/\/+$/, ''),
        preferredBank: e.PAYSTACK_PREFERRED_BANK,
      },
    };
  }
  if (e.PAYMENTS_PROVIDER === 'flutterwave') {
    return {
      provider: 'flutterwave',
      timeoutMs,
      flutterwave: {
        secretKey: e.FLUTTERWAVE_SECRET_KEY ?? '',
        secretHash: e.FLUTTERWAVE_SECRET_HASH ?? '',
        baseUrl: e.FLUTTERWAVE_BASE_URL.replace(/\/+$/, ''),
      },
    };
  }
  return { provider: null, timeoutMs };
}

/** A provider chosen without the keys it needs cannot send: refused at start, in any environment. */
function messagingProblems(e: z.output<typeof envSchema>): string[] {
  const problems: string[] = [];
  const termii = e.SMS_PROVIDER === 'termii' || e.WHATSAPP_PROVIDER === 'termii';
  if (termii) {
    if (!e.TERMII_API_KEY)
      problems.push('TERMII_API_KEY: must be set when SMS_PROVIDER or WHATSAPP_PROVIDER is termii');
    if (!e.TERMII_SENDER_ID) problems.push('TERMII_SENDER_ID: must be set to the sender ID Termii approved');
  }
  if (e.WHATSAPP_PROVIDER === 'termii' && !e.TERMII_WHATSAPP_FROM)
    problems.push('TERMII_WHATSAPP_FROM: must be set to the WhatsApp number or device ID at Termii');
  if (e.SMS_PROVIDER === 'africastalking') {
    if (!e.AFRICASTALKING_USERNAME)
      problems.push('AFRICASTALKING_USERNAME: must be set when SMS_PROVIDER is africastalking');
    if (!e.AFRICASTALKING_API_KEY)
      problems.push('AFRICASTALKING_API_KEY: must be set when SMS_PROVIDER is africastalking');
  }
  if (e.NODE_ENV === 'production') {
    if (termii && !e.TERMII_SECRET_KEY)
      problems.push(
        'TERMII_SECRET_KEY: must be set in production so delivery reports and STOP replies are believed',
      );
    if (e.SMS_PROVIDER === 'africastalking' && !e.AFRICASTALKING_CALLBACK_SECRET)
      problems.push(
        'AFRICASTALKING_CALLBACK_SECRET: must be set in production so delivery reports and STOP replies are believed',
      );
  }
  return problems;
}

function parseMessaging(e: z.output<typeof envSchema>): MessagingConfig {
  const termii = e.SMS_PROVIDER === 'termii' || e.WHATSAPP_PROVIDER === 'termii';
  return {
    sms: e.SMS_PROVIDER,
    whatsapp: e.WHATSAPP_PROVIDER,
    termii: termii
      ? {
          baseUrl: e.TERMII_BASE_URL.replace(/\/+$/, ''),
          apiKey: e.TERMII_API_KEY as string,
          secretKey: e.TERMII_SECRET_KEY,
          senderId: e.TERMII_SENDER_ID as string,
          smsRoute: e.TERMII_SMS_ROUTE,
          whatsappFrom: e.TERMII_WHATSAPP_FROM ?? (e.TERMII_SENDER_ID as string),
        }
      : undefined,
    africasTalking:
      e.SMS_PROVIDER === 'africastalking'
        ? {
            baseUrl: e.AFRICASTALKING_BASE_URL.replace(/\/+$/, ''),
            username: e.AFRICASTALKING_USERNAME as string,
            apiKey: e.AFRICASTALKING_API_KEY as string,
            senderId: e.AFRICASTALKING_SENDER_ID,
            callbackSecret: e.AFRICASTALKING_CALLBACK_SECRET,
          }
        : undefined,
  };
}

/** The PAYMENT_* keys, each named by the account field it sets. */
const PAYMENT_ACCOUNT_KEYS = {
  bankName: 'PAYMENT_BANK_NAME',
  accountName: 'PAYMENT_ACCOUNT_NAME',
  accountNumber: 'PAYMENT_ACCOUNT_NUMBER',
  ussdCode: 'PAYMENT_USSD_CODE',
  note: 'PAYMENT_NOTE',
} as const satisfies Record<keyof PaymentAccount, keyof z.output<typeof envSchema>>;

/** The school's account from the environment, checked by the console's own rules. */
function parsePaymentAccount(e: z.output<typeof envSchema>): PaymentAccount {
  const fields = Object.fromEntries(
    Object.entries(PAYMENT_ACCOUNT_KEYS).map(([field, key]) => [field, e[key] ?? '']),
  );
  const parsed = paymentAccountSettingsSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  throw new ConfigError(
    parsed.error.issues.map(
      (issue) => `${PAYMENT_ACCOUNT_KEYS[issue.path[0] as keyof PaymentAccount]}: ${issue.message}`,
    ),
  );
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
  // A provider without its keys would take no payment or send no message: refuse to start.
  const problems = [
    ...(e.NODE_ENV === 'production' ? productionProblems(e) : []),
    ...paymentsProblems(e),
    ...messagingProblems(e),
  ];
  if (problems.length > 0) throw new ConfigError(problems);
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST ?? (e.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    smtpUrl: e.SMTP_URL,
    mailFrom: (e.MAIL_FROM && parseMailFrom(e.MAIL_FROM)) || {
      name: undefined,
      address: `no-reply@${new URL(publicUrl).hostname}`,
    },
    publicUrl,
    jwtSecret: new TextEncoder().encode(e.JWT_SECRET ?? loadOrCreateSecret(dataDir)),
    admin: { email: e.ADMIN_EMAIL?.toLowerCase(), password: e.ADMIN_PASSWORD },
    storageUrl: e.STORAGE_URL,
    aws: { accessKeyId: e.AWS_ACCESS_KEY_ID, secretAccessKey: e.AWS_SECRET_ACCESS_KEY, region: e.AWS_REGION },
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    timeZone: e.TZ_SCHOOL,
    school: {
      name: e.SCHOOL_NAME,
      legalName: e.SCHOOL_LEGAL_NAME ?? e.SCHOOL_NAME,
      color: e.SCHOOL_COLOR,
      contactEmail: e.SCHOOL_CONTACT_EMAIL?.toLowerCase() ?? null,
      logoUrl: null,
    },
    paymentAccount: parsePaymentAccount(e),
    elderAppUrl: e.ELDER_APP_URL,
    mainSiteUrl: e.MAIN_SITE_URL,
    blogUrl: e.BLOG_URL,
    financeEmail: e.FINANCE_EMAIL?.toLowerCase(),
    payments: parsePayments(e),
    paymentLinkSeconds: e.PAYMENT_LINK_DAYS * 86_400,
    personalityTestUrl: e.PERSONALITY_TEST_URL,
    socialLinks: parseSocialLinks(e.SOCIAL_LINKS),
    sessionIdleSeconds: e.SESSION_IDLE_SECONDS,
    sessionAbsoluteSeconds: e.SESSION_ABSOLUTE_SECONDS,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    rateLimitPerAccountPerMinute: e.RATE_LIMIT_PER_ACCOUNT_PER_MINUTE,
    uploads: {
      perMinute: e.UPLOAD_RATE_PER_MINUTE,
      quotaFiles: e.UPLOAD_QUOTA_FILES,
      quotaBytes: e.UPLOAD_QUOTA_MB * 1024 * 1024,
    },
    exports: {
      perProcess: e.EXPORTS_PER_PROCESS,
      perStaff: e.EXPORTS_PER_STAFF,
      perHour: e.EXPORT_RATE_PER_HOUR,
    },
    staffMfa: e.STAFF_MFA,
    offerSecondsOverride: e.NODE_ENV !== 'production' ? e.OFFER_LINK_SECONDS : undefined,
    rescheduleLinkUses: e.RESCHEDULE_LINK_USES,
    rescheduleWindowDays: e.RESCHEDULE_WINDOW_DAYS,
    booking: {
      reschedules: e.BOOKING_RESCHEDULES,
      changeCutoffHours: e.BOOKING_CHANGE_CUTOFF_HOURS,
      noticeHours: e.BOOKING_NOTICE_HOURS,
      horizonDays: e.BOOKING_HORIZON_DAYS,
      linkDays: e.BOOKING_LINK_DAYS,
    },
    trustProxyHops: e.TRUST_PROXY === 'off' ? false : Number(e.TRUST_PROXY),
    testDurationSeconds: e.NODE_ENV === 'production' ? TEST_DURATION_SECONDS : e.TEST_SECONDS,
    testPause: {
      gapSeconds: e.TEST_PAUSE_GAP_SECONDS,
      capSeconds: e.TEST_PAUSE_CAP_SECONDS,
      resumeWindowSeconds: e.TEST_RESUME_WINDOW_SECONDS,
    },
    workers: e.WORKERS === 'on',
    apiDocs: e.API_DOCS ? e.API_DOCS === 'on' : e.NODE_ENV !== 'production',
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(import.meta.dirname, '../../web/dist'),
    messaging: parseMessaging(e),
  };
}
