import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminHeaders,
  apply,
  createApplicantWithPassword,
  latestMailTo,
  setApplicationStatus,
  staffHeaders,
} from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/test-app.ts';

let app: FastifyInstance;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminHeaders(app);
});
afterAll(() => app.close());

const resend = (email: string, emailType: string, headers = admin) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/resendEmail/?email=${email}&emailType=${emailType}`,
    headers,
  });

describe('POST /api/admin/resendEmail', () => {
  it('sends a fresh create-password link while the account has no password', async () => {
    const { body } = await apply(app);
    const first = (await latestMailTo(app, body.email))?.text;
    expect((await resend(body.email, 'createPassword')).statusCode).toBe(200);
    const second = (await latestMailTo(app, body.email))?.text;
    expect(second).toMatch(/\/createPassword\/[\w-]{43}/);
    expect(second).not.toBe(first);
  });

  it('sends a reset link, and refuses a create-password link once a password is set', async () => {
    const applicant = await createApplicantWithPassword(app);
    expect((await resend(applicant.email, 'resetPassword')).statusCode).toBe(200);
    expect((await latestMailTo(app, applicant.email))?.kind).toBe('reset-password');
    const refused = await resend(applicant.email, 'createPassword');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('already has a password');
  });

  it('sends the offer and community e-mails only in their states', async () => {
    const applicant = await createApplicantWithPassword(app);
    expect((await resend(applicant.email, 'admissionOffer')).statusCode).toBe(409);
    expect((await resend(applicant.email, 'interviewInviteMessage')).statusCode).toBe(409);
    expect((await resend(applicant.email, 'infoSessionMessage')).statusCode).toBe(409);
    await setApplicationStatus(app, applicant.email, 'OFFERED_ADMISSION');
    expect((await resend(applicant.email, 'admissionOffer')).statusCode).toBe(200);
    expect((await latestMailTo(app, applicant.email))?.kind).toBe('admission-offer');
    await setApplicationStatus(app, applicant.email, 'ADMISSION_REJECTED');
    expect((await resend(applicant.email, 'sendToCommunity')).statusCode).toBe(200);
  });

  it('answers 404 for an unknown e-mail, 400 for an unknown type and 403 to non-admins', async () => {
    expect((await resend('nobody@example.com', 'resetPassword')).statusCode).toBe(404);
    const applicant = await createApplicantWithPassword(app);
    expect((await resend(applicant.email, 'birthdayCard')).statusCode).toBe(400);
    expect(
      (await resend(applicant.email, 'resetPassword', await staffHeaders(app, 'ELDER'))).statusCode,
    ).toBe(403);
  });
});
