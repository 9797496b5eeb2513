import { messages, type PublicConfig, schoolColorMessage } from '@intake/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLearner } from '../../../test/enrolment-factories.ts';
import {
  adminHeaders,
  apply,
  createApplicantWithPassword,
  latestMailTo,
  multipartFile,
  staffHeaders,
  tinyPng,
} from '../../../test/factories.ts';
import { buildIsolatedTestApp, testConfig } from '../../../test/test-app.ts';
import { ConfigError } from '../../config.ts';
import { auditLog } from '../../db/schema/index.ts';

// A portal of its own: the school's settings are global.
let app: FastifyInstance;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await buildIsolatedTestApp({
    SCHOOL_NAME: 'Lagos Code School',
    SCHOOL_LEGAL_NAME: 'Lagos Code School Ltd',
    SCHOOL_COLOR: '#1C4F9C',
    PAYMENT_USSD_CODE: '*737*2*1#',
    PAYMENT_NOTE: 'Use your e-mail address as the transfer reference.',
  });
  admin = await adminHeaders(app);
});
afterAll(() => app.close());

const school = async () =>
  ((await app.inject({ method: 'GET', url: '/api/config' })).json() as PublicConfig).school;
const saveSchool = (payload: Record<string, unknown>, headers = admin) =>
  app.inject({ method: 'PUT', url: '/api/admin/school', headers, payload });
const uploadLogo = (content: Buffer, filename = 'logo.png', type = 'image/png') => {
  const form = multipartFile('file', filename, content, type);
  return app.inject({
    method: 'PUT',
    url: '/api/admin/school/logo',
    headers: { ...admin, ...form.headers },
    payload: form.payload,
  });
};

describe("the school's own name", () => {
  it('names the staff authenticator entry after the school, not the product', async () => {
    const staff = await staffHeaders(app, 'ELDER');
    const setup = await app.inject({ method: 'POST', url: '/api/user/mfa/setup', headers: staff });
    expect(setup.json().otpauthUri).toMatch(
      /^otpauth:\/\/totp\/Lagos%20Code%20School:.*&issuer=Lagos\+Code\+School&/,
    );
  });

  it('greets applicants with the name from the environment until an admin sets one', async () => {
    expect(await school()).toEqual({
      name: 'Lagos Code School',
      legalName: 'Lagos Code School Ltd',
      color: '#1c4f9c',
      contactEmail: null,
      logoUrl: null,
    });
    const { body } = await apply(app);
    const mail = await latestMailTo(app, body.email);
    expect(mail?.subject).toBe('Welcome to Lagos Code School: create your password');
    expect(mail?.html).toContain('Lagos Code School');
    expect(`${mail?.subject} ${mail?.html} ${mail?.text}`).not.toMatch(/Intake/);
  });

  it('uses the name, colour and contact address an admin saves in every e-mail and in /api/config', async () => {
    const saved = await saveSchool({
      name: 'Yaba Academy',
      legalName: 'Yaba Academy Limited',
      color: '#7A1F5C',
      contactEmail: 'Hello@Yaba.ng',
    });
    expect(saved.statusCode).toBe(200);
    expect(await school()).toEqual({
      name: 'Yaba Academy',
      legalName: 'Yaba Academy Limited',
      color: '#7a1f5c',
      contactEmail: 'hello@yaba.ng',
      logoUrl: null,
    });

    const { body } = await apply(app);
    const welcome = await latestMailTo(app, body.email);
    expect(welcome?.subject).toBe('Welcome to Yaba Academy: create your password');
    expect(welcome?.html).toContain('background:#7a1f5c');
    expect(welcome?.text).toContain('Yaba Academy · hello@yaba.ng');

    const applicant = await createApplicantWithPassword(app);
    await app.inject({ method: 'POST', url: `/api/user/resetPassword/${applicant.email}` });
    await app.jobs.runDue();
    const reset = await latestMailTo(app, applicant.email);
    expect(reset?.subject).toBe('Reset your Yaba Academy password');
    expect(`${reset?.subject} ${reset?.html} ${reset?.text}`).not.toMatch(/Intake|Lagos Code School/);

    const [audited] = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'SCHOOL_SETTINGS_CHANGED'));
    expect(audited).toMatchObject({ subject: 'Yaba Academy', details: { after: { color: '#7a1f5c' } } });
  });

  it('refuses a colour white text cannot be read on, with its contrast, and anyone but an admin', async () => {
    const valid = {
      name: 'Yaba Academy',
      legalName: 'Yaba Academy Limited',
      color: '#7a1f5c',
      contactEmail: '',
    };
    const light = await saveSchool({ ...valid, color: '#FFCC00' });
    expect(light.statusCode).toBe(400);
    expect(light.json().details.issues[0]).toMatchObject({
      path: 'color',
      message: schoolColorMessage('#ffcc00'),
    });
    expect((await saveSchool({ ...valid, color: 'teal' })).statusCode).toBe(400);
    expect((await saveSchool(valid, await staffHeaders(app, 'ELDER'))).statusCode).toBe(403);
    expect((await school()).color).toBe('#7a1f5c');
    expect(() => testConfig({ SCHOOL_COLOR: '#ffcc00' })).toThrow(ConfigError);
  });

  it('serves an uploaded logo at an address that changes with it, and puts it in the e-mails', async () => {
    expect(
      (await uploadLogo(Buffer.from('%PDF-1.4 not an image'), 'logo.pdf', 'application/pdf')).statusCode,
    ).toBe(415);
    expect((await uploadLogo(tinyPng)).statusCode).toBe(200);
    const { logoUrl } = await school();
    expect(logoUrl).toMatch(/^\/api\/config\/logo\?v=[\w-]{16}$/);
    const logo = await app.inject({ method: 'GET', url: logoUrl ?? '' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.equals(tinyPng)).toBe(true);

    const { body } = await apply(app);
    expect((await latestMailTo(app, body.email))?.html).toContain(`src="http://portal.test${logoUrl}"`);

    expect(
      (await app.inject({ method: 'DELETE', url: '/api/admin/school/logo', headers: admin })).statusCode,
    ).toBe(200);
    expect((await school()).logoUrl).toBeNull();
    expect((await app.inject({ method: 'GET', url: logoUrl ?? '' })).statusCode).toBe(404);
  });
});

