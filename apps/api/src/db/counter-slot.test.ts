import pg from 'pg';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from './client.ts';

// PGlite runs one transaction at a time; only PostgreSQL has two connections to hold apart.
const databaseUrl = inject('databaseUrl');
const server = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : undefined;
const name = `intake_counter_slots_${process.pid}_${Date.now()}`;
let database: Database | undefined;
let url: string;

beforeAll(async () => {
  if (!server || !databaseUrl) return;
  await server.connect();
  await server.query(`create database ${name}`);
  const address = new URL(databaseUrl);
  address.pathname = `/${name}`;
  url = address.toString();
  // Migrated as the portal is.
  database = await openDatabase({ databaseUrl: url, pgliteDir: undefined, poolSize: 2 });
});

afterAll(async () => {
  await database?.close();
  await server?.query(`drop database if exists ${name} with (force)`);
  await server?.end();
});

/** Two connections whose counter slots differ, as most of a pool's do. */
async function twoConnectionsOnTwoSlots() {
  const open: { client: pg.Client; slot: number }[] = [];
  for (let tries = 0; tries < 32; tries += 1) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ slot: number }>('select intake_counter_slot() as slot');
    const slot = Number(rows[0]?.slot);
    const other = open.find((c) => c.slot !== slot);
    if (other) {
      for (const spare of open) if (spare !== other) await spare.client.end();
      return [other.client, client] as const;
    }
    open.push({ client, slot });
  }
  for (const { client } of open) await client.end();
  throw new Error('every connection had the same counter slot');
}

/** A status change as the portal makes it: the row, then its log entry (each counted by a trigger). */
async function moveToQuestionnaire(client: pg.Client, id: string) {
  await client.query(`update applicants set application_status = 'QUESTIONNAIRE' where user_id = $1`, [id]);
  await client.query(
    `insert into activity_log (applicant_id, action, from_status, to_status)
     values ($1, 'QUESTIONNAIRE_SENT', 'APPLIED', 'QUESTIONNAIRE')`,
    [id],
  );
}

it.runIf(Boolean(databaseUrl))(
  'lets two connections move applicants of one cohort at once, and the counts stay exact (PostgreSQL)',
  async () => {
    const setup = new pg.Client({ connectionString: url });
    await setup.connect();
    try {
      // New applicants join the current cohort, which the migrations create.
      const [cohort] = (await setup.query<{ id: string }>('select id from cohorts where is_current')).rows;
      const made = await setup.query<{ id: string }>(
        `with made as (
         insert into users (email, first_name, last_name, role)
         select 'slot' || n || '@counts.test', 'Ada', 'Obi', 'APPLICANT' from generate_series(1, 2) n returning id)
       insert into applicants (user_id, age_range, cohort_id, terms_accepted_at)
       select id, '21-30', $1, now() from made returning user_id as id`,
        [cohort?.id],
      );
      await setup.query(
        `insert into activity_log (applicant_id, action, to_status) select user_id, 'APPLIED', 'APPLIED' from applicants`,
      );
      const [first, second] = made.rows.map((row) => row.id) as [string, string];

      const [a, b] = await twoConnectionsOnTwoSlots();
      try {
        await a.query('begin');
        await moveToQuestionnaire(a, first);
        // With one row per count this waited for `a` to commit; the timeout turns a wait into a failure.
        await b.query(`set lock_timeout = '2s'`);
        await b.query('begin');
        await moveToQuestionnaire(b, second);
        await b.query('commit');
        await a.query('commit');
      } finally {
        await a.end();
        await b.end();
      }

      const sums = async (query: string, values: unknown[] = []) =>
        Object.fromEntries(
          (await setup.query<{ key: string; n: number }>(query, values)).rows.map((r) => [r.key, r.n]),
        );
      // The records list's counts and the funnel's, each summed over its slots, against the rows.
      expect(
        await sums(
          'select application_status as key, sum(applicants)::int as n from applicant_status_counts group by 1 having sum(applicants) <> 0',
        ),
      ).toEqual({ QUESTIONNAIRE: 2 });
      expect(
        await sums(
          'select list_key as key, sum(applicants)::int as n from funnel_now where cohort_id = $1 group by 1 having sum(applicants) <> 0',
          [cohort?.id],
        ),
      ).toEqual({ QUESTIONNAIRE: 2 });
      expect(
        await sums(
          "select status as key, sum(applicants)::int as n from funnel_reached where cohort_id = $1 and dimension = 'all' group by 1",
          [cohort?.id],
        ),
      ).toEqual({ APPLIED: 2, QUESTIONNAIRE: 2 });
    } finally {
      await setup.end();
    }
  },
);
