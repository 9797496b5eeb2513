import type { Cohort } from '@intake/contracts';
import { adminErrors } from '@intake/contracts/errors/admin';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminHeaders, apply, lagosDateTime, staffHeaders } from '../../../test/factories.ts';
import { buildIsolatedTestApp } from '../../../test/test-app.ts';
import { applicants, auditLog, cohorts, jobs, settings, users } from '../../db/schema/index.ts';
import { areApplicationsOpen, setApplicationsOpen } from '../settings/settings.service.ts';
import { COHORT_WINDOW_OPENS_JOB, openCohortWindow } from './admin.service.ts';

// Windows decide whether the whole portal takes applications: a database of its own.
let app: FastifyInstance;
let admin: Record<string, string>;
let elder: Record<string, string>;
beforeAll(async () => {
  app = await buildIsolatedTestApp();
  admin = await adminHeaders(app);
  elder = await staffHeaders(app, 'ELDER');
});
afterAll(() => app.close());
// Each test starts with no window and no manual start or stop.
beforeEach(async () => {
  await app.db.update(cohorts).set({ applicationsOpenAt: null, applicationsCloseAt: null });
  await app.db.delete(settings).where(eq(settings.key, 'applicationWindow'));
});

/** A window on the Lagos clock from `opensIn` to `closesIn` minutes from now. */
const windowFrom = (opensIn: number, closesIn: number) => {
  const opens = lagosDateTime(opensIn);
  const closes = lagosDateTime(closesIn);
  return {
    opensDate: opens.sessionDate,
    opensTime: opens.sessionTime,
    closesDate: closes.sessionDate,
    closesTime: closes.sessionTime,
  };
};
const listCohorts = async () =>
  (await app.inject({ method: 'GET', url: '/api/admin/cohorts', headers: admin })).json() as Cohort[];
const createBatch = (payload: Record<string, unknown>, headers = admin) =>
  app.inject({ method: 'POST', url: '/api/admin/createBatch', headers, payload });
const terms = { tuitionFee: 400_000, startMonth: 'MARCH', startYear: 2027 };
const setCohort = (cohortId: string, payload: Record<string, unknown>, headers = admin) =>
  app.inject({
    method: 'PUT',
    url: `/api/admin/cohorts/${cohortId}`,
    headers,
    payload: { ...terms, ...payload },
  });
const publicOpen = async () =>
  (await app.inject({ method: 'GET', url: '/api/config' })).json().applicationsOpen as boolean;
const cohortOf = async (email: string) => {
  const [row] = await app.db
    .select({ cohortId: applicants.cohortId })
    .from(applicants)
    .innerJoin(users, eq(users.id, applicants.userId))
    .where(eq(users.email, email.toLowerCase()));
  return row?.cohortId;
};
const byName = async (name: string) => (await listCohorts()).find((cohort) => cohort.name === name) as Cohort;