describe('where tuition is paid (issue 19.7)', () => {
  const savePayment = (payload: Record<string, unknown>, headers = admin) =>
    app.inject({ method: 'PUT', url: '/api/admin/school/payment', headers, payload });
  const instructionsOf = async (headers: Record<string, string>) =>
    (await app.inject({ method: 'GET', url: '/api/native/paymentInstructions', headers })).json();
  const account = {
    bankName: 'First Bank',
    accountName: 'Yaba Academy Fees',
    accountNumber: '3012345678',
    ussdCode: '*894#',
    note: '',
  };

  it('tells applicants the environment’s details until an admin saves others, and audits the change', async () => {
    const learner = await createLearner(app, { nativeState: 'ACCEPTED_ADMISSION', tuitionFee: 450_000 });
    expect((await instructionsOf(learner.auth)).account).toEqual({
      bankName: null,
      accountName: null,
      accountNumber: null,
      ussdCode: '*737*2*1#',
      note: 'Use your e-mail address as the transfer reference.',
    });

    const saved = await savePayment(account);
    expect(saved.json()).toEqual({ message: messages.paymentAccountSaved });
    const stored = { ...account, note: null };
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/school/payment', headers: admin })).json(),
    ).toEqual(stored);
    expect(await instructionsOf(learner.auth)).toMatchObject({
      tuition: { amountDue: 450_000 },
      account: stored,
    });
    const [audited] = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'PAYMENT_ACCOUNT_CHANGED'));
    expect(audited?.details).toMatchObject({
      before: { ussdCode: '*737*2*1#' },
      after: { ussdCode: '*894#' },
    });

    // Cleared in the console, the details are gone, environment or not: the dialog says to ask the school.
    const cleared = { bankName: '', accountName: '', accountNumber: '', ussdCode: '', note: '' };
    expect((await savePayment(cleared)).statusCode).toBe(200);
    expect((await instructionsOf(learner.auth)).account).toEqual({
      bankName: null,
      accountName: null,
      accountNumber: null,
      ussdCode: null,
      note: null,
    });
  });

  it('refuses a half-given account, a malformed number or code, and anyone but an admin', async () => {
    const refused = async (payload: Record<string, unknown>) => {
      const answer = await savePayment(payload);
      expect(answer.statusCode).toBe(400);
      return answer.json().details.issues[0];
    };
    expect(await refused({ ...account, accountNumber: '12345' })).toMatchObject({ path: 'accountNumber' });
    expect(await refused({ ...account, ussdCode: '737' })).toMatchObject({ path: 'ussdCode' });
    expect(await refused({ ...account, bankName: '' })).toMatchObject({
      message: 'Enter the bank name, the account name and the account number together',
    });
    expect((await savePayment(account, await staffHeaders(app, 'ELDER'))).statusCode).toBe(403);
    expect(() => testConfig({ PAYMENT_ACCOUNT_NUMBER: '12' })).toThrow(/PAYMENT_ACCOUNT_NUMBER: /);
  });
});
