import { messages } from '@intake/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createApplicantWithPassword,
  createStaff,
  latestMailTo,
  logIn,
  staffHeaders,
  uniqueEmail,
} from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/test-app.ts';

let app: FastifyInstance;
let admin: { email: string; headers: Record<string, string> };
beforeAll(async () => {
  app = await buildTestApp();
  const staff = await createStaff(app, 'ADMIN');
  admin = {
    email: staff.email,
    headers: bearer((await logIn(app, staff.email, staff.password)).json().accessToken as string),
  };
});
afterAll(() => app.close());

const partnerUrl = '/api/partner/apply';
const hireUrl = '/api/hireAnEngineer/request';
const stayUpdatedUrl = '/api/lampLaunch/stayUpdated';

const contact = () => ({
  firstName: 'Ngozi',
  lastName: 'Eze',
  email: uniqueEmail('company'),
  companyName: 'Acme Ltd',
});
const partnerBody = () => ({ ...contact(), designation: 'CTO', message: 'We would like to partner.' });
const hireBody = () => ({
  ...contact(),
  designation: 'Head of Engineering',
  skillSet: 'Front-End Engineer,Data Analyst',
  request: 'Two engineers for a year.',
});

const post = (url: string, payload: unknown) =>
  app.inject({ method: 'POST', url, payload: payload as object });
const list = async (url: string, query = '') =>
  (await app.inject({ method: 'GET', url: `${url}${query}`, headers: admin.headers })).json() as {
    email: string;
  }[];

