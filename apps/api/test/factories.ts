import { randomUUID } from 'node:crypto';
import type { ApplicationStatus, ApplyInput, Role } from '@intake/contracts';
import { uniqueEmail, validQuestionnaire } from '@intake/test-kit';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { insertUser } from '../src/core/users.repository.ts';
import { applicants, mailOutbox, users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { formatSchoolDate, formatSchoolTime } from '../src/lib/school-time.ts';
import { renderMail } from '../src/mail/templates/layout.ts';
import { queueMail } from '../src/modules/mail/mail.service.ts';

export { tinyPng, uniqueEmail, uniquePng } from '@intake/test-kit';

/** A valid apply-form body; override any field. */
export const buildApplication = (overrides: Partial<ApplyInput> = {}): ApplyInput => ({
  firstName: 'Ada',
  lastName: 'Obi',
  email: uniqueEmail('applicant'),
  phone: '8012345678',
  dialCode: '+234',
  gender: 'Female',
  ageRange: '21-30',
  tAndC: true,
  ...overrides,
});

export async function apply(app: FastifyInstance, overrides: Partial<ApplyInput> = {}) {
  const body = buildApplication(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/applicant/apply', payload: body });
  return { body, response };
}

/** The newest outbox message to an address. */
export async function latestMailTo(app: FastifyInstance, to: string) {
  const [row] = await app.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, to))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return row;
}

/**
 * The token of the newest link to `path` (e.g. '/createPassword/') mailed to an address, once the
 * due background jobs have run (a reset link is mailed by one).
 */
export async function linkTokenMailedTo(app: FastifyInstance, to: string, path = '/createPassword/') {
  await app.jobs.runDue();
  const mail = await latestMailTo(app, to);
  const match = mail?.text.match(new RegExp(`${path}([A-Za-z0-9_-]+)`));
  if (!match?.[1]) throw new Error(`no ${path} link mailed to ${to}`);
  return match[1];
}

export async function setPassword(app: FastifyInstance, token: string, password: string) {
  return app.inject({ method: 'PATCH', url: `/api/user/password/${token}`, headers: { response: password } });
}

export async function logIn(app: FastifyInstance, email: string, password: string) {
  return app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password } });
}

/** An applicant who applied and created a password; returns a bearer header for them too. */
export async function createApplicantWithPassword(app: FastifyInstance, password = 'correct horse battery') {
  const { body } = await apply(app);
  await setPassword(app, await linkTokenMailedTo(app, body.email), password);
  const login = await logIn(app, body.email, password);
  const accessToken = login.json().accessToken as string;
  return { email: body.email, password, accessToken, auth: { authorization: `Bearer ${accessToken}` } };
}

/** A staff account with a password, inserted directly. */
export async function createStaff(
  app: FastifyInstance,
  role: Role,
  password = 'staff password 123',
  email = uniqueEmail(role.toLowerCase()),
) {
  const user = await insertUser(app.db, {
    email,
    firstName: 'Tolu',
    lastName: 'Staff',
    role,
    passwordHash: await hashPassword(password),
  });
  return { id: user.id, email, password };
}

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

/** Puts an applicant straight into a status, as the steps before it would have (test setup only). */
export async function setApplicationStatus(app: FastifyInstance, email: string, status: ApplicationStatus) {
  const user = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  await app.db
    .update(applicants)
    .set({ applicationStatus: status })
    .where(eq(applicants.userId, user[0]?.id ?? ''));
}

/** dd-MM-yyyy and HH:mm on the Lagos clock, `minutesFromNow` ahead. */
export function lagosDateTime(minutesFromNow: number) {
  const instant = new Date(Date.now() + minutesFromNow * 60_000);
  return {
    sessionDate: formatSchoolDate(instant, 'Africa/Lagos'),
    sessionTime: formatSchoolTime(instant, 'Africa/Lagos'),
  };
}

/** The bearer header of a new staff member of that role. */
export async function staffHeaders(app: FastifyInstance, role: Role) {
  const staff = await createStaff(app, role);
  return bearer((await logIn(app, staff.email, staff.password)).json().accessToken as string);
}

export const adminHeaders = (app: FastifyInstance) => staffHeaders(app, 'ADMIN');

/** An applicant's id, applicationStatus and nativeState, read from the database. */
export async function applicantStateOf(app: FastifyInstance, email: string) {
  const [row] = await app.db
    .select({ id: users.id, status: applicants.applicationStatus, native: applicants.nativeState })
    .from(applicants)
    .innerJoin(users, eq(users.id, applicants.userId))
    .where(eq(users.email, email));
  return row;
}

/** A multipart/form-data body with one file field, for app.inject. */
export function multipartFile(
  field: string,
  filename: string,
  content: Buffer,
  contentType = 'application/octet-stream',
) {
  const boundary = `----intake${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A questionnaire that passes every page's rules; override any field. */
export const buildQuestionnaire = (overrides: Record<string, unknown> = {}) => ({
  ...validQuestionnaire,
  ...overrides,
});

/** An applicant who has sat the test (status TESTED), ready to be invited. */
export async function createTestedApplicant(app: FastifyInstance) {
  const applicant = await createApplicantWithPassword(app);
  await setApplicationStatus(app, applicant.email, 'TESTED');
  return applicant;
}

/**
 * An important message (an offer) queued for a user as the portal queues it: the e-mail and, by
 * the routing table, its short copies for the phone channels the user accepted.
 */
export async function queueOfferMessage(app: FastifyInstance, person: { userId: string; email: string }) {
  await queueMail(app.db, {
    kind: 'admission-offer',
    to: person.email,
    userId: person.userId,
    rendered: renderMail({
      subject: 'Your offer',
      greeting: 'Hello',
      paragraphs: ['You are admitted.'],
      action: { label: 'Answer', url: 'http://portal.test/offer/abc123' },
    }),
  });
}
