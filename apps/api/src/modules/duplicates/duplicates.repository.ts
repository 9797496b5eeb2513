import type { ApplicationStatus, DuplicateMatch, DuplicateSource } from '@intake/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { jsonRecordset } from '../../db/json-rows.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A JSON array of ids as a set, for one parameter however many ids there are. */
const idSet = (ids: readonly string[]): SQL =>
  sql`(select value::uuid from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;

/**
 * A phone or e-mail key more accounts than this share is no person's own (a school office's
 * number, a placeholder such as 08000000000): it flags nobody.
 */
export const SHARED_KEY_LIMIT = 20;

/**
 * Records each pair of a new applicant (`userIds`) and another applicant with the same E.164 phone
 * or e-mail key, set-wise: one statement per call however many ids (a CSV batch), each side found
 * by its index. The other must be a listed applicant: not staff, not erased, not merged away. A
 * pair already kept (dismissed too) is left as it is, except that an open one learns a new reason.
 */
export async function flagDuplicates(db: Executor, userIds: readonly string[], source: DuplicateSource) {
  if (userIds.length === 0) return 0;
  const limit = SHARED_KEY_LIMIT + 1;
  const result = await db.execute(sql`
    with fresh as (
      select u.id, u.phone_e164, u.email_key from users u
      join applicants a on a.user_id = u.id
      where u.id in ${idSet(userIds)} and u.merged_into_id is null
        and a.account_is_applicant and a.erased_at is null
    ), found as (
      select f.id as fresh_id, o.id as other_id, 'PHONE' as reason
      from fresh f cross join lateral (
        -- The literal predicate lets the planner use the partial index (phone_e164 <> '').
        select x.id from users x where x.phone_e164 = f.phone_e164 and x.phone_e164 <> '' and x.id <> f.id limit ${limit}
      ) o
      where f.phone_e164 <> ''
      union all
      select f.id, o.id, 'EMAIL'
      from fresh f cross join lateral (
        select x.id from users x where x.email_key = f.email_key and x.id <> f.id limit ${limit}
      ) o
    ), matches as (
      select fresh_id, other_id, reason from (
        select found.*, count(*) over (partition by fresh_id, reason) as sharing from found
      ) counted where sharing <= ${SHARED_KEY_LIMIT}
    ), pairs as (
      select least(m.fresh_id, m.other_id) as first_id, greatest(m.fresh_id, m.other_id) as second_id,
             array_agg(distinct m.reason order by m.reason) as matched_on
      from matches m
      join users ou on ou.id = m.other_id and ou.merged_into_id is null
      join applicants oa on oa.user_id = m.other_id and oa.account_is_applicant and oa.erased_at is null
      group by 1, 2
    )
    insert into duplicate_pairs (first_id, second_id, matched_on, source)
    select first_id, second_id, matched_on, ${source} from pairs order by 1, 2
    on conflict (first_id, second_id) do update
      set matched_on = (select array_agg(distinct r order by r) from unnest(duplicate_pairs.matched_on || excluded.matched_on) r)
      where duplicate_pairs.dismissed_at is null and duplicate_pairs.merged_at is null
    returning id`);
  return rowsOf(result).length;
}

/** Users whose E.164 phone is not computed yet (new rows before the app's value, changed phones). */
export async function findUnkeyedPhones(db: Executor, limit: number) {
  const result = await db.execute(sql`
    select id, phone, dial_code as "dialCode" from users where phone_e164 is null order by id limit ${limit}`);
  return rowsOf<{ id: string; phone: string; dialCode: string }>(result);
}

/** Stores computed E.164 phones, each only while the phone is still the one it was computed from. */
export async function storePhoneKeys(
  db: Executor,
  keys: readonly { id: string; phone: string; dialCode: string; phoneE164: string }[],
) {
  if (keys.length === 0) return [];
  const result = await db.execute(sql`
    update users u set phone_e164 = r.phone_e164
    from ${jsonRecordset(
      keys.map((key) => ({
        id: key.id,
        phone: key.phone,
        dial_code: key.dialCode,
        phone_e164: key.phoneE164,
      })),
      'id uuid, phone text, dial_code text, phone_e164 text',
    )}
    where u.id = r.id and u.phone = r.phone and u.dial_code = r.dial_code and u.phone_e164 is null
    returning u.id`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

const inBlindRound = (alias: string) =>
  sql.raw(
    `(${alias}.application_status = 'TESTED' and coalesce((select c.blind_first_round from cohorts c where c.id = ${alias}.cohort_id), true))`,
  );

export interface DuplicateRow {
  pairId: string;
  applicantId: string;
  firstName: string;
  lastName: string;
  email: string;
  dialCode: string;
  phone: string;
  applicationNumber: number;
  applicationStatus: ApplicationStatus;
  cohort: string | null;
  matchedOn: DuplicateMatch[];
  source: DuplicateSource;
  foundAt: Date | string;
  /** Either of the two is in a blind first round (issue 22.4). */
  eitherBlind: boolean;
}

/**
 * The open possible duplicates of one applicant: pairs not dismissed nor merged whose other record
 * is still a listed applicant, newest first.
 */
export async function findOpenDuplicates(db: Executor, applicantId: string) {
  const result = await db.execute(sql`
    select p.id as "pairId", o.id as "applicantId", o.first_name as "firstName", o.last_name as "lastName",
      o.email, o.dial_code as "dialCode", o.phone, oa.application_number as "applicationNumber",
      oa.application_status as "applicationStatus", c.name as cohort, p.matched_on as "matchedOn",
      p.source, p.created_at as "foundAt", (${inBlindRound('oa')} or ${inBlindRound('me')}) as "eitherBlind"
    from duplicate_pairs p
    join applicants me on me.user_id = ${applicantId}
    join users o on o.id = case when p.first_id = ${applicantId} then p.second_id else p.first_id end
    join applicants oa on oa.user_id = o.id
    left join cohorts c on c.id = oa.cohort_id
    where (p.first_id = ${applicantId} or p.second_id = ${applicantId})
      and p.dismissed_at is null and p.merged_at is null
      and o.merged_into_id is null and oa.account_is_applicant and oa.erased_at is null
    order by p.created_at desc, p.id`);
  return rowsOf<DuplicateRow>(result).map((row) => ({
    ...row,
    applicationNumber: Number(row.applicationNumber),
  }));
}

/** The application number of the record this account was merged into, if it was. */
export async function findMergedInto(db: Executor, userId: string) {
  const result = await db.execute(sql`
    select a.application_number as "applicationNumber" from users u
    join applicants a on a.user_id = u.merged_into_id where u.id = ${userId}`);
  const [row] = rowsOf<{ applicationNumber: number | string }>(result);
  return row ? Number(row.applicationNumber) : undefined;
}

/** Dismisses an open pair; answers its two applicants, or nothing when there is no such open pair. */
export async function dismissPair(db: Executor, pairId: string, actorId: string) {
  const result = await db.execute(sql`
    update duplicate_pairs set dismissed_at = now(), dismissed_by = ${actorId}
    where id = ${pairId} and dismissed_at is null and merged_at is null
    returning first_id as "firstId", second_id as "secondId", matched_on as "matchedOn"`);
  const [row] = rowsOf<{ firstId: string; secondId: string; matchedOn: DuplicateMatch[] }>(result);
  return row;
}

export async function pairExists(db: Executor, pairId: string) {
  const result = await db.execute(sql`select 1 from duplicate_pairs where id = ${pairId}`);
  return rowsOf(result).length > 0;
}

export interface MergeCandidate {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  mergedIntoId: string | null;
  profilePictureUrl: string | null;
  hasApplicant: boolean;
  isApplicant: boolean;
  erasedAt: string | null;
  applicationNumber: number | null;
  applicationStatus: ApplicationStatus | null;
  nativeState: string | null;
  testRunning: boolean;
  hasPayments: boolean;
}

/**
 * Both records of a merge, their user rows locked in id order (two merges of the same pair wait
 * for each other instead of deadlocking), with what decides whether they may be merged.
 */
export async function lockMergeCandidates(db: Executor, ids: readonly string[]) {
  await db.execute(sql`select id from users where id in ${idSet(ids)} order by id for update`);
  await db.execute(
    sql`select user_id from applicants where user_id in ${idSet(ids)} order by user_id for update`,
  );
  const result = await db.execute(sql`
    select u.id, u.email, u.first_name as "firstName", u.last_name as "lastName", u.role,
      u.merged_into_id as "mergedIntoId", u.profile_picture_url as "profilePictureUrl",
      a.user_id is not null as "hasApplicant", coalesce(a.account_is_applicant, false) as "isApplicant",
      a.erased_at as "erasedAt", a.application_number as "applicationNumber",
      a.application_status as "applicationStatus", a.native_state as "nativeState",
      exists (select 1 from test_attempts t where t.applicant_id = u.id and t.closed_at is null and t.reset_at is null) as "testRunning",
      (exists (select 1 from ledger_entries l where l.applicant_id = u.id)
        or exists (select 1 from payment_proofs p where p.applicant_id = u.id)) as "hasPayments"
    from users u left join applicants a on a.user_id = u.id
    where u.id in ${idSet(ids)}`);
  return rowsOf<MergeCandidate>(result).map((row) => ({
    ...row,
    applicationNumber: row.applicationNumber === null ? null : Number(row.applicationNumber),
  }));
}

/**
 * Tables whose rows are secrets of the login, not part of the record, and the school's own audit
 * log (kept as it is, and large): never copied into a snapshot.
 */
const LEFT_OUT_TABLES = new Set([
  'audit_log',
  'sessions',
  'link_tokens',
  'mfa_factors',
  'mfa_recovery_codes',
  'mfa_challenges',
  'login_known_addresses',
  'login_attempts',
]);
/** Where the record is the one who acted, not the one acted on (scanned without an index, and not its data). */
const LEFT_OUT_COLUMNS = new Set(['activity_log.actor_id']);

type ForeignKey = { table: string; column: string; refTable: string; refColumn: string };

/** Every single-column foreign key in the schema, from the catalogue. */
async function findForeignKeys(db: Executor) {
  const result = await db.execute(sql`
    select c.conrelid::regclass::text as "table", a.attname as "column",
      c.confrelid::regclass::text as "refTable", fa.attname as "refColumn"
    from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    join pg_attribute fa on fa.attrelid = c.confrelid and fa.attnum = c.confkey[1]
    where c.contype = 'f' and array_length(c.conkey, 1) = 1 and c.connamespace = 'public'::regnamespace
    order by 1, 2`);
  return rowsOf<ForeignKey>(result);
}

const ident = (name: string) => sql.raw(`"${name.replaceAll('"', '""')}"`);

