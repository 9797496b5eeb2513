import { randomUUID } from 'node:crypto';
import type { ApplyInput, Role } from '@intake/contracts';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mailOutbox } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { insertUser } from '../src/modules/auth/users.repository.ts';

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomUUID().slice(0, 12)}@example.com`;

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

/** The token of the newest link to `path` (e.g. '/createPassword/') mailed to an address. */
export async function linkTokenMailedTo(app: FastifyInstance, to: string, path = '/createPassword/') {
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
export async function createStaff(app: FastifyInstance, role: Role, password = 'staff password 123') {
  const email = uniqueEmail(role.toLowerCase());
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
