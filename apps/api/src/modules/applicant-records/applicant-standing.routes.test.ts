import { errorCodes, messages, privacyMessages, withdrawalReason } from '@intake/contracts';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmittedApplicant, sendBankTransferProof } from '../../../test/after-admission-factories.ts';
import {
  adminHeaders,
  applicantStateOf,
  apply,
  createApplicantWithPassword,
  lagosDateTime,
  linkTokenMailedTo,
  setApplicationStatus,
  setPassword,
} from '../../../test/factories.ts';
import { buildIsolatedTestApp } from '../../../test/test-app.ts';
import { issueLinkToken } from '../../core/link-tokens.service.ts';
import { mailOutbox, paymentProofs } from '../../db/schema/index.ts';
import { formatSchoolDate } from '../../lib/school-time.ts';
import { walkApplicantRecords } from './applicant-records.service.ts';

type Headers = Record<string, string>;
let app: FastifyInstance;
let admin: Headers;

beforeAll(async () => {
  // A database of its own: the tests compare exact list totals, which the shared database's other
  // suites would move (and past 1,000 rows the list reports a capped total).
  app = await buildIsolatedTestApp();
  admin = await adminHeaders(app);
});
afterAll(() => app.close());

const list = async (query: Record<string, string>) => {
  const answer = await app.inject({
    method: 'GET',
    url: `/api/elder/getAllApplicants?${new URLSearchParams({ page: '1', size: '10', ...query })}`,
    headers: admin,
  });
  expect(answer.statusCode).toBe(200);
  return {
    total: Number(answer.headers['x-total-count']),
    records: answer.json() as { applicantDocument: { email: string; optedOut: string | null } }[],
  };
};
const totalOf = async (stage: string) => (await list({ stage })).total;

/** The export's rows for a search: the same repository walk the export streams. */
async function exported(search: string) {
  const rows = [];
  // The walk yields the export's batches of rows.
  for await (const batch of walkApplicantRecords(
    app,
    { stage: 'all', search },
    { role: 'ADMIN', userId: '' },
  ))
    rows.push(...batch);
  return rows;
}

const withdraw = async (email: string, iWantTo: string) => {
  const state = await applicantStateOf(app, email);
  const token = await issueLinkToken(app.db, state?.id ?? '', 'withdraw', 3600);
  const answer = await app.inject({
    method: 'POST',
    url: `/api/applicant/withdrawApplication/mail/${token}?reasonForWithdraw=${encodeURIComponent(withdrawalReason(iWantTo, 'I found a job'))}`,
  });
  expect(answer.statusCode).toBe(200);
};

const profileOf = async (email: string) =>
  (
    await app.inject({
      method: 'GET',
      url: `/api/elder/getApplicantByEmail/${encodeURIComponent(email)}`,
      headers: admin,
    })
  ).json();

describe('staff are not applicants (issue 18.16)', () => {
  it('an applicant made elder leaves the list, its counts and its export, and returns when made applicant', async () => {
    const person = await createApplicantWithPassword(app);
    const before = await totalOf('all');
    expect((await list({ search: person.email })).total).toBe(1);

    const changeRole = (newRole: string) =>
      app.inject({
        method: 'PATCH',
        url: `/api/admin/changeRole?email=${encodeURIComponent(person.email)}&newRole=${newRole}`,
        headers: admin,
      });
    expect((await changeRole('Elder')).statusCode).toBe(200);
    expect(await list({ search: person.email })).toMatchObject({ total: 0, records: [] });
    expect(await totalOf('all')).toBe(before - 1);
    expect(await exported(person.email)).toEqual([]);

    expect((await changeRole('Applicant')).statusCode).toBe(200);
    expect(await totalOf('all')).toBe(before);
    expect(await exported(person.email)).toHaveLength(1);
  });
});