describe('partner applications', () => {
  it('stores the application, mails every admin and lists it newest first', async () => {
    const first = partnerBody();
    const second = { ...partnerBody(), email: uniqueEmail('Company').toUpperCase() };
    const answer = await post(partnerUrl, first);
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({ message: messages.companyRequestReceived });
    expect((await post(partnerUrl, second)).statusCode).toBe(201);

    const mail = await latestMailTo(app, admin.email);
    expect(mail).toMatchObject({ kind: 'partner-application-received' });
    expect(mail?.text).toContain(second.email.toLowerCase());
    expect(mail?.text).toContain('We would like to partner.');

    const rows = await list('/api/admin/partnerApplications', '?limit=1000');
    const emails = rows.map((row) => row.email);
    expect(emails.indexOf(second.email.toLowerCase())).toBeLessThan(emails.indexOf(first.email));
    expect(rows.find((row) => row.email === first.email)).toMatchObject({
      firstName: 'Ngozi',
      companyName: 'Acme Ltd',
      designation: 'CTO',
      message: 'We would like to partner.',
      createdAt: expect.any(String),
    });
    expect(await list('/api/admin/partnerApplications', '?limit=1')).toHaveLength(1);
  });

  it.each(['firstName', 'lastName', 'email', 'companyName', 'designation', 'message'] as const)(
    'asks for missing fields when %s is empty or absent',
    async (field) => {
      for (const value of ['', '   ', undefined]) {
        const answer = await post(partnerUrl, { ...partnerBody(), [field]: value });
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toMatchObject({
          message: messages.fillMissingFields,
          code: 'VALIDATION_FAILED',
        });
      }
    },
  );

  it('refuses a malformed e-mail', async () => {
    const answer = await post(partnerUrl, { ...partnerBody(), email: 'ngozi@' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(messages.validEmail);
  });

  it('answers a filled honeypot as accepted but keeps and sends nothing', async () => {
    const before = await latestMailTo(app, admin.email);
    const body = { ...partnerBody(), website: 'http://spam.example' };
    const answer = await post(partnerUrl, body);
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({ message: messages.companyRequestReceived });
    const emails = (await list('/api/admin/partnerApplications', '?limit=1000')).map((row) => row.email);
    expect(emails).not.toContain(body.email);
    expect((await latestMailTo(app, admin.email))?.id).toBe(before?.id);
  });
});

describe('hire requests', () => {
  it('stores the request with its skill sets, mails every admin and lists it', async () => {
    const body = { ...hireBody(), skillSet: ' Data Analyst , Front-End Engineer' };
    const answer = await post(hireUrl, body);
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({ message: messages.companyRequestReceived });
    const mail = await latestMailTo(app, admin.email);
    expect(mail).toMatchObject({ kind: 'hire-request-received' });
    expect(mail?.text).toContain('Front-End Engineer, Data Analyst');
    const rows = await list('/api/admin/hireRequests', '?limit=1000');
    expect(rows.find((row) => row.email === body.email)).toMatchObject({
      skillSet: 'Front-End Engineer,Data Analyst',
      request: 'Two engineers for a year.',
      designation: 'Head of Engineering',
    });
  });

  it.each(['firstName', 'lastName', 'email', 'companyName', 'designation', 'request'] as const)(
    'asks for missing fields when %s is empty',
    async (field) => {
      const answer = await post(hireUrl, { ...hireBody(), [field]: '' });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(messages.fillMissingFields);
    },
  );

  it('asks for a skill set when none is chosen, before checking the e-mail', async () => {
    for (const skillSet of ['', ' , ', undefined]) {
      const answer = await post(hireUrl, { ...hireBody(), email: 'bad', skillSet });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(messages.selectSkillSet);
    }
  });

  it('refuses an unknown skill set and a malformed e-mail', async () => {
    const unknown = await post(hireUrl, { ...hireBody(), skillSet: 'Front-End Engineer,Astronaut' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/^Choose skill sets from/);
    const badEmail = await post(hireUrl, { ...hireBody(), email: 'not-an-email' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toBe(messages.validEmail);
  });

  it('answers a filled honeypot as accepted but keeps nothing', async () => {
    const body = { ...hireBody(), website: 'spam' };
    expect((await post(hireUrl, body)).statusCode).toBe(201);
    const emails = (await list('/api/admin/hireRequests', '?limit=1000')).map((row) => row.email);
    expect(emails).not.toContain(body.email);
  });
});

describe('stay updated', () => {
  it('subscribes once; a known e-mail (any case) gets the spec’s sentence with 409', async () => {
    const body = contact();
    const answer = await post(stayUpdatedUrl, body);
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({ message: messages.subscribed });
    const again = await post(stayUpdatedUrl, { ...body, email: body.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: messages.alreadySubscribed, code: 'ALREADY_SUBSCRIBED' });
    const rows = await list('/api/admin/stayUpdated', '?limit=1000');
    expect(rows.filter((row) => row.email === body.email)).toHaveLength(1);
  });

  it.each(['firstName', 'lastName', 'email', 'companyName'] as const)(
    'asks for missing fields when %s is empty',
    async (field) => {
      const answer = await post(stayUpdatedUrl, { ...contact(), [field]: '' });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(messages.fillMissingFields);
    },
  );

  it('refuses a malformed e-mail', async () => {
    const answer = await post(stayUpdatedUrl, { ...contact(), email: 'a@b' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(messages.validEmail);
  });

  it('answers a filled honeypot as subscribed but keeps nothing', async () => {
    const body = { ...contact(), website: 'x' };
    expect((await post(stayUpdatedUrl, body)).statusCode).toBe(201);
    const emails = (await list('/api/admin/stayUpdated', '?limit=1000')).map((row) => row.email);
    expect(emails).not.toContain(body.email);
    // The address was not taken by the bot's attempt.
    expect((await post(stayUpdatedUrl, { ...body, website: '' })).statusCode).toBe(201);
  });
});

describe('abuse and malformed input', () => {
  it.each([partnerUrl, hireUrl, stayUpdatedUrl])(
    'answers malformed bodies to %s with the error shape',
    async (url) => {
      for (const payload of [
        'not json',
        '[]',
        'null',
        '{"firstName": 5}',
        JSON.stringify({ ...hireBody(), ...partnerBody(), companyName: 'x'.repeat(300) }),
        JSON.stringify({ ...partnerBody(), website: 'x'.repeat(600) }),
      ]) {
        const answer = await app.inject({
          method: 'POST',
          url,
          payload,
          headers: { 'content-type': 'application/json' },
        });
        expect(answer.statusCode).toBeGreaterThanOrEqual(400);
        expect(answer.statusCode).toBeLessThan(500);
        expect(answer.json()).toMatchObject({ message: expect.any(String), code: expect.any(String) });
      }
      const wrongType = await app.inject({
        method: 'POST',
        url,
        payload: 'a=b',
        headers: { 'content-type': 'text/csv' },
      });
      expect(wrongType.statusCode).toBe(415);
    },
  );

  it('limits each address', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '2' });
    try {
      for (const url of [partnerUrl, hireUrl, stayUpdatedUrl]) {
        const codes: number[] = [];
        for (let i = 0; i < 3; i += 1) {
          codes.push((await limited.inject({ method: 'POST', url, payload: {} })).statusCode);
        }
        expect(codes).toEqual([400, 400, 429]);
      }
    } finally {
      await limited.close();
    }
  });

  it('refuses bad list limits', async () => {
    for (const query of ['?limit=0', '?limit=abc', '?limit=1001']) {
      const answer = await app.inject({
        method: 'GET',
        url: `/api/admin/hireRequests${query}`,
        headers: admin.headers,
      });
      expect(answer.statusCode).toBe(400);
    }
  });

  it.each(['/api/admin/partnerApplications', '/api/admin/hireRequests', '/api/admin/stayUpdated'])(
    'keeps %s for admins',
    async (url) => {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
      const applicant = await createApplicantWithPassword(app);
      for (const headers of [
        applicant.auth,
        await staffHeaders(app, 'ELDER'),
        await staffHeaders(app, 'SPONSOR'),
      ]) {
        const answer = await app.inject({ method: 'GET', url, headers });
        expect(answer.statusCode).toBe(403);
        expect(answer.json()).toMatchObject({ code: 'FORBIDDEN' });
      }
    },
  );
});