/**
 * Everything the database holds about one record before a merge: its user row (without the
 * password hash), and every row of every table that points at it, found from the schema's foreign
 * keys (so a table added later is kept too), with the rows that point at those rows in turn (test
 * answers of its attempts, scores of its scorecards …). Keyed `table.column`.
 */
export async function snapshotRecord(db: Executor, userId: string) {
  const keys = await findForeignKeys(db);
  const rows: Record<string, unknown[]> = {};
  const userResult = await db.execute(
    sql`select to_jsonb(u) - 'password_hash' as row from users u where u.id = ${userId}`,
  );
  const [user] = rowsOf<{ row: Record<string, unknown> }>(userResult);
  const direct = keys.filter(
    (key) =>
      key.refTable === 'users' &&
      !LEFT_OUT_TABLES.has(key.table) &&
      !LEFT_OUT_COLUMNS.has(`${key.table}.${key.column}`),
  );
  for (const key of direct) {
    const result = await db.execute(
      sql`select coalesce(jsonb_agg(to_jsonb(t) order by to_jsonb(t)::text), '[]'::jsonb) as rows from ${ident(key.table)} t where t.${ident(key.column)} = ${userId}`,
    );
    const found = rowsOf<{ rows: unknown[] }>(result)[0]?.rows ?? [];
    if (found.length > 0) rows[`${key.table}.${key.column}`] = found;
  }
  const parents = new Set(direct.map((key) => key.table));
  for (const key of keys.filter((k) => parents.has(k.refTable) && k.refTable !== 'users')) {
    const links = direct.filter((parent) => parent.table === key.refTable);
    for (const link of links) {
      const result = await db.execute(sql`
        select coalesce(jsonb_agg(to_jsonb(t) order by to_jsonb(t)::text), '[]'::jsonb) as rows from ${ident(key.table)} t
        where t.${ident(key.column)} in (select p.${ident(key.refColumn)} from ${ident(link.table)} p where p.${ident(link.column)} = ${userId})`);
      const found = rowsOf<{ rows: unknown[] }>(result)[0]?.rows ?? [];
      if (found.length > 0) rows[`${key.table}.${key.column} via ${link.table}.${link.column}`] = found;
    }
  }
  return { user: user?.row ?? null, rows };
}

