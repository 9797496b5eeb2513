import { messages } from '@intake/contracts';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminHeaders,
  applicantStateOf,
  apply,
  bearer,
  createApplicantWithPassword,
  logIn,
  staffHeaders,
} from '../../../test/factories.ts';
import { buildIsolatedTestApp, buildTestApp } from '../../../test/test-app.ts';
import { auditLog } from '../../db/schema/index.ts';

let app: FastifyInstance;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminHeaders(app);
});
afterAll(() => app.close());

const call = (method: 'POST' | 'PATCH', url: string, headers = admin, payload?: object) =>
  app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('application window', () => {
  it('stops and starts applications with the spec’s toasts, and the apply call follows', async () => {
    const own = await buildIsolatedTestApp();
    try {
      const headers = await adminHeaders(own);
      const stopped = await own.inject({ method: 'POST', url: '/api/admin/stopApplications', headers });
      expect(stopped.json()).toEqual({ message: messages.stoppedApplication });
      expect((await apply(own)).response.statusCode).toBe(403);
      const started = await own.inject({ method: 'POST', url: '/api/admin/startApplications', headers });
      expect(started.json()).toEqual({ message: messages.startedApplication });
      expect((await apply(own)).response.statusCode).toBe(201);
    } finally {
      await own.close();
    }
  });
});

describe('batches', () => {
  it('makes a new cohort current; new applicants belong to it', async () => {
    const created = await call('POST', '/api/admin/createBatch', admin, {
      name: 'Cohort test',
      tuitionFee: 1_250_000,
      startMonth: 'MARCH',
      startYear: 2027,
    });
    expect(created.json()).toEqual({ message: messages.createdBatch });
    const applicant = await createApplicantWithPassword(app);
    expect(decodeJwt(applicant.accessToken).cohortDetails).toEqual({
      tuitionFee: 1_250_000,
      cohortStartDate: { month: 'MARCH', year: 2027 },
    });
    expect((await call('POST', '/api/admin/createBatch')).statusCode).toBe(200);
    expect((await call('POST', '/api/admin/createBatch', admin, { tuitionFee: -5 })).statusCode).toBe(400);
  });
});

describe('change role', () => {
  it("sets a role at once, ends a suspended user's sessions, and answers '{role} Set Successfully'", async () => {
    const applicant = await createApplicantWithPassword(app);
    const toElder = await call('PATCH', `/api/admin/changeRole/?email=${applicant.email}&newRole=elder`);
    expect(toElder.json()).toEqual({ message: 'Elder Set Successfully' });
    const me = await app.inject({ method: 'GET', url: '/api/user/me', headers: applicant.auth });
    expect(me.json().roles).toBe('ELDER');
    await call('PATCH', `/api/admin/changeRole/?email=${applicant.email}&newRole=SUSPENDED`);
    expect(
      (await app.inject({ method: 'GET', url: '/api/user/me', headers: applicant.auth })).statusCode,
    ).toBe(401);
    expect((await logIn(app, applicant.email, applicant.password)).statusCode).toBe(403);
  });

  it('refuses an unknown role, an unknown e-mail and non-admins; the action is audited', async () => {
    const applicant = await createApplicantWithPassword(app);
    expect(
      (await call('PATCH', `/api/admin/changeRole/?email=${applicant.email}&newRole=KING`)).statusCode,
    ).toBe(400);
    expect(
      (await call('PATCH', '/api/admin/changeRole/?email=nobody@example.com&newRole=ELDER')).statusCode,
    ).toBe(404);
    for (const headers of [
      applicant.auth,
      await staffHeaders(app, 'ELDER'),
      await staffHeaders(app, 'SPONSOR'),
      {},
    ]) {
      const answer = await call(
        'PATCH',
        `/api/admin/changeRole/?email=${applicant.email}&newRole=ADMIN`,
        headers,
      );
      expect([401, 403]).toContain(answer.statusCode);
    }
    const audited = await app.db.select().from(auditLog);
    expect(audited.some((entry) => entry.action === 'ROLE_CHANGED')).toBe(true);
  });

  it('never removes the last admin', async () => {
    // Its own database, where the first admin is the only one.
    const alone = await buildIsolatedTestApp();
    try {
      const only = bearer(
        (await logIn(alone, 'first-admin@intake.test', 'first-admin-password')).json().accessToken,
      );
      const answer = await alone.inject({
        method: 'PATCH',
        url: '/api/admin/changeRole/?email=first-admin@intake.test&newRole=ELDER',
        headers: only,
      });
      expect(answer.statusCode).toBe(422);
      expect(answer.json().message).toBe('The last admin cannot be given another role.');
    } finally {
      await alone.close();
    }
  });
});