describe('withdrawn and unsubscribed applicants (issue 18.16)', () => {
  it('a withdrawn applicant reads Withdrawn in the list and profile, under its own filter only', async () => {
    const { body } = await apply(app);
    const before = { all: await totalOf('all'), withdrawn: await totalOf('withdrawn') };
    await withdraw(body.email, 'Withdraw my Application');

    const [record] = (await list({ search: body.email })).records;
    expect(record?.applicantDocument.optedOut).toBe('WITHDRAWN');
    expect((await list({ stage: 'withdrawn', search: body.email })).total).toBe(1);
    expect(await totalOf('withdrawn')).toBe(before.withdrawn + 1);
    // Still one of the applicants: counted in All, exported.
    expect(await totalOf('all')).toBe(before.all);
    expect(await exported(body.email)).toHaveLength(1);
    expect((await profileOf(body.email)).applicant.optedOut).toBe('WITHDRAWN');
  });

  it('every link the applicant was sent dies with the withdrawal (the create-password link)', async () => {
    const { body } = await apply(app);
    const createPassword = await linkTokenMailedTo(app, body.email);
    await withdraw(body.email, 'Withdraw my Application');
    const answer = await setPassword(app, createPassword, 'a brand new password 123');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(messages.linkInvalid);
  });

  it('an unsubscribed applicant stays in their stage, reads Unsubscribed, and has a filter', async () => {
    const { body } = await apply(app);
    await setApplicationStatus(app, body.email, 'INTERVIEWED');
    await withdraw(body.email, 'Unsubscribe for your Emails');
    expect((await list({ stage: 'interviewed', search: body.email })).total).toBe(1);
    const [record] = (await list({ stage: 'unsubscribed', search: body.email })).records;
    expect(record?.applicantDocument.optedOut).toBe('UNSUBSCRIBED');
    expect((await profileOf(body.email)).applicant.optedOut).toBe('UNSUBSCRIBED');
  });

  it('resending an e-mail to a withdrawn applicant says why nothing is sent', async () => {
    const { body } = await apply(app);
    await withdraw(body.email, 'Withdraw my Application');
    const [{ last = 0 } = {}] = await app.db
      .select({ last: sql<number>`coalesce(max(${mailOutbox.id}), 0)::int` })
      .from(mailOutbox);
    const answer = await app.inject({
      method: 'POST',
      url: `/api/admin/resendEmail?email=${encodeURIComponent(body.email)}&emailType=createPassword`,
      headers: admin,
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({
      code: errorCodes.wrongState,
      message: messages.resendHeldWithdrawn,
    });
    const queued = await app.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(gt(mailOutbox.id, last), eq(mailOutbox.toAddress, body.email)));
    expect(queued).toEqual([]);
  });
});

describe('erasure tells the truth (issue 18.20)', () => {
  it('an erased applicant leaves the list, counts and export, and their proof leaves the review queue', async () => {
    const applicant = await createAdmittedApplicant(app);
    const sent = await sendBankTransferProof(app, applicant.headers);
    expect(sent.statusCode).toBe(200);
    const before = await totalOf('all');

    const erased = await app.inject({
      method: 'DELETE',
      url: `/api/admin/applicant/${encodeURIComponent(applicant.email)}`,
      headers: admin,
      payload: { reason: 'Asked by phone' },
    });
    expect(erased.statusCode).toBe(200);
    expect(await totalOf('all')).toBe(before - 1);
    expect(await list({ search: 'erased' })).toMatchObject({ total: 0 });
    expect(await exported('erased')).toEqual([]);

    const proofs = await app.db
      .select({ status: paymentProofs.status })
      .from(paymentProofs)
      .where(eq(paymentProofs.applicantId, applicant.id));
    expect(proofs.map((proof) => proof.status)).toEqual(['declined']);
    const queue = await app.inject({
      method: 'GET',
      url: '/api/elder/paymentProofs?status=pending',
      headers: admin,
    });
    expect(JSON.stringify(queue.json())).not.toContain(applicant.id);
  });

  it('the erasure request promises no e-mail, as none can be sent once the address is gone', () => {
    expect(privacyMessages.erasureRequested).not.toMatch(/e-?mail you/i);
    expect(privacyMessages.erasureAlreadyRequested).not.toMatch(/e-?mail you/i);
  });
});

describe('the interview records when it took place (issue 18.16)', () => {
  it('starting the interview records the day it was held beside the date planned', async () => {
    const applicant = await createApplicantWithPassword(app);
    await setApplicationStatus(app, applicant.email, 'TESTED');
    const planned = lagosDateTime(60 * 24 * 7).sessionDate;
    const invite = await app.inject({
      method: 'POST',
      url: '/api/interviewInvite/inviteApplicant',
      headers: admin,
      payload: { applicantEmail: applicant.email, interviewDate: planned, interviewTime: '10:00' },
    });
    expect(invite.statusCode).toBe(200);
    const started = await app.inject({
      method: 'POST',
      url: `/api/elder/startInterview/${encodeURIComponent(applicant.email)}`,
      headers: admin,
    });
    expect(started.statusCode).toBe(200);
    const state = await applicantStateOf(app, applicant.email);
    const interview = await app.inject({
      method: 'GET',
      url: `/api/interviewInvite/getInterviewInvite/${state?.id}`,
      headers: applicant.auth,
    });
    expect(interview.json()).toMatchObject({
      interviewDate: planned,
      heldDate: formatSchoolDate(new Date(), 'Africa/Lagos'),
    });
  });
});