/**
 * Moves the merged record's activity log to the survivor, each row marked with where it came from;
 * the log is read by time, so the two interleave as they happened.
 */
export async function moveActivity(
  db: Executor,
  from: string,
  to: string,
  mergedFrom: Record<string, unknown>,
) {
  const result = await db.execute(sql`
    update activity_log
    set applicant_id = ${to},
        details = coalesce(details, '{}'::jsonb) || jsonb_build_object('mergedFrom', ${JSON.stringify(mergedFrom)}::jsonb)
    where applicant_id = ${from}
    returning id`);
  return rowsOf(result).length;
}

/** Uploaded files change owner: no file can conflict with another. */
export async function moveFiles(db: Executor, from: string, to: string) {
  const result = await db.execute(
    sql`update files set owner_id = ${to} where owner_id = ${from} returning id`,
  );
  return rowsOf(result).length;
}

/** The survivor takes the merged record's photo only when it has none. */
export async function takeProfilePicture(db: Executor, to: string, url: string) {
  const result = await db.execute(sql`
    update users set profile_picture_url = ${url}, updated_at = now()
    where id = ${to} and profile_picture_url is null returning id`);
  return rowsOf(result).length;
}

/**
 * Closes the pair of the two as merged, and gives the survivor the merged record's other open
 * pairs (a third record that matched the merged one may be the same person too).
 */
