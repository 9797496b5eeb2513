import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apply, setApplicationStatus, staffHeaders } from '../../../test/factories.ts';
import { buildIsolatedTestApp } from '../../../test/test-app.ts';
import {
  activityLog,
  applicants,
  auditLog,
  cohorts,
  jobs,
  mailOutbox,
  users,
} from '../../db/schema/index.ts';
import {
  eraseExpiredApplicants,
  RETENTION_REASON,
  RETENTION_SWEEP_JOB,
  scheduleRetentionSweep,
  sendRetentionWarnings,
} from './retention.service.ts';

let app: FastifyInstance;
// A database of its own: the sweep reads every applicant of every cohort.
beforeAll(async () => {
  app = await buildIsolatedTestApp();
});
afterAll(() => app.close());

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

async function newCohort(retentionDays: number | null) {
  const [cohort] = await app.db
    .insert(cohorts)
    .values({ name: `Cohort ${Math.random()}`, startMonth: 1, startYear: 2027, retentionDays })
    .returning({ id: cohorts.id });
  return cohort?.id as string;
}

/** An applicant of the cohort who reached `status` (or withdrew) `daysBefore` days ago. */
async function applicantWithOutcome(cohortId: string, outcome: string, daysBefore: number) {
  const { body } = await apply(app);
  const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, body.email));
  const userId = user?.id as string;
  await app.db.update(applicants).set({ cohortId }).where(eq(applicants.userId, userId));
  if (outcome === 'WITHDRAWN') {
    await app.db
      .update(applicants)
      .set({ withdrawnAt: daysAgo(daysBefore) })
      .where(eq(applicants.userId, userId));
  } else {
    await setApplicationStatus(app, body.email, outcome as 'ADMISSION_REJECTED');
    await app.db.insert(activityLog).values({
      applicantId: userId,
      action: 'STATUS_CHANGED',
      toStatus: outcome,
      createdAt: daysAgo(daysBefore),
    });
  }
  return { userId, email: body.email, firstName: body.firstName };
}

const mailsTo = (email: string) =>
  app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'retention-warning')));

const isErased = async (userId: string) => {
  const [row] = await app.db
    .select({ erasedAt: applicants.erasedAt })
    .from(applicants)
    .where(eq(applicants.userId, userId));
  return row?.erasedAt != null;
};

