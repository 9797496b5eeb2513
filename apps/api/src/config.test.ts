import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const base = { DATA_DIR: '/tmp/intake-config-test', JWT_SECRET: 'x'.repeat(40) };

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      smtpUrl: undefined,
      publicUrl: 'http://localhost:3000',
      timeZone: 'Africa/Lagos',
      elderAppUrl: '/dashboard/all-applicants',
    });
  });

  it('names every bad setting at once', () => {
    let error: unknown;
    try {
      loadConfig({
        ...base,
        PORT: 'eighty',
        DATABASE_URL: 'not a url',
        TZ_SCHOOL: 'Mars/Olympus',
        JWT_SECRET: 'short',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    for (const key of ['PORT', 'DATABASE_URL', 'TZ_SCHOOL', 'JWT_SECRET']) expect(message).toContain(key);
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
    expect(loadConfig({ ...base, TEST_SECONDS: '20', NODE_ENV: 'production' }).testDurationSeconds).toBe(900);
  });
});
