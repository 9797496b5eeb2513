import { messages, withdrawalReason } from '@intake/contracts';
import { startSmtpListener } from '@intake/test-kit';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminHeaders,
  applicantStateOf,
  createApplicantWithPassword,
  lagosDateTime,
  logIn,
} from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { activityLog, applicants, mailOutbox } from '../../db/schema/index.ts';

let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startSmtpListener>>;

beforeAll(async () => {
  smtp = await startSmtpListener();
  app = await buildTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

const WITHDRAW_LINK = /http:\/\/portal\.test\/application\/withdraw\/([\w-]{43})/;

/** Sends the outbox and answers what reached an address over SMTP, newest last. */
async function deliveredTo(email: string) {
  await app.mailWorker.drain();
  return smtp.received.filter((mail) => JSON.stringify(mail.to).includes(email));
}

async function withdrawTokenOf(email: string) {
  const mails = await deliveredTo(email);
  const token = WITHDRAW_LINK.exec(mails.at(-1)?.text ?? '')?.[1];
  if (!token) throw new Error(`no withdraw link reached ${email}`);
  return token;
}

const send = (token: string, iWantTo: string, because: string) =>
  app.inject({
    method: 'POST',
    url: `/api/applicant/withdrawApplication/mail/${token}?reasonForWithdraw=${encodeURIComponent(withdrawalReason(iWantTo, because))}`,
  });

async function activityOf(email: string) {
  const state = await applicantStateOf(app, email);
  return app.db
    .select({ action: activityLog.action, details: activityLog.details })
    .from(activityLog)
    .where(eq(activityLog.applicantId, state?.id ?? ''));
}

describe('withdraw and unsubscribe links', () => {
  it('puts a single-use withdraw link in every e-mail to an applicant, in HTML and text', async () => {
    const applicant = await createApplicantWithPassword(app);
    const [mail] = await deliveredTo(applicant.email);
    expect(mail?.text).toMatch(WITHDRAW_LINK);
    expect(mail?.html).toContain('http://portal.test/application/withdraw/');
  });

  it("withdraws only the owner of the link: one applicant's link never touches another", async () => {
    const first = await createApplicantWithPassword(app);
    const second = await createApplicantWithPassword(app);
    const firstToken = await withdrawTokenOf(first.email);

    const response = await send(firstToken, 'Withdraw my Application', 'I found another programme');
    expect(response.statusCode).toBe(200);

    const [firstRow] = await app.db
      .select({ withdrawnAt: applicants.withdrawnAt })
      .from(applicants)
      .where(eq(applicants.userId, (await applicantStateOf(app, first.email))?.id ?? ''));
    const [secondRow] = await app.db
      .select({ withdrawnAt: applicants.withdrawnAt })
      .from(applicants)
      .where(eq(applicants.userId, (await applicantStateOf(app, second.email))?.id ?? ''));
    expect(firstRow?.withdrawnAt).not.toBeNull();
    expect(secondRow?.withdrawnAt).toBeNull();

    // The withdrawn applicant is told, cannot log in, and their old session no longer works.
    const withdrawnMail = (await deliveredTo(first.email)).at(-1);
    expect(withdrawnMail?.subject).toBe('Your application has been withdrawn');
    expect(withdrawnMail?.text).not.toMatch(WITHDRAW_LINK);
    const login = await logIn(app, first.email, first.password);
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(messages.applicationWithdrawn);
    const me = await app.inject({ method: 'GET', url: '/api/user/me', headers: first.auth });
    expect(me.statusCode).toBe(401);
    expect((await logIn(app, second.email, second.password)).statusCode).toBe(200);

    const activity = await activityOf(first.email);
    expect(activity).toContainEqual({
      action: 'APPLICATION_WITHDRAWN',
      details: { reason: 'I want to Withdraw my Application because I found another programme' },
    });
  });

  it('works once: the same link a second time is refused', async () => {
    const applicant = await createApplicantWithPassword(app);
    const token = await withdrawTokenOf(applicant.email);
    expect((await send(token, 'Unsubscribe for your Emails', 'too many mails')).statusCode).toBe(200);
    const again = await send(token, 'Withdraw my Application', 'changed my mind');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(messages.linkInvalid);
  });

  it('refuses an unknown token and an empty form with clear messages, never a 5xx', async () => {
    const unknown = await send('x'.repeat(43), 'Other', 'hello');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(messages.linkInvalid);

    const applicant = await createApplicantWithPassword(app);
    const token = await withdrawTokenOf(applicant.email);
    const empty = await send(token, '', '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(messages.kindlyFillAllFields);
    const huge = await send(token, 'Other', 'x'.repeat(50_000));
    expect(huge.statusCode).toBe(400);
    // Refused requests do not use the link up.
    expect((await send(token, '', 'only the reason')).statusCode).toBe(200);
  });

  it('stops optional mail after unsubscribing, while mail needed to finish the application still arrives', async () => {
    const applicant = await createApplicantWithPassword(app);
    const admin = await adminHeaders(app);
    const session = await app.inject({
      method: 'POST',
      url: '/api/infoSession/createInfoSession',
      headers: admin,
      payload: { mode: 'Online', infoSessionLink: 'https://meet.example.com/x', ...lagosDateTime(24 * 60) },
    });
    const { infoSessionId } = session.json().infoSession ?? session.json();
    await app.inject({
      method: 'GET',
      url: `/api/infoSession/selectInfoSession/${infoSessionId}`,
      headers: applicant.auth,
    });
    const token = await withdrawTokenOf(applicant.email);
    const receivedBefore = (await deliveredTo(applicant.email)).length;

    // The admins' reminder is queued, then the applicant unsubscribes before it goes out.
    await app.inject({ method: 'GET', url: '/api/admin/sendInfoSessionEmail', headers: admin });
    expect((await send(token, 'Unsubscribe for your Emails', 'too many mails')).statusCode).toBe(200);
    await app.inject({ method: 'POST', url: `/api/user/resetPassword/${applicant.email}` });
    await app.jobs.runDue();
    await app.inject({ method: 'GET', url: '/api/admin/sendInfoSessionEmail', headers: admin });
    const after = await deliveredTo(applicant.email);

    expect(after.length).toBe(receivedBefore + 1);
    expect(after.at(-1)?.text).toContain('Reset your password');
    const reminders = await app.db
      .select({ status: mailOutbox.status })
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.toAddress, applicant.email), inArray(mailOutbox.kind, ['info-session-reminder'])),
      );
    expect(reminders.map((row) => row.status)).toEqual(['skipped']);
  });

  it('passes any other request to the admins and records it', async () => {
    const applicant = await createApplicantWithPassword(app);
    const token = await withdrawTokenOf(applicant.email);
    expect((await send(token, 'Other', 'Can I defer to the next cohort?')).statusCode).toBe(200);
    const toAdmins = await app.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'applicant-message'));
    expect(toAdmins.map((mail) => mail.text).join('\n')).toContain(
      `(${applicant.email}) wrote from the unsubscribe / withdraw form:\n\nCan I defer to the next cohort?`,
    );
    expect(await activityOf(applicant.email)).toContainEqual({
      action: 'APPLICANT_MESSAGE',
      details: { reason: 'I want to Other because Can I defer to the next cohort?' },
    });
  });
});
