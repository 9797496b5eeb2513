import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const base = { DATA_DIR: '/tmp/intake-config-test', JWT_SECRET: 'x'.repeat(40) };

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      databasePoolSize: 20,
      smtpUrl: undefined,
      publicUrl: 'http://localhost:3000',
      timeZone: 'Africa/Lagos',
      elderAppUrl: '/dashboard/all-applicants',
    });
  });

  it("sends mail from MAIL_FROM, named for the school unless it gives a name, else from no-reply@ the portal's host", () => {
    expect(loadConfig(base).mailFrom).toEqual({ name: undefined, address: 'no-reply@localhost' });
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://apply.school.example' }).mailFrom.address).toBe(
      'no-reply@apply.school.example',
    );
    expect(loadConfig({ ...base, MAIL_FROM: 'admissions@school.example' }).mailFrom).toEqual({
      name: undefined,
      address: 'admissions@school.example',
    });
    expect(loadConfig({ ...base, MAIL_FROM: '"Admissions, LCS" <a@school.example>' }).mailFrom).toEqual({
      name: 'Admissions, LCS',
      address: 'a@school.example',
    });
    expect(() => loadConfig({ ...base, MAIL_FROM: 'Admissions <not an address>' })).toThrow(ConfigError);
  });

  it('listens on the loopback outside production unless HOST says otherwise', () => {
    expect(loadConfig(base).host).toBe('127.0.0.1');
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ ...base, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('serves /api/docs outside production, and in production only with API_DOCS=on', () => {
    expect(loadConfig(base).apiDocs).toBe(true);
    expect(loadConfig({ ...base, API_DOCS: 'off' }).apiDocs).toBe(false);
  });

  it('names every bad setting at once', () => {
    let error: unknown;
    try {
      loadConfig({
        ...base,
        PORT: 'eighty',
        DATABASE_URL: 'not a url',
        DATABASE_POOL_SIZE: '0',
        TZ_SCHOOL: 'Mars/Olympus',
        JWT_SECRET: 'short',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    for (const key of ['PORT', 'DATABASE_URL', 'DATABASE_POOL_SIZE', 'TZ_SCHOOL', 'JWT_SECRET'])
      expect(message).toContain(key);
  });

  it('treats empty settings as unset and strips a trailing slash from PUBLIC_URL', () => {
    const config = loadConfig({ ...base, SMTP_URL: '', PUBLIC_URL: 'https://apply.school.ng/' });
    expect(config.smtpUrl).toBeUndefined();
    expect(config.publicUrl).toBe('https://apply.school.ng');
  });

  it('keeps a generated JWT secret in the data folder so restarts keep sessions', () => {
    const dir = `/tmp/intake-config-secret-${Date.now()}`;
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(Buffer.from(first.jwtSecret).toString()).toBe(Buffer.from(second.jwtSecret).toString());
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('keeps the test at 900 s in production whatever TEST_SECONDS says', () => {
    expect(loadConfig({ ...base, TEST_SECONDS: '20' }).testDurationSeconds).toBe(20);
    expect(loadConfig({ ...production, TEST_SECONDS: '20' }).testDurationSeconds).toBe(900);
  });
});

/** A production environment that passes every check. */
const production = {
  NODE_ENV: 'production',
  DATA_DIR: '/tmp/intake-config-test',
  JWT_SECRET: 'Zq8vN3kR7tY2wXp5LmB9cF4hJ6dG1sAe',
  SMTP_URL: 'smtp://mail.school.ng:587',
  PUBLIC_URL: 'https://apply.school.ng',
  ADMIN_PASSWORD: 'plum-harbour-violet-47',
  SMS_PROVIDER: 'termii',
  TERMII_API_KEY: 'termii-key',
  TERMII_SECRET_KEY: 'termii-secret',
  TERMII_SENDER_ID: 'SchoolNG',
};

function problemsOf(env: Record<string, string | undefined>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig in production', () => {
  it('accepts safe settings, with STORAGE_URL and REDIS_URL unset (data folder, in-memory limits)', () => {
    const config = loadConfig(production);
    expect(config).toMatchObject({ env: 'production', storageUrl: undefined, redisUrl: undefined });
  });

  it('refuses the development defaults, naming every key at once', () => {
    const problems = problemsOf({
      NODE_ENV: 'production',
      DATA_DIR: '/tmp/intake-config-test',
      ADMIN_PASSWORD: 'admin123',
    });
    const keys = problems.map((problem) => problem.split(':')[0]);
    expect(keys).toEqual(['JWT_SECRET', 'SMTP_URL', 'SMS_PROVIDER', 'PUBLIC_URL', 'ADMIN_PASSWORD']);
  });

  it('refuses to start without an SMS provider, whose codes would otherwise never arrive', () => {
    const {
      SMS_PROVIDER: _unset,
      TERMII_API_KEY: _k,
      TERMII_SECRET_KEY: _s,
      TERMII_SENDER_ID: _i,
      ...rest
    } = production;
    const expected = [expect.stringMatching(/^SMS_PROVIDER: must be termii or africastalking in production/)];
    expect(problemsOf(rest)).toEqual(expected);
    expect(problemsOf({ ...production, SMS_PROVIDER: 'none' })).toEqual(expected);
    expect(() => loadConfig({ ...rest, NODE_ENV: 'development' })).not.toThrow();
  });

  it('does not fall back to the generated file secret', () => {
    const dir = `/tmp/intake-config-prod-secret-${Date.now()}`;
    loadConfig({ DATA_DIR: dir }); // development writes DATA_DIR/jwt-secret …
    const { JWT_SECRET: _unset, ...rest } = production;
    expect(problemsOf({ ...rest, DATA_DIR: dir })).toEqual([
      expect.stringMatching(/^JWT_SECRET: must be set/),
    ]);
  });

  it.each([
    ['a placeholder', 'change-me-change-me-change-me-change-me'],
    ['the test secret', 'test-secret-that-is-long-enough-for-hs256-signing'],
    ['one repeated character', 'a'.repeat(40)],
  ])('refuses %s as JWT_SECRET', (_what, secret) => {
    expect(problemsOf({ ...production, JWT_SECRET: secret })).toEqual([
      expect.stringMatching(/^JWT_SECRET:/),
    ]);
  });

  it('accepts a random secret that happens to contain a placeholder word', () => {
    expect(problemsOf({ ...production, JWT_SECRET: 'Zq8vN3kRtestY2wXp5-LmB9cF4hJ_6dG1sAeSecretX' })).toEqual(
      [],
    );
  });

  it('refuses a short JWT_SECRET (all environments)', () => {
    expect(problemsOf({ ...production, JWT_SECRET: 'Zq8vN3kR7tY2' })).toEqual([
      expect.stringMatching(/^JWT_SECRET:/),
    ]);
  });

  it('wants PUBLIC_URL on https, allowing plain http only for this machine', () => {
    expect(problemsOf({ ...production, PUBLIC_URL: 'http://apply.school.ng' })).toEqual([
      expect.stringMatching(/^PUBLIC_URL: must be https/),
    ]);
    expect(problemsOf({ ...production, PUBLIC_URL: undefined })).toEqual([
      expect.stringMatching(/^PUBLIC_URL:/),
    ]);
    expect(problemsOf({ ...production, PUBLIC_URL: 'http://localhost:3000' })).toEqual([]);
    expect(problemsOf({ ...production, PUBLIC_URL: 'http://127.0.0.1:8080' })).toEqual([]);
  });

  it('refuses a short or common ADMIN_PASSWORD, and allows none (a generated one is logged once)', () => {
    expect(problemsOf({ ...production, ADMIN_PASSWORD: 'short-pass' })).toEqual([
      expect.stringMatching(/^ADMIN_PASSWORD: must be at least 12/),
    ]);
    expect(problemsOf({ ...production, ADMIN_PASSWORD: 'Password1234' })).toEqual([
      expect.stringMatching(/^ADMIN_PASSWORD: is a common password/),
    ]);
    expect(problemsOf({ ...production, ADMIN_PASSWORD: undefined })).toEqual([]);
  });

  it('keeps the development defaults outside production', () => {
    expect(problemsOf({ DATA_DIR: '/tmp/intake-config-test', ADMIN_PASSWORD: 'admin123' })).toEqual([]);
  });
});

describe('scale-out settings', () => {
  it('reads STORAGE_URL, the AWS credentials and REDIS_URL', () => {
    const config = loadConfig({
      ...base,
      STORAGE_URL: 's3://intake-files?endpoint=http://127.0.0.1:4569&region=us-east-1&forcePathStyle=true',
      AWS_ACCESS_KEY_ID: 'AKIA1',
      AWS_SECRET_ACCESS_KEY: 'shh',
      AWS_REGION: 'eu-west-1',
      REDIS_URL: 'redis://127.0.0.1:6379/0',
    });
    expect(config.storageUrl).toMatch(/^s3:\/\/intake-files\?/);
    expect(config.aws).toEqual({ accessKeyId: 'AKIA1', secretAccessKey: 'shh', region: 'eu-west-1' });
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379/0');
    expect(config.redisPrefix).toBe('intake:');
  });

  it('names a STORAGE_URL or REDIS_URL it cannot use', () => {
    const problems = problemsOf({ ...base, STORAGE_URL: 'ftp://files', REDIS_URL: 'http://cache' });
    expect(problems.map((problem) => problem.split(':')[0])).toEqual(['STORAGE_URL', 'REDIS_URL']);
  });
});
