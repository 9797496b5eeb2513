// 500 applicants booking against 200 interview slots at once on PostgreSQL (issue 26). 20 elders
// publish a one-off window of 10 half-hour slots each, three days ahead; 500 invited applicants
// each call the booking service (bookSlot, what both booking routes call) for a slot at once, 2½
// applicants per slot, each aiming at a slot picked in turn. Every loser's 409 must carry other free
// slots. Afterwards: no slot booked twice (and no elder's bookings overlapping), exactly the number
// of 200s equals the live bookings, p95 of the booking call.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '@intake/test-kit';
import pg from 'pg';
import { atMostAtOnce, percentile, quick, reportFigures, round } from './lib.ts';

/** The API's own functions, loaded from its sources at run time (see bench/offer-expiry.ts). */
const fromApi = (file: string) => import(new URL(`../apps/api/src/${file}`, import.meta.url).href);
const { openDatabase } = (await fromApi('db/client.ts')) as {
  openDatabase(options: { databaseUrl: string; pgliteDir: undefined; poolSize: number }): Promise<{
    db: unknown;
    close(): Promise<void>;
  }>;
};
const { loadConfig } = (await fromApi('config.ts')) as { loadConfig(env: Record<string, string>): unknown };
const { bookSlot, bookingPage } = (await fromApi('modules/interviews/booking.service.ts')) as {
  bookSlot(
    deps: unknown,
    applicantId: string,
    choice: { startsAt: string; method: string },
  ): Promise<unknown>;
  bookingPage(deps: unknown, applicantId: string): Promise<{ slots: { startsAt: string }[] }>;
};

const ELDERS = quick ? 8 : 20;
const POOL = 20;
const APPLICANTS = Number(process.env.BOOKING_APPLICANTS ?? (quick ? 200 : 500));

const database = await createTestDatabase('interview_booking');
const opened = await openDatabase({ databaseUrl: database.url, pgliteDir: undefined, poolSize: POOL });
const db = new pg.Client({ connectionString: database.url });
await db.connect();
try {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'intake-booking-')),
    DATABASE_URL: database.url,
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
    PUBLIC_URL: 'http://portal.bench',
  }) as { timeZone: string };
  const day = new Intl.DateTimeFormat('en-GB', {
    timeZone: config.timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  })
    .format(new Date(Date.now() + 3 * 86_400_000))
    .replaceAll('/', '-');
  await db.query(`
    insert into users (email, first_name, last_name, role)
    select 'elder' || n || '@bench.test', 'Elder', 'No' || n, 'ELDER' from generate_series(1, ${ELDERS}) n`);
  await db.query(`insert into interview_calendars (elder_id) select id from users where role = 'ELDER'`);
  // 10 slots of 30 minutes from 08:00, no buffer: 08:00–13:00.
  await db.query(
    `insert into interview_availability (elder_id, kind, on_date, start_time, end_time, length_minutes,
       buffer_minutes, method, position)
     select elder_id, 'one-off', $1, '08:00', '13:00', 30, 0, 'phone', 0 from interview_calendars`,
    [day],
  );
  await db.query(`
    insert into users (email, first_name, last_name, role)
    select 'applicant' || n || '@bench.test', 'Ada', 'Obi' || n, 'APPLICANT' from generate_series(1, ${APPLICANTS}) n`);
  await db.query(`
    insert into applicants (user_id, age_range, application_status, terms_accepted_at)
    select id, '21-30', 'TESTED', now() from users where role = 'APPLICANT'`);
  await db.query(
    `insert into interview_booking_invitations (applicant_id) select id from users where role = 'APPLICANT'`,
  );
  const applicantIds = (
    await db.query(`select id from users where role = 'APPLICANT' order by email`)
  ).rows.map((row: { id: string }) => row.id);
  const deps = { db: opened.db, config };
  const offered = (await bookingPage(deps, applicantIds[0] as string)).slots.map((slot) => slot.startsAt);
  // Pooled: one slot per time; each time has ELDERS free elders, so ELDERS × 10 bookable seats.
  const seats = offered.length * ELDERS;

  const timings: number[] = [];
  let won = 0;
  let losersWithoutOffer = 0;
  let otherErrors = 0;
  // All 500 calls start at once; as in the portal, at most a pool's worth run their transaction at a
  // time and the rest wait their turn (here in a queue rather than the pool's 5 s connect timeout).
  const pooled = atMostAtOnce(POOL);
  await Promise.all(
    applicantIds.map(async (applicantId, i) => {
      const startsAt = offered[i % offered.length] as string;
      const started = performance.now();
      await pooled(async () => {
        try {
          await bookSlot(deps, applicantId, { startsAt, method: 'phone' });
          won += 1;
        } catch (error) {
          const failure = error as { statusCode?: number; details?: { slots?: { startsAt: string }[] } };
          if (failure.statusCode !== 409) {
            otherErrors += 1;
            console.error(error);
          } else if (
            (failure.details?.slots ?? []).filter((slot) => slot.startsAt !== startsAt).length === 0
          ) {
            // A loser whose time was the last one free anywhere is offered nothing only when all are gone.
            const left = (
              await db.query(`select count(*)::int as n from interview_bookings where status = 'booked'`)
            ).rows[0].n;
            if (left < seats) losersWithoutOffer += 1;
          }
        }
      });
      timings.push(performance.now() - started);
    }),
  );
  const doubles = (
    await db.query(`
      select count(*)::int as n from interview_bookings a join interview_bookings b
        on a.elder_id = b.elder_id and a.id < b.id and a.status = 'booked' and b.status = 'booked'
       and a.starts_at < b.ends_at and b.starts_at < a.ends_at`)
  ).rows[0].n as number;
  const live = (await db.query(`select count(*)::int as n from interview_bookings where status = 'booked'`))
    .rows[0].n as number;
  const p95 = percentile(timings, 95);
  console.log({
    seats,
    won,
    live,
    doubles,
    losersWithoutOffer,
    otherErrors,
    p50: percentile(timings, 50),
    p95,
  });
  reportFigures([
    {
      name: `${APPLICANTS} applicants booking ${seats} interview slots at once: slots booked twice`,
      value: doubles,
      unit: 'slots',
      budget: '= 0',
      ok: doubles === 0 && live === won && otherErrors === 0,
    },
    {
      name: 'Losers of a booking race offered no other free slot while some were left',
      value: losersWithoutOffer,
      unit: 'applicants',
      budget: '= 0',
      ok: losersWithoutOffer === 0,
    },
    {
      name: `Booking call p95 under ${APPLICANTS} concurrent bookings (service, PostgreSQL pool of 20)`,
      value: round(p95, 0),
      unit: 'ms',
      budget: '≤ 10000 (all queued at once)',
      ok: p95 <= 10_000,
    },
  ]);
} finally {
  await db.end();
  await opened.close();
  await database.drop();
}
