import type { Role, UserData } from '@intake/contracts';
import { MONTHS } from '@intake/contracts';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { jsonRecordset } from '../db/json-rows.ts';
import { applicants, cohorts, users } from '../db/schema/index.ts';

export type NewUser = typeof users.$inferInsert;

type NamedUserRow = { id: string; email: string; first_name: string };
const toNamedUser = (row: NamedUserRow) => ({ id: row.id, email: row.email, firstName: row.first_name });

export async function insertUser(db: Executor, user: NewUser) {
  const [row] = await db.insert(users).values(user).returning();
  if (!row) throw new Error('insert into users returned nothing');
  return row;
}

/**
 * Inserts users, leaving out any whose e-mail is taken (even by a concurrent insert); answers those
 * inserted. `invitationOwed`: each is owed the create-password e-mail from now (decision 0101).
 */
export async function insertUsersSkippingTakenEmails(
  db: Executor,
  rows: Pick<
    NewUser,
    'email' | 'firstName' | 'lastName' | 'phone' | 'dialCode' | 'phoneE164' | 'gender' | 'role'
  >[],
  { invitationOwed = false } = {},
) {
  if (rows.length === 0) return [];
  const records = rows.map((user) => ({
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    phone: user.phone,
    dial_code: user.dialCode,
    phone_e164: user.phoneE164 ?? null,
    gender: user.gender,
    role: user.role,
  }));
  const result = await db.execute(sql`
    insert into ${users} (email, first_name, last_name, phone, dial_code, phone_e164, gender, role, invitation_owed_at)
    select email, first_name, last_name, phone, dial_code, phone_e164, gender, role, ${invitationOwed ? sql`now()` : null}::timestamptz
    from ${jsonRecordset(records, 'email text, first_name text, last_name text, phone text, dial_code text, phone_e164 text, gender text, role text')}
    on conflict (email) do nothing
    returning id, email, first_name`);
  return (result as unknown as { rows: NamedUserRow[] }).rows.map(toNamedUser);
}

/** Whether any create-password e-mail is owed: one look at the partial index, outside a transaction. */
export async function hasOwedInvitations(db: Executor) {
  const result = await db.execute(
    sql`select exists (select 1 from ${users} where invitation_owed_at is not null) as owed`,
  );
  return Boolean((result as unknown as { rows: { owed: boolean }[] }).rows[0]?.owed);
}

/**
 * Takes up to `limit` owed create-password e-mails, oldest first (SKIP LOCKED: processes share the
 * work), clearing their marks; answers each user with what decides whether it is still to send.
 */
export async function takeOwedInvitations(db: Executor, limit: number) {
  const result = await db.execute(sql`
    with owed as (
      select id from ${users} where invitation_owed_at is not null
      order by invitation_owed_at, id limit ${limit}
      for update skip locked
    )
    update ${users} u set invitation_owed_at = null from owed
    left join ${applicants} a on a.user_id = owed.id
    where u.id = owed.id
    returning u.id, u.email, u.first_name, u.role, u.password_hash is not null as has_password,
      a.erased_at is not null as erased`);
  return (
    result as unknown as {
      rows: (NamedUserRow & { role: Role; has_password: boolean; erased: boolean | null })[];
    }
  ).rows.map((row) => ({
    ...toNamedUser(row),
    role: row.role,
    hasPassword: row.has_password,
    erased: row.erased === true,
  }));
}

/** The user's owed create-password e-mail is sent by other means (an admin's resend): none is owed. */
export async function clearOwedInvitation(db: Executor, userId: string) {
  await db
    .update(users)
    .set({ invitationOwedAt: null })
    .where(and(eq(users.id, userId), isNotNull(users.invitationOwedAt)));
}

export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

export async function findUserById(db: Executor, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function updatePasswordHash(db: Executor, userId: string, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, passwordChangedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function countUsersWithRole(db: Executor, role: Role) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.role, role));
  return row?.count ?? 0;
}

/** The docs/spec/portal-spec.md §3 user data: the account, its application (if any) and its cohort. */
export async function findUserData(db: Executor, userId: string): Promise<UserData | undefined> {
  const [row] = await db
    .select({ user: users, applicant: applicants, cohort: cohorts })
    .from(users)
    .leftJoin(applicants, eq(applicants.userId, users.id))
    .leftJoin(cohorts, and(eq(cohorts.id, applicants.cohortId)))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  const { user, applicant, cohort } = row;
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    dialCode: user.dialCode,
    gender: user.gender,
    profilePictureUrl: user.profilePictureUrl,
    roles: user.role,
    address: applicant?.address ?? null,
    parentsName: applicant?.parentsName ?? null,
    applicationId: applicant ? formatApplicationId(applicant.applicationNumber) : null,
    applicationStatus: applicant?.applicationStatus ?? null,
    nativeState: applicant?.nativeState ?? null,
    canFillEnrollmentForm: applicant?.canFillEnrollmentForm ?? false,
    canFillTenancyAgreementForm: applicant?.canFillTenancyAgreementForm ?? false,
    canFillLoanAgreement: applicant?.canFillLoanAgreement ?? false,
    trait: applicant?.trait ?? '',
    infoSessionId: applicant?.infoSessionId ?? null,
    cohortDetails: cohort
      ? {
          tuitionFee: cohort.tuitionFee,
          cohortStartDate: { month: MONTHS[cohort.startMonth - 1] ?? '', year: cohort.startYear },
        }
      : null,
  };
}

/** The student id shown to staff and applicants, e.g. INT-000042. */
export const formatApplicationId = (applicationNumber: number) =>
  `INT-${String(applicationNumber).padStart(6, '0')}`;

export async function updateProfilePicture(db: Executor, userId: string, profilePictureUrl: string) {
  await db.update(users).set({ profilePictureUrl, updatedAt: sql`now()` }).where(eq(users.id, userId));
}

export async function updateUserRole(db: Executor, userId: string, role: Role) {
  await db.update(users).set({ role, updatedAt: sql`now()` }).where(eq(users.id, userId));
}

/** Staff who hear about applicant actions: every admin, and the staff member who acted last. */
export async function findAdminEmails(db: Executor) {
  const rows = await db.select({ email: users.email }).from(users).where(eq(users.role, 'ADMIN'));
  return rows.map((row) => row.email);
}

/** Issue 23.5: whether the account was merged into another record (it is suspended then too). */
export async function isMergedAccount(db: Executor, userId: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNotNull(users.mergedIntoId)));
  return row !== undefined;
}