export async function settlePairs(db: Executor, survivorId: string, mergedId: string) {
  await db.execute(sql`
    insert into duplicate_pairs (first_id, second_id, matched_on, source, created_at)
    select least(${survivorId}::uuid, other), greatest(${survivorId}::uuid, other), matched_on, source, created_at
    from (
      select case when first_id = ${mergedId} then second_id else first_id end as other, matched_on, source, created_at
      from duplicate_pairs
      where (first_id = ${mergedId} or second_id = ${mergedId}) and dismissed_at is null and merged_at is null
    ) moved
    where other <> ${survivorId}
    on conflict (first_id, second_id) do nothing`);
  await db.execute(sql`
    update duplicate_pairs set merged_at = now()
    where (first_id = ${mergedId} or second_id = ${mergedId}) and merged_at is null`);
}

/** The merged account: suspended (it leaves the lists and cannot sign in) and pointing at the survivor. */
export async function markMerged(db: Executor, mergedId: string, survivorId: string) {
  await db.execute(sql`
    update users set merged_into_id = ${survivorId}, role = 'SUSPENDED', updated_at = now() where id = ${mergedId}`);
}

export async function insertRecordMerge(
  db: Executor,
  merge: {
    survivorId: string;
    mergedId: string;
    mergedBy: string;
    snapshot: Record<string, unknown>;
    moved: Record<string, number>;
  },
) {
  const result = await db.execute(sql`
    insert into record_merges (survivor_id, merged_id, merged_by, snapshot, moved)
    values (${merge.survivorId}, ${merge.mergedId}, ${merge.mergedBy}, ${JSON.stringify(merge.snapshot)}::jsonb, ${JSON.stringify(merge.moved)}::jsonb)
    returning id`);
  const [row] = rowsOf<{ id: string }>(result);
  if (!row) throw new Error('insert into record_merges returned nothing');
  return row.id;
}
