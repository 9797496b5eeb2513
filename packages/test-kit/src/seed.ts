import { randomUUID } from 'node:crypto';
import type { RunningTest, TestQuestion } from '@intake/contracts/aptitude-test';
import type { ApplicationStatus } from '@intake/contracts/status';
import { SignJWT } from 'jose';
import type pg from 'pg';
import type { HttpClient } from './http-client.ts';
import { KIT_JWT_SECRET } from './portal.ts';

/** An applicant seeded straight into the database, with a session of its own. */
export interface SeededApplicant {
  userId: string;
  token: string;
}

/** A taker whose test runs, with what the test screen knows of it. */
export interface RunningTaker extends SeededApplicant {
  questions: TestQuestion[];
  duration: number;
  secondsLeft: number;
  /** When `secondsLeft` was told (Date.now()). */
  syncedAt: number;
}

/** A bearer token for session `sessionId`, signed as the kit's portals sign theirs (KIT_JWT_SECRET). */
export const signSession = (sessionId: string) =>
  new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime('1d')
    .sign(new TextEncoder().encode(KIT_JWT_SECRET));

/**
 * Applicants at `status` with a session each, written straight to the portal's database in a few
 * statements (thousands take a second, where signing up through the API would take minutes).
 */
export async function seedApplicantsWithSessions(
  db: pg.ClientBase,
  count: number,
  { label = 'applicant', status }: { label?: string; status: ApplicationStatus },
): Promise<SeededApplicant[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  await db.query(
    `insert into users (id, email, first_name, last_name, role)
     select id, $2 || '-' || n || '@kit.test', 'Taker', 'Kit', 'APPLICANT'
     from unnest($1::uuid[]) with ordinality as t(id, n)`,
    [ids, label],
  );
  await db.query(
    `insert into applicants (user_id, age_range, application_status, terms_accepted_at)
     select id, '21-30', $2, now() from unnest($1::uuid[]) as t(id)`,
    [ids, status],
  );
  const sessions = await db.query<{ id: string; user_id: string }>(
    `insert into sessions (user_id, expires_at) select id, now() + interval '1 day' from unnest($1::uuid[]) as t(id)
     returning id, user_id`,
    [ids],
  );
  return Promise.all(sessions.rows.map(async (s) => ({ userId: s.user_id, token: await signSession(s.id) })));
}

/** Applicants at QUESTIONNAIRE, who may start the test, each with a session. */
export const seedTestTakers = (db: pg.ClientBase, count: number, label = 'taker') =>
  seedApplicantsWithSessions(db, count, { label, status: 'QUESTIONNAIRE' });

/** The `n`th item of `list`, starting again at the first after the last (a question, an option). */
export function cycled<T>(list: readonly T[], n: number): T {
  const item = list[n % list.length];
  if (item === undefined) throw new Error('cycled through an empty list');
  return item;
}

/** Starts each taker's test, 50 at a time, and adds to each what its test screen knows. */
export async function startTests<T extends SeededApplicant>(
  portal: HttpClient,
  takers: T[],
): Promise<(T & RunningTaker)[]> {
  const running: (T & RunningTaker)[] = [];
  for (let i = 0; i < takers.length; i += 50) {
    const batch = await Promise.all(
      takers.slice(i, i + 50).map(async (t) => {
        await portal.json('POST', '/api/applicant/startTest', t.token);
        const test = await portal.json<RunningTest>('GET', '/api/applicant/test', t.token);
        return Object.assign(t, {
          questions: test.questions,
          duration: test.durationSeconds,
          secondsLeft: test.secondsLeft,
          syncedAt: Date.now(),
        });
      }),
    );
    running.push(...batch);
  }
  return running;
}

/** Stored test answers by `applicantId/questionId`, to check every answer a tool gave against. */
export async function storedTestAnswers(db: pg.ClientBase): Promise<Map<string, string>> {
  const stored = await db.query<{ applicant_id: string; question_id: string; answer: string }>(
    'select a.applicant_id, x.question_id, x.answer from test_answers x join test_attempts a on a.id = x.attempt_id',
  );
  return new Map(stored.rows.map((row) => [`${row.applicant_id}/${row.question_id}`, row.answer]));
}