describe('retention of ended applications (issue 23.7)', () => {
  it('keeps everything in a cohort an admin starts, until a period is set (off by default)', async () => {
    const admin = await staffHeaders(app, 'ADMIN');
    const name = `Default retention ${Math.random()}`;
    const started = await app.inject({
      method: 'POST',
      url: '/api/admin/createBatch',
      headers: admin,
      payload: { name },
    });
    expect(started.statusCode).toBe(200);
    const listed = await app.inject({ method: 'GET', url: '/api/admin/cohorts', headers: admin });
    const cohort = listed
      .json<{ id: string; name: string; retentionDays: number | null }[]>()
      .find((c) => c.name === name);
    expect(cohort?.retentionDays).toBeNull();
    const old = await applicantWithOutcome(cohort?.id as string, 'ADMISSION_REJECTED', 3000);
    await sendRetentionWarnings(app);
    expect(await eraseExpiredApplicants(app)).toBe(0);
    expect(await mailsTo(old.email)).toHaveLength(0);
    expect(await isErased(old.userId)).toBe(false);
  });

  it('queues the next hourly sweep once, however many processes ask', async () => {
    await Promise.all([
      scheduleRetentionSweep(app),
      scheduleRetentionSweep(app),
      scheduleRetentionSweep(app),
    ]);
    const queued = await app.db
      .select({ runAt: jobs.runAt })
      .from(jobs)
      .where(and(eq(jobs.kind, RETENTION_SWEEP_JOB), isNull(jobs.finishedAt)));
    expect(queued).toHaveLength(1);
    const runAt = queued[0]?.runAt as Date;
    // On the next hour boundary, within the coming hour.
    expect(runAt.getTime() % 3_600_000).toBe(0);
    expect(runAt.getTime() - Date.now()).toBeGreaterThan(0);
    expect(runAt.getTime() - Date.now()).toBeLessThanOrEqual(3_600_000);
  });

  it('warns once, 14 days before the erasure date, and says when', async () => {
    const cohortId = await newCohort(30);
    const warned = await applicantWithOutcome(cohortId, 'DECLINED_ADMISSION', 17); // erased in 13 days
    const early = await applicantWithOutcome(cohortId, 'DECLINED_ADMISSION', 15); // in 15 days
    await sendRetentionWarnings(app);
    await sendRetentionWarnings(app);
    const mails = await mailsTo(warned.email);
    expect(mails).toHaveLength(1);
    expect(JSON.stringify(mails[0])).toContain('reply to this e-mail');
    expect(await mailsTo(early.email)).toHaveLength(0);
    expect(await isErased(warned.userId)).toBe(false);
  });

  it('erases at the deadline through the privacy erasure, audited, and only the three outcomes and withdrawals', async () => {
    const cohortId = await newCohort(30);
    const due = await Promise.all(
      ['ADMISSION_REJECTED', 'DECLINED_ADMISSION', 'DECLINED_INTERVIEW', 'WITHDRAWN'].map((outcome) =>
        applicantWithOutcome(cohortId, outcome, 31),
      ),
    );
    const admitted = await applicantWithOutcome(cohortId, 'ADMITTED', 31);
    const notYet = await applicantWithOutcome(cohortId, 'ADMISSION_REJECTED', 29);

    expect(await eraseExpiredApplicants(app)).toBe(4);

    for (const person of due) {
      expect(await isErased(person.userId)).toBe(true);
      const [user] = await app.db.select().from(users).where(eq(users.id, person.userId));
      expect(user?.firstName).not.toBe(person.firstName);
      expect(user?.email).not.toBe(person.email);
      const audits = await app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.subject, person.userId), eq(auditLog.action, 'APPLICANT_ERASED')));
      expect(audits).toHaveLength(1);
      expect(audits[0]?.details).toMatchObject({ reason: RETENTION_REASON });
    }
    expect(await isErased(admitted.userId)).toBe(false);
    expect(await isErased(notYet.userId)).toBe(false);
    // A second sweep finds no one left.
    expect(await eraseExpiredApplicants(app)).toBe(0);
  });
});

describe('the cohort retention setting (PUT /api/admin/cohorts/:cohortId)', () => {
  const valid = { tuitionFee: 500_000, startMonth: 'MAY', startYear: 2027 };
  const setCohort = (cohortId: string, payload: Record<string, unknown>, headers: Record<string, string>) =>
    app.inject({ method: 'PUT', url: `/api/admin/cohorts/${cohortId}`, headers, payload });
  const stored = async (cohortId: string) =>
    (await app.db.select({ days: cohorts.retentionDays }).from(cohorts).where(eq(cohorts.id, cohortId)))[0]
      ?.days;

  it('sets and clears the period, within 30 to 3650 whole days, for admins only', async () => {
    const admin = await staffHeaders(app, 'ADMIN');
    const elder = await staffHeaders(app, 'ELDER');
    const cohortId = await newCohort(null);
    for (const bad of [29, 3651, 90.5, '90', -1]) {
      expect((await setCohort(cohortId, { ...valid, retentionDays: bad }, admin)).statusCode).toBe(400);
    }
    expect((await setCohort(cohortId, { ...valid, retentionDays: 90 }, elder)).statusCode).toBe(403);
    expect(await stored(cohortId)).toBeNull();
    expect((await setCohort(cohortId, { ...valid, retentionDays: 90 }, admin)).statusCode).toBe(200);
    expect(await stored(cohortId)).toBe(90);
    // Left out, it stays; null switches it off.
    expect((await setCohort(cohortId, valid, admin)).statusCode).toBe(200);
    expect(await stored(cohortId)).toBe(90);
    expect((await setCohort(cohortId, { ...valid, retentionDays: null }, admin)).statusCode).toBe(200);
    expect(await stored(cohortId)).toBeNull();
  });
});
