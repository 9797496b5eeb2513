import { messages, phoneNotValidForDialCode } from '@intake/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminHeaders,
  apply,
  buildApplication,
  createApplicantWithPassword,
  latestMailTo,
  uniqueEmail,
} from '../../../test/factories.ts';
import { buildIsolatedTestApp, buildTestApp } from '../../../test/test-app.ts';
import { activityLog, applicants, users } from '../../db/schema/index.ts';
import { setApplicationsOpen } from '../settings/settings.service.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('POST /api/applicant/apply', () => {
  it('registers the applicant at APPLIED and queues the create-password e-mail in the same transaction', async () => {
    const { body, response } = await apply(app, { email: uniqueEmail('New.Person').toUpperCase() });
    expect(response.statusCode).toBe(201);
    const email = body.email.toLowerCase();
    const [user] = await app.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ role: 'APPLICANT', firstName: 'Ada', passwordHash: null });
    const [applicant] = await app.db
      .select()
      .from(applicants)
      .where(eq(applicants.userId, user?.id ?? ''));
    expect(applicant).toMatchObject({
      applicationStatus: 'APPLIED',
      nativeState: 'PENDING',
      ageRange: '21-30',
    });
    const log = await app.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.applicantId, user?.id ?? ''));
    expect(log.map((entry) => entry.action)).toEqual(['APPLIED']);
    const mail = await latestMailTo(app, email);
    expect(mail?.kind).toBe('create-password');
    expect(mail?.text).toMatch(/http:\/\/portal\.test\/createPassword\/[A-Za-z0-9_-]{43}/);
    expect(mail?.html).toContain('http://portal.test/createPassword/');
  });

  it("answers 409 'Email exist' for an e-mail already registered, whatever its case", async () => {
    const { body } = await apply(app);
    const again = await apply(app, { email: body.email.toUpperCase() });
    expect(again.response.statusCode).toBe(409);
    expect(again.response.json()).toEqual({ message: messages.emailExistServer, code: 'EMAIL_EXISTS' });
  });

  it('registers exactly one account when the same e-mail is sent twice at once', async () => {
    const body = buildApplication();
    const answers = await Promise.all(
      [1, 2].map(() => app.inject({ method: 'POST', url: '/api/applicant/apply', payload: body })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const rows = await app.db.select().from(users).where(eq(users.email, body.email));
    expect(rows).toHaveLength(1);
  });

  it('refuses applications plainly while they are closed, and stores nothing', async () => {
    const closed = await buildIsolatedTestApp();
    try {
      await setApplicationsOpen(closed.db, false);
      const { body, response } = await apply(closed);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: messages.applicationsClosed, code: 'APPLICATIONS_CLOSED' });
      expect(await closed.db.select().from(users).where(eq(users.email, body.email))).toHaveLength(0);
      const config = await closed.inject({ method: 'GET', url: '/api/config' });
      expect(config.json().applicationsOpen).toBe(false);
    } finally {
      await closed.close();
    }
  });

  it.each([
    [{ firstName: '' }, messages.fillMissingFields],
    [{ lastName: '   ' }, messages.fillMissingFields],
    [{ email: '' }, messages.fillMissingFields],
    [{ phone: '' }, messages.fillMissingFields],
    [{ gender: '' }, messages.fillMissingFields],
    [{ ageRange: '' }, messages.fillMissingFields],
    // Left out, as a form that never chose them would send it: nothing is stored in their place.
    [{ gender: undefined, ageRange: undefined }, messages.fillMissingFields],
    [{ gender: undefined }, messages.fillMissingFields],
    [{ tAndC: false }, messages.checkTermsBox],
    [{ email: 'not-an-email' }, messages.validEmail],
    [{ email: 'not-an-email', tAndC: false }, messages.checkTermsBox],
    [{ email: 'not-an-email', firstName: '' }, messages.fillMissingFields],
  ])('answers 400 with the spec message for %o', async (override, message) => {
    const { response } = await apply(app, override as never);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, code: 'VALIDATION_FAILED' });
  });

  it('takes the phone as digits or a number, at most 999999999999999', async () => {
    expect((await apply(app, { phone: 8031234567 as never })).response.statusCode).toBe(201);
    expect((await apply(app, { phone: '9999999999999999' })).response.statusCode).toBe(400);
    expect((await apply(app, { phone: '080-123' })).response.statusCode).toBe(400);
  });

  it("takes only a phone of the dial code's numbering plan, with or without its leading 0", async () => {
    expect((await apply(app, { phone: '08031234567' })).response.statusCode).toBe(201);
    expect((await apply(app, { phone: '7911123456', dialCode: '+44' })).response.statusCode).toBe(201);
    for (const [phone, dialCode] of [
      ['123', '+234'],
      ['999999999999999', '+234'],
      ['8031234567', '+44'],
    ]) {
      const { response } = await apply(app, { phone, dialCode } as never);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: phoneNotValidForDialCode(dialCode as string),
        code: 'VALIDATION_FAILED',
      });
    }
  });

  it('accepts only the spec’s age ranges and genders', async () => {
    expect((await apply(app, { ageRange: '40 and above' })).response.statusCode).toBe(201);
    expect((await apply(app, { ageRange: '41-50' as never })).response.statusCode).toBe(400);
    expect((await apply(app, { gender: 'Other' as never })).response.statusCode).toBe(400);
  });
});

describe('rate limit on apply', () => {
  let limited: FastifyInstance;
  beforeAll(async () => {
    limited = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => limited.close());

  it('answers 429 with a clear message after the limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await apply(limited, { firstName: '' })).response.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
    const last = await apply(limited);
    expect(last.response.statusCode).toBe(429);
    expect(last.response.json()).toMatchObject({ message: messages.rateLimited, code: 'RATE_LIMITED' });
  });
});

describe('POST /api/elder/registerApplicant', () => {
  it('lets staff register an applicant, even while applications are closed, and mails the link', async () => {
    const closed = await buildIsolatedTestApp();
    try {
      await setApplicationsOpen(closed.db, false);
      const body = buildApplication();
      const answer = await closed.inject({
        method: 'POST',
        url: '/api/elder/registerApplicant',
        headers: await adminHeaders(closed),
        payload: body,
      });
      expect(answer.statusCode).toBe(201);
      expect((await latestMailTo(closed, body.email))?.kind).toBe('create-password');
    } finally {
      await closed.close();
    }
  });

  it('is refused to applicants and sponsors', async () => {
    const applicant = await createApplicantWithPassword(app);
    const answer = await app.inject({
      method: 'POST',
      url: '/api/elder/registerApplicant',
      headers: applicant.auth,
      payload: buildApplication(),
    });
    expect(answer.statusCode).toBe(403);
  });
});