describe('enable loan form', () => {
  it('lets the applicant fill the loan form', async () => {
    const applicant = await createApplicantWithPassword(app);
    const answer = await call('PATCH', `/api/elder/enableLearnFundForm/${applicant.email}`);
    expect(answer.json()).toEqual({ message: messages.loanEnabled });
    const me = await app.inject({ method: 'GET', url: '/api/user/me', headers: applicant.auth });
    expect(me.json().canFillLoanAgreement).toBe(true);
    expect((await applicantStateOf(app, applicant.email))?.status).toBe('APPLIED');
  });
});

describe('audit log', () => {
  it('lists admin actions newest first with who and on whom, filtered by action and a fragment', async () => {
    const own = await buildIsolatedTestApp();
    try {
      const headers = await adminHeaders(own);
      const { body } = await apply(own);
      await own.inject({ method: 'POST', url: '/api/admin/stopApplications', headers });
      await own.inject({
        method: 'PATCH',
        url: `/api/elder/enableLearnFundForm/${encodeURIComponent(body.email)}`,
        headers,
      });
      const all = (await own.inject({ method: 'GET', url: '/api/admin/audit', headers })).json();
      expect(all.map((entry: { action: string }) => entry.action).slice(0, 2)).toEqual([
        'LOAN_FORM_ENABLED',
        'APPLICATIONS_STOPPED',
      ]);
      expect(all[0]).toMatchObject({ subject: body.email, actorEmail: expect.stringContaining('@') });

      const byAction = (
        await own.inject({ method: 'GET', url: '/api/admin/audit?action=APPLICATIONS_STOPPED', headers })
      ).json();
      expect(byAction.map((entry: { action: string }) => entry.action)).toEqual(['APPLICATIONS_STOPPED']);
      const bySubject = (
        await own.inject({
          method: 'GET',
          url: `/api/admin/audit?search=${encodeURIComponent(body.email.slice(0, 8))}`,
          headers,
        })
      ).json();
      expect(bySubject.map((entry: { subject: string }) => entry.subject)).toEqual([body.email]);
      expect((await own.inject({ method: 'GET', url: '/api/admin/audit?limit=0', headers })).statusCode).toBe(
        400,
      );
    } finally {
      await own.close();
    }
  });

  it('records information sessions created and updated by whom', async () => {
    const day = new Date(Date.now() + 3 * 86_400_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    const session = {
      mode: 'Online',
      infoSessionLink: 'https://meet.example.org/audit',
      sessionDate: `${pad(day.getUTCDate())}-${pad(day.getUTCMonth() + 1)}-${day.getUTCFullYear()}`,
      sessionTime: '15:00',
    };
    const created = await app.inject({
      method: 'POST',
      url: '/api/infoSession/createInfoSession',
      headers: admin,
      payload: session,
    });
    const id = created.json().infoSession.infoSessionId;
    await app.inject({
      method: 'POST',
      url: '/api/infoSession/updateInfoSession',
      headers: admin,
      payload: { ...session, infoSessionId: id, sessionTime: '16:00' },
    });
    const entries = (
      await app.inject({ method: 'GET', url: `/api/admin/audit?search=${id}`, headers: admin })
    ).json();
    expect(entries.map((entry: { action: string }) => entry.action)).toEqual([
      'INFO_SESSION_UPDATED',
      'INFO_SESSION_CREATED',
    ]);
  });

  it('is for admins only', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/admin/audit' })).statusCode).toBe(401);
    for (const role of ['ELDER', 'SPONSOR'] as const) {
      const headers = await staffHeaders(app, role);
      expect((await app.inject({ method: 'GET', url: '/api/admin/audit', headers })).statusCode).toBe(403);
    }
  });
});