describe('a cohort with seats, a window and offer days', () => {
  it('creates one, lists it on the school clock, and audits it', async () => {
    const window = windowFrom(60 * 24 * 30, 60 * 24 * 60);
    const created = await createBatch({
      name: 'Window A',
      seats: 40,
      applicationWindow: window,
      offerResponseDays: 10,
    });
    expect(created.statusCode).toBe(200);
    const cohort = await byName('Window A');
    // Current only once its window opens: a job is queued for that instant.
    expect(cohort).toMatchObject({
      seats: 40,
      offerResponseDays: 10,
      isCurrent: false,
      applicationWindow: window,
    });
    const queued = await app.db.select().from(jobs).where(eq(jobs.kind, COHORT_WINDOW_OPENS_JOB));
    expect(queued).toEqual([
      expect.objectContaining({
        runAt: new Date(cohort.applicationWindow?.opensAt ?? ''),
        payload: { cohortId: cohort.id, opensAt: cohort.applicationWindow?.opensAt },
      }),
    ]);
    expect(new Date(cohort.applicationWindow?.closesAt ?? '').getTime()).toBeGreaterThan(
      new Date(cohort.applicationWindow?.opensAt ?? '').getTime(),
    );
    const [audited] = await app.db.select().from(auditLog).where(eq(auditLog.subject, 'Window A'));
    expect(audited).toMatchObject({ action: 'BATCH_CREATED', details: { seats: 40, offerResponseDays: 10 } });
  });

  it("keeps the spec's bodiless Start New Batch working, with 7 offer days and no seats", async () => {
    expect(
      (await app.inject({ method: 'POST', url: '/api/admin/createBatch', headers: admin })).statusCode,
    ).toBe(200);
    const [newest] = await listCohorts();
    expect(newest).toMatchObject({
      seats: null,
      applicationWindow: null,
      offerResponseDays: 7,
      isCurrent: true,
    });
  });

  it('edits name, seats, window and offer days; leaves them when left out; clears with null', async () => {
    const cohort = await byName('Window A');
    const window = windowFrom(60 * 24 * 90, 60 * 24 * 100);
    const changed = await setCohort(cohort.id, {
      name: 'Window A renamed',
      seats: 25,
      applicationWindow: window,
      offerResponseDays: 60,
    });
    expect(changed.statusCode).toBe(200);
    expect(await byName('Window A renamed')).toMatchObject({
      seats: 25,
      offerResponseDays: 60,
      applicationWindow: window,
    });
    expect((await setCohort(cohort.id, {})).statusCode).toBe(200);
    expect(await byName('Window A renamed')).toMatchObject({
      seats: 25,
      offerResponseDays: 60,
      applicationWindow: window,
    });
    expect((await setCohort(cohort.id, { seats: null, applicationWindow: null })).statusCode).toBe(200);
    expect(await byName('Window A renamed')).toMatchObject({ seats: null, applicationWindow: null });
    const [audited] = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'COHORT_UPDATED'))
      .orderBy(auditLog.createdAt)
      .limit(1);
    expect(audited).toMatchObject({
      subject: 'Window A',
      details: {
        before: { name: 'Window A', seats: 40, offerResponseDays: 10 },
        after: { name: 'Window A renamed', seats: 25 },
      },
    });
  });

  it('refuses bad seats, offer days and dates with specific 400s', async () => {
    const [cohort] = await listCohorts();
    const id = cohort?.id ?? '';
    const refused = async (payload: Record<string, unknown>) => {
      const answer = await setCohort(id, payload);
      expect(answer.statusCode).toBe(400);
      return answer.json().message as string;
    };
    expect(await refused({ seats: 0 })).toMatch(/at least one seat/);
    expect(await refused({ seats: 2.5 })).toMatch(/whole number/);
    expect(await refused({ offerResponseDays: 0 })).toMatch(/at least 1 day/);
    expect(await refused({ offerResponseDays: 61 })).toMatch(/at most 60 days/);
    const window = windowFrom(60, 120);
    expect(await refused({ applicationWindow: { ...window, opensDate: '31-02-2030' } })).toBe(
      adminErrors.windowOpensInvalid.message,
    );
    expect(await refused({ applicationWindow: { ...window, closesDate: '2030-03-01' } })).toMatch(
      /dd-MM-yyyy/,
    );
    expect(await refused({ applicationWindow: { ...window, closesDate: '30-02-2031' } })).toBe(
      adminErrors.windowClosesInvalid.message,
    );
    const backwards = { ...windowFrom(120, 60) };
    expect(await refused({ applicationWindow: backwards })).toBe(adminErrors.windowClosesBeforeOpens.message);
    const instant = { ...window, closesDate: window.opensDate, closesTime: window.opensTime };
    expect(await refused({ applicationWindow: instant })).toBe(adminErrors.windowClosesBeforeOpens.message);
    expect(await refused({ applicationWindow: { ...window, opensDate: '01-01-0050' } })).toBe(
      adminErrors.windowYearOutOfRange.message,
    );
    // Wrong types and shapes are 400s too, never a 500.
    await refused({ seats: 'ten' });
    await refused({ applicationWindow: 'always' });
    await refused({ applicationWindow: { opensDate: window.opensDate } });
    await refused({ name: '' });
    await refused({ name: 'x'.repeat(101) });
    await refused({ name: 'Nul\u0000name' });
    expect((await createBatch({ seats: -3 })).statusCode).toBe(400);
    expect((await createBatch({ applicationWindow: backwards })).statusCode).toBe(400);
  });

  it("refuses a window that overlaps another cohort's with a 409, by create and by edit", async () => {
    const [newest, older] = await listCohorts();
    expect((await setCohort(older?.id ?? '', { applicationWindow: windowFrom(1000, 2000) })).statusCode).toBe(
      200,
    );
    const overlap = await setCohort(newest?.id ?? '', { applicationWindow: windowFrom(1999, 3000) });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json()).toMatchObject({ code: 'CONFLICT', message: adminErrors.windowOverlaps.message });
    const before = (await listCohorts()).length;
    expect(
      (await createBatch({ name: 'Overlapping', applicationWindow: windowFrom(500, 1500) })).statusCode,
    ).toBe(409);
    expect(await listCohorts()).toHaveLength(before);
    // Touching is not overlapping: one closes the minute the next opens.
    expect(
      (await setCohort(newest?.id ?? '', { applicationWindow: windowFrom(2000, 3000) })).statusCode,
    ).toBe(200);
  });

  it('creates one batch when Start New Batch with a window is sent twice at once', async () => {
    const before = (await listCohorts()).length;
    const payload = { name: 'Twice', applicationWindow: windowFrom(60 * 24 * 200, 60 * 24 * 210) };
    const answers = await Promise.all([createBatch(payload), createBatch(payload)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await listCohorts()).toHaveLength(before + 1);
    const twice = await byName('Twice');
    expect((await setCohort(twice.id, { applicationWindow: null })).statusCode).toBe(200);
  });

  it('refuses the same overlap in the database when two saves race past the check', async () => {
    const [first, second] = await listCohorts();
    const opensAt = new Date(Date.now() + 10 * 86_400_000);
    const closesAt = new Date(opensAt.getTime() + 86_400_000);
    await app.db
      .update(cohorts)
      .set({ applicationsOpenAt: opensAt, applicationsCloseAt: closesAt })
      .where(eq(cohorts.id, first?.id ?? ''));
    await expect(
      app.db
        .update(cohorts)
        .set({ applicationsOpenAt: opensAt, applicationsCloseAt: closesAt })
        .where(eq(cohorts.id, second?.id ?? '')),
    ).rejects.toThrow();
  });

  it('answers 403 to anyone but an admin', async () => {
    const [cohort] = await listCohorts();
    expect((await createBatch({ seats: 3 }, elder)).statusCode).toBe(403);
    expect((await setCohort(cohort?.id ?? '', { seats: 3 }, elder)).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'POST', url: '/api/admin/stopApplications', headers: elder })).statusCode,
    ).toBe(403);
  });
});

describe('applications open and close by themselves', () => {
  const minute = 60_000;
  const at = (base: Date, minutes: number) => new Date(base.getTime() + minutes * minute);
  const setWindow = async (cohortId: string, opensAt: Date, closesAt: Date) =>
    app.db
      .update(cohorts)
      .set({ applicationsOpenAt: opensAt, applicationsCloseAt: closesAt })
      .where(eq(cohorts.id, cohortId));

  it("is open with no window and no manual action, as the spec's portal was", async () => {
    expect(await areApplicationsOpen(app.db)).toBe(true);
    expect(await publicOpen()).toBe(true);
  });

  it('is open from the opening instant and closed from the closing instant', async () => {
    const [cohort] = await listCohorts();
    const opens = new Date('2031-05-01T08:00:00Z');
    const closes = new Date('2031-05-31T22:59:00Z');
    await setWindow(cohort?.id ?? '', opens, closes);
    expect(await areApplicationsOpen(app.db, at(opens, -1))).toBe(false);
    expect(await areApplicationsOpen(app.db, opens)).toBe(true);
    expect(await areApplicationsOpen(app.db, at(closes, -1))).toBe(true);
    expect(await areApplicationsOpen(app.db, closes)).toBe(false);
    // Now (2026) is before the window: closed, and the apply call says so.
    expect(await publicOpen()).toBe(false);
    expect((await apply(app)).response.statusCode).toBe(403);
  });

  it('lets a manual stop or start hold only until the next opening or closing', async () => {
    const [cohort] = await listCohorts();
    const opens = new Date('2031-05-01T08:00:00Z');
    const closes = new Date('2031-05-31T22:59:00Z');
    await setWindow(cohort?.id ?? '', opens, closes);

    await setApplicationsOpen(app.db, false, at(opens, 60));
    expect(await areApplicationsOpen(app.db, at(opens, 61))).toBe(false);
    expect(await areApplicationsOpen(app.db, at(closes, -1))).toBe(false);
    // The closing is a boundary; past it the window rules again (closed anyway).
    expect(await areApplicationsOpen(app.db, at(closes, 1))).toBe(false);

    await setApplicationsOpen(app.db, true, at(closes, 60));
    expect(await areApplicationsOpen(app.db, at(closes, 61))).toBe(true);

    const [other] = (await listCohorts()).filter((row) => row.id !== cohort?.id);
    const nextOpens = new Date('2031-07-01T08:00:00Z');
    await setWindow(other?.id ?? '', nextOpens, new Date('2031-07-31T08:00:00Z'));
    expect(await areApplicationsOpen(app.db, at(nextOpens, -1))).toBe(true);
    await setApplicationsOpen(app.db, false, at(nextOpens, -10));
    // The next opening ends the manual stop.
    expect(await areApplicationsOpen(app.db, at(nextOpens, -1))).toBe(false);
    expect(await areApplicationsOpen(app.db, nextOpens)).toBe(true);
  });

  it('tells admins who decides and when it may change by itself', async () => {
    const status = async (headers = admin) =>
      app.inject({ method: 'GET', url: '/api/admin/applications', headers });
    expect((await status()).json()).toEqual({ open: true, decidedBy: 'DEFAULT', nextChange: null });
    const [cohort] = await listCohorts();
    const window = windowFrom(60 * 24, 60 * 48);
    await setCohort(cohort?.id ?? '', { applicationWindow: window });
    expect((await status()).json()).toMatchObject({
      open: false,
      decidedBy: 'WINDOW',
      nextChange: { date: window.opensDate, time: window.opensTime },
    });
    await app.inject({ method: 'POST', url: '/api/admin/startApplications', headers: admin });
    expect((await status()).json()).toMatchObject({ open: true, decidedBy: 'ADMIN' });
    expect((await status(elder)).statusCode).toBe(403);
  });

  it("lets the console's Start open applications now, before a window, until the window opens", async () => {
    const [cohort] = await listCohorts();
    await setCohort(cohort?.id ?? '', { applicationWindow: windowFrom(60 * 24, 60 * 48) });
    expect(await publicOpen()).toBe(false);
    const started = await app.inject({ method: 'POST', url: '/api/admin/startApplications', headers: admin });
    expect(started.statusCode).toBe(200);
    expect(await publicOpen()).toBe(true);
    const opens = new Date((await byName(cohort?.name ?? '')).applicationWindow?.opensAt ?? '');
    expect(await areApplicationsOpen(app.db, at(opens, 60 * 24 + 1))).toBe(false);
  });

  it('lands a new applicant in the cohort whose window is open, which becomes current', async () => {
    await createBatch({ name: 'Later intake' });
    const earlier = await byName('Window A renamed');
    expect(earlier.isCurrent).toBe(false);
    expect((await setCohort(earlier.id, { applicationWindow: windowFrom(-60, 60) })).statusCode).toBe(200);
    expect((await byName('Window A renamed')).isCurrent).toBe(true);
    expect(await publicOpen()).toBe(true);
    const { body, response } = await apply(app);
    expect(response.statusCode).toBe(201);
    expect(await cohortOf(body.email)).toBe(earlier.id);
  });

  it('outside every window, an applicant let in by a manual start joins the current cohort', async () => {
    const later = await byName('Later intake');
    await app.db.update(cohorts).set({ isCurrent: false });
    await app.db.update(cohorts).set({ isCurrent: true }).where(eq(cohorts.id, later.id));
    await setCohort(later.id, { applicationWindow: windowFrom(60 * 24 * 400, 60 * 24 * 430) });
    await app.inject({ method: 'POST', url: '/api/admin/startApplications', headers: admin });
    const { body, response } = await apply(app);
    expect(response.statusCode).toBe(201);
    expect(await cohortOf(body.email)).toBe(later.id);
  });

  it('makes a cohort current when its window opens, through the job queued at save', async () => {
    const later = await byName('Later intake');
    const other = await byName('Window A renamed');
    await setCohort(later.id, { applicationWindow: windowFrom(60 * 24 * 400, 60 * 24 * 430) });
    await app.db.update(cohorts).set({ isCurrent: false });
    await app.db.update(cohorts).set({ isCurrent: true }).where(eq(cohorts.id, other.id));
    const opensAt = (await byName('Later intake')).applicationWindow?.opensAt ?? '';
    // Before it opens, and for a window since moved, the job changes nothing.
    await openCohortWindow(app, later.id, opensAt, new Date(Date.now()));
    await openCohortWindow(
      app,
      later.id,
      new Date(0).toISOString(),
      new Date(new Date(opensAt).getTime() + 1),
    );
    expect((await byName('Later intake')).isCurrent).toBe(false);
    await openCohortWindow(app, later.id, opensAt, new Date(new Date(opensAt).getTime() + 1));
    expect((await byName('Later intake')).isCurrent).toBe(true);
    expect((await byName('Window A renamed')).isCurrent).toBe(false);
    const [audited] = await app.db.select().from(auditLog).where(eq(auditLog.action, 'COHORT_WINDOW_OPENED'));
    expect(audited).toMatchObject({ subject: 'Later intake', actorId: null });
  });
});
