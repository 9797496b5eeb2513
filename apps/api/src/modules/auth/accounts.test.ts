import { messages } from '@intake/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apply,
  bearer,
  createApplicantWithPassword,
  createStaff,
  latestMailTo,
  linkTokenMailedTo,
  setPassword,
  uniqueEmail,
} from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { mfaChallenges, mfaFactors, mfaRecoveryCodes, sessions, users } from '../../db/schema/index.ts';
import { hashToken } from '../../lib/tokens.ts';
import { ACCOUNT_FAILURE_LIMIT, ADDRESS_FAILURE_LIMIT } from './login-throttle.service.ts';
import { isCommonPassword } from './password-policy.ts';
import { base32Decode, totp } from './totp.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const OWNER_ADDRESS = '198.51.100.7';
/** A different address per call, as a spread-out attacker has. */
let attackerCount = 0;
const attackerAddress = () => `203.0.113.${(attackerCount++ % 250) + 1}`;

const logInFrom = (target: FastifyInstance, address: string, email: string, password: string) =>
  target.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email, password },
    remoteAddress: address,
  });

const me = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/api/user/me', headers });

async function failTimes(times: number, email: string, address: () => string) {
  for (let i = 0; i < times; i++) {
    const answer = await logInFrom(app, address(), email, `wrong guess ${i}`);
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ message: messages.invalidDetails, code: 'INVALID_CREDENTIALS' });
  }
}

function expectThrottled(answer: Awaited<ReturnType<typeof logInFrom>>) {
  expect(answer.statusCode).toBe(429);
  const body = answer.json();
  expect(body).toMatchObject({ message: messages.loginThrottled, code: 'RATE_LIMITED' });
  expect(body.details.retryAfterSeconds).toBeGreaterThan(0);
  expect(body.details.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
  expect(Number(answer.headers['retry-after'])).toBe(body.details.retryAfterSeconds);
}

describe('login throttling (ASVS 5.0 6.3.1, 6.1.1)', () => {
  it('throttles guessing at one account from many addresses, without checking the password', async () => {
    const owner = await createApplicantWithPassword(app);
    await failTimes(ACCOUNT_FAILURE_LIMIT, owner.email, attackerAddress);
    // The next guess is refused before the password is looked at, so even the right one tells nothing.
    expectThrottled(await logInFrom(app, attackerAddress(), owner.email, 'another guess'));
    expectThrottled(await logInFrom(app, attackerAddress(), owner.email, owner.password));
  });

  it('keeps the owner signing in from their usual address while an attacker hammers the e-mail', async () => {
    const owner = await createApplicantWithPassword(app);
    expect((await logInFrom(app, OWNER_ADDRESS, owner.email, owner.password)).statusCode).toBe(200);
    await failTimes(ACCOUNT_FAILURE_LIMIT, owner.email, attackerAddress);
    for (let i = 0; i < 20; i++)
      expectThrottled(await logInFrom(app, attackerAddress(), owner.email, `x${i}`));
    const login = await logInFrom(app, OWNER_ADDRESS, owner.email, owner.password);
    expect(login.statusCode).toBe(200);
    expect((await me(bearer(login.json().accessToken))).statusCode).toBe(200);
    // A typo of the owner's, from there, still gets the spec's message.
    const typo = await logInFrom(app, OWNER_ADDRESS, owner.email, 'not my password');
    expect(typo.json()).toEqual({ message: messages.invalidDetails, code: 'INVALID_CREDENTIALS' });
  });

  it('limits each address per account too, even one the account used before', async () => {
    const owner = await createApplicantWithPassword(app);
    const shared = '198.51.100.99';
    expect((await logInFrom(app, shared, owner.email, owner.password)).statusCode).toBe(200);
    await failTimes(ADDRESS_FAILURE_LIMIT, owner.email, () => shared);
    expectThrottled(await logInFrom(app, shared, owner.email, owner.password));
    // Only that address: the owner elsewhere (here, their other known address) is unaffected.
    expect((await logInFrom(app, '127.0.0.1', owner.email, owner.password)).statusCode).toBe(200);
  });

  it('answers an e-mail without an account exactly alike, so throttling tells no one it exists', async () => {
    const ghost = uniqueEmail('ghost');
    await failTimes(ACCOUNT_FAILURE_LIMIT, ghost, attackerAddress);
    expectThrottled(await logInFrom(app, attackerAddress(), ghost, 'guess'));
  });

  it('lets the owner in from a new address once they reset the password from it', async () => {
    const owner = await createApplicantWithPassword(app);
    await failTimes(ACCOUNT_FAILURE_LIMIT, owner.email, attackerAddress);
    const travelling = '192.0.2.55';
    expectThrottled(await logInFrom(app, travelling, owner.email, owner.password));
    await app.inject({
      method: 'POST',
      url: `/api/user/resetPassword/${owner.email}`,
      remoteAddress: travelling,
    });
    const token = await linkTokenMailedTo(app, owner.email);
    const set = await app.inject({
      method: 'PATCH',
      url: `/api/user/password/${token}`,
      headers: { response: 'my new travel password' },
      remoteAddress: travelling,
    });
    expect(set.statusCode).toBe(200);
    expect((await logInFrom(app, travelling, owner.email, 'my new travel password')).statusCode).toBe(200);
  });

  it('keeps its counters in the database, so every process of the portal agrees', async () => {
    const other = await buildTestApp();
    try {
      const owner = await createApplicantWithPassword(app);
      await failTimes(ACCOUNT_FAILURE_LIMIT, owner.email, attackerAddress);
      expectThrottled(await logInFrom(other, attackerAddress(), owner.email, 'guess'));
    } finally {
      await other.close();
    }
  });

  it("keeps the spec's messages for every ordinary failure", async () => {
    const owner = await createApplicantWithPassword(app);
    const wrong = await logInFrom(app, OWNER_ADDRESS, owner.email, 'wrong');
    expect(wrong.json()).toEqual({ message: messages.invalidDetails, code: 'INVALID_CREDENTIALS' });
    expect((await logInFrom(app, OWNER_ADDRESS, 'nope', 'x')).json().message).toBe(messages.validEmail);
    expect((await logInFrom(app, OWNER_ADDRESS, owner.email, '')).json().message).toBe(
      messages.passwordEmpty,
    );
    await app.db.update(users).set({ role: 'SUSPENDED' }).where(eq(users.email, owner.email));
    expect((await logInFrom(app, OWNER_ADDRESS, owner.email, owner.password)).json().message).toBe(
      messages.accountSuspended,
    );
  });
});

describe('sessions', () => {
  it('ends a session at the absolute timeout even while it is in use', async () => {
    const short = await buildTestApp({ SESSION_ABSOLUTE_SECONDS: '2' });
    try {
      const applicant = await createApplicantWithPassword(short);
      const get = () => short.inject({ method: 'GET', url: '/api/user/me', headers: applicant.auth });
      expect((await get()).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect((await get()).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1_300));
      expect((await get()).statusCode).toBe(401);
    } finally {
      await short.close();
    }
  });

  it('gives a token that lasts at least as long as its session, which ends it to the millisecond', async () => {
    const applicant = await createApplicantWithPassword(app);
    const { exp, sid } = decodeJwt(applicant.accessToken);
    const [session] = await app.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, String(sid)));
    expect((exp ?? 0) * 1000).toBeGreaterThanOrEqual(
      session?.expiresAt.getTime() ?? Number.POSITIVE_INFINITY,
    );
  });

  it('mails a notice when a password is reset, with the reset page, and none for a first password', async () => {
    const { body } = await apply(app);
    await setPassword(app, await linkTokenMailedTo(app, body.email), 'my first password');
    expect((await latestMailTo(app, body.email))?.kind).toBe('create-password');

    const first = await logInFrom(app, OWNER_ADDRESS, body.email, 'my first password');
    const second = await logInFrom(app, '127.0.0.1', body.email, 'my first password');
    await app.inject({ method: 'POST', url: `/api/user/resetPassword/${body.email}` });
    await setPassword(app, await linkTokenMailedTo(app, body.email), 'my second password');
    const notice = await latestMailTo(app, body.email);
    expect(notice).toMatchObject({ kind: 'password-changed', subject: 'Your Intake password was changed' });
    expect(notice?.text).toContain("If this wasn't you");
    expect(notice?.text).toContain('http://portal.test/resetPassword/');
    expect(notice?.html).toContain('href="http://portal.test/resetPassword/"');
    // Every session of the account ended.
    expect((await me(bearer(first.json().accessToken))).statusCode).toBe(401);
    expect((await me(bearer(second.json().accessToken))).statusCode).toBe(401);
  });
});

describe('common passwords', () => {
  it('knows the most common ones, ignoring case, and not ordinary phrases', () => {
    for (const common of ['password', 'PassWord', '12345678', 'iloveyou', 'qwertyuiop', 'sunshine']) {
      expect(isCommonPassword(common)).toBe(true);
    }
    expect(isCommonPassword('correct horse battery')).toBe(false);
  });

  it.each(['password', 'Qwertyuiop', 'ILOVEYOU', '12345678'])(
    'refuses %j with its message and keeps the link usable',
    async (password) => {
      const { body } = await apply(app);
      const token = await linkTokenMailedTo(app, body.email);
      const answer = await setPassword(app, token, password);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ message: messages.passwordTooCommon });
      expect((await setPassword(app, token, 'an uncommon passphrase')).statusCode).toBe(200);
    },
  );

  it('refuses one on a reset too', async () => {
    const owner = await createApplicantWithPassword(app);
    await app.inject({ method: 'POST', url: `/api/user/resetPassword/${owner.email}` });
    const token = await linkTokenMailedTo(app, owner.email);
    expect((await setPassword(app, token, 'football')).json().message).toBe(messages.passwordTooCommon);
  });
});

/** A staff member signed in, with two-factor sign-in set up; answers the secret and recovery codes. */
async function staffWithMfa(target: FastifyInstance, role: 'ADMIN' | 'ELDER' | 'SPONSOR' = 'ADMIN') {
  const staff = await createStaff(target, role);
  const login = await logInFrom(target, OWNER_ADDRESS, staff.email, staff.password);
  const auth = bearer(login.json().accessToken);
  const setup = await target.inject({ method: 'POST', url: '/api/user/mfa/setup', headers: auth });
  expect(setup.statusCode).toBe(200);
  const { secret, otpauthUri } = setup.json();
  const key = base32Decode(secret);
  const confirm = await target.inject({
    method: 'POST',
    url: '/api/user/mfa/confirm',
    headers: auth,
    payload: { code: totp(key, Date.now() / 1000) },
  });
  expect(confirm.statusCode).toBe(200);
  return { ...staff, auth, secret, otpauthUri, key, recoveryCodes: confirm.json().recoveryCodes as string[] };
}

/** Lets the next code be a current one again (each step is accepted once). */
const forgetUsedStep = (userId: string) =>
  app.db.update(mfaFactors).set({ lastUsedStep: null }).where(eq(mfaFactors.userId, userId));

const mfaLogin = (payload: Record<string, unknown>, address = OWNER_ADDRESS) =>
  app.inject({ method: 'POST', url: '/api/user/login/mfa', payload, remoteAddress: address });

describe('two-factor sign-in for staff (ASVS 5.0 6.3.3)', () => {
  it('sets up with a secret and otpauth URI, turns on with a code and answers 10 recovery codes once', async () => {
    const staff = await createStaff(app, 'ELDER');
    const login = await logInFrom(app, OWNER_ADDRESS, staff.email, staff.password);
    const auth = bearer(login.json().accessToken);
    const setup = await app.inject({ method: 'POST', url: '/api/user/mfa/setup', headers: auth });
    const { secret, otpauthUri } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toBe(
      `otpauth://totp/Intake:${encodeURIComponent(staff.email)}?secret=${secret}&issuer=Intake&algorithm=SHA1&digits=6&period=30`,
    );
    // Not in force before it is confirmed.
    expect(
      (await logInFrom(app, OWNER_ADDRESS, staff.email, staff.password)).json().accessToken,
    ).toBeTruthy();
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/user/mfa/confirm',
      headers: auth,
      payload: { code: '000000' === totp(base32Decode(secret), Date.now() / 1000) ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(messages.mfaCodeInvalid);
    const confirm = await app.inject({
      method: 'POST',
      url: '/api/user/mfa/confirm',
      headers: auth,
      payload: { code: totp(base32Decode(secret), Date.now() / 1000) },
    });
    expect(confirm.statusCode).toBe(200);
    const codes = confirm.json().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    const status = await app.inject({ method: 'GET', url: '/api/user/mfa', headers: auth });
    expect(status.json()).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
    // Setting up again while on is refused.
    expect((await app.inject({ method: 'POST', url: '/api/user/mfa/setup', headers: auth })).statusCode).toBe(
      409,
    );

    // Neither the secret nor a recovery code is stored as it is.
    const [factor] = await app.db.select().from(mfaFactors).where(eq(mfaFactors.userId, staff.id));
    expect(factor?.secretEncrypted).not.toContain(secret);
    expect(
      Buffer.from(factor?.secretEncrypted.slice(3) ?? '', 'base64url').includes(base32Decode(secret)),
    ).toBe(false);
    const stored = await app.db.select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, staff.id));
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(codes.join()).not.toContain(row.codeHash);
  });

  it('is for staff only', async () => {
    const applicant = await createApplicantWithPassword(app);
    const setup = await app.inject({ method: 'POST', url: '/api/user/mfa/setup', headers: applicant.auth });
    expect(setup.statusCode).toBe(403);
    expect(setup.json().message).toBe(messages.mfaStaffOnly);
    expect((await app.inject({ method: 'POST', url: '/api/user/mfa/setup' })).statusCode).toBe(401);
  });

  it('asks for a code at login, then answers the session for a current code, once', async () => {
    const staff = await staffWithMfa(app, 'SPONSOR');
    const login = await logInFrom(app, OWNER_ADDRESS, staff.email, staff.password);
    expect(login.statusCode).toBe(200);
    const { mfaRequired, mfaToken, accessToken } = login.json();
    expect(mfaRequired).toBe(true);
    expect(accessToken).toBeUndefined();
    expect(mfaToken.length).toBeGreaterThanOrEqual(40);
    // Stored only as a hash, for five minutes.
    const [challenge] = await app.db
      .select({
        purpose: mfaChallenges.purpose,
        minutes: sql<number>`round(extract(epoch from expires_at - created_at) / 60)::int`,
      })
      .from(mfaChallenges)
      .where(eq(mfaChallenges.tokenHash, hashToken(mfaToken)));
    expect(challenge).toEqual({ purpose: 'login', minutes: 5 });
    expect(
      await app.db.select().from(mfaChallenges).where(eq(mfaChallenges.tokenHash, mfaToken)),
    ).toHaveLength(0);
    // The mfaToken is not a session.
    expect((await me(bearer(mfaToken))).statusCode).toBe(401);

    const wrong = await mfaLogin({ mfaToken, code: '12345' });
    expect(wrong.statusCode).toBe(400);
    const code = totp(staff.key, Date.now() / 1000 + 30);
    const right = await mfaLogin({ mfaToken, code });
    expect(right.statusCode).toBe(200);
    expect(decodeJwt(right.json().accessToken).roles).toBe('SPONSOR');
    // The token is used up, and the same code cannot be replayed with a new one: the person is
    // told to wait for the next code rather than that a right code is wrong.
    const again = await mfaLogin({ mfaToken, code });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ message: messages.mfaTokenInvalid, code: 'MFA_TOKEN_INVALID' });
    const next = (await logInFrom(app, OWNER_ADDRESS, staff.email, staff.password)).json().mfaToken;
    const replay = await mfaLogin({ mfaToken: next, code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ message: messages.mfaCodeUsed, code: 'MFA_CODE_USED' });
    const wrongAfter = await mfaLogin({ mfaToken: next, code: code === '000000' ? '111111' : '000000' });
    expect(wrongAfter.json()).toEqual({ message: messages.mfaCodeInvalid, code: 'MFA_CODE_INVALID' });
  });

  it('voids the mfaToken after 5 wrong codes', async () => {
    const staff = await staffWithMfa(app);
    const { mfaToken } = (await logInFrom(app, OWNER_ADDRESS, staff.email, staff.password)).json();
    const current = totp(staff.key, Date.now() / 1000);
    const wrongCode = current === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i++) expect((await mfaLogin({ mfaToken, code: wrongCode })).statusCode).toBe(401);
    await forgetUsedStep(staff.id);
    const late = await mfaLogin({ mfaToken, code: current });
    expect(late.json().code).toBe('MFA_TOKEN_INVALID');
  });

  it('takes each recovery code once, in any case and spacing', async () => {
    const staff = await staffWithMfa(app);
    const [first] = staff.recoveryCodes;
    const token1 = (await logInFrom(app, OWNER_ADDRESS, staff.email, staff.password)).json().mfaToken;
    const used = await mfaLogin({
      mfaToken: token1,
      recoveryCode: ` ${first?.toUpperCase().replace('-', ' ')} `,
    });
    expect(used.statusCode).toBe(200);
    expect(used.json().accessToken).toBeTruthy();
    const token2 = (await logInFrom(app, OWNER_ADDRESS, staff.email, staff.password)).json().mfaToken;
    expect((await mfaLogin({ mfaToken: token2, recoveryCode: first })).statusCode).toBe(401);
    const status = await app.inject({ method: 'GET', url: '/api/user/mfa', headers: staff.auth });
    expect(status.json().recoveryCodesLeft).toBe(9);
  });

  it('turns off only with a current code or a recovery code, then login answers a session again', async () => {
    const staff = await staffWithMfa(app);
    const disable = (payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/api/user/mfa/disable', headers: staff.auth, payload });
    expect((await disable({ code: '00000' })).statusCode).toBe(400);
    expect((await disable({ recoveryCode: 'aaaaa-bbbbb' })).statusCode).toBe(400);
    expect((await disable({})).statusCode).toBe(400);
    await forgetUsedStep(staff.id);
    expect((await disable({ code: totp(staff.key, Date.now() / 1000) })).statusCode).toBe(200);
    const login = await logInFrom(app, OWNER_ADDRESS, staff.email, staff.password);
    expect(login.json().accessToken).toBeTruthy();
    expect(
      await app.db.select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, staff.id)),
    ).toHaveLength(0);
  });

  it('ends a begun code step when the password is reset', async () => {
    const staff = await staffWithMfa(app);
    const { mfaToken } = (await logInFrom(app, OWNER_ADDRESS, staff.email, staff.password)).json();
    await app.inject({ method: 'POST', url: `/api/user/resetPassword/${staff.email}` });
    await setPassword(app, await linkTokenMailedTo(app, staff.email), 'a new staff password');
    await forgetUsedStep(staff.id);
    const answer = await mfaLogin({ mfaToken, code: totp(staff.key, Date.now() / 1000) });
    expect(answer.json().code).toBe('MFA_TOKEN_INVALID');
  });

  it('counts wrong codes as failed sign-ins of the account', async () => {
    const staff = await staffWithMfa(app);
    const { mfaToken } = (await logInFrom(app, OWNER_ADDRESS, staff.email, staff.password)).json();
    const stranger = '203.0.113.251';
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i++)
      await mfaLogin({ mfaToken, recoveryCode: `wrong-${i}` }, stranger);
    expectThrottled(await logInFrom(app, attackerAddress(), staff.email, staff.password));
  });
});

describe('STAFF_MFA=required', () => {
  let strict: FastifyInstance;
  beforeAll(async () => {
    strict = await buildTestApp({ STAFF_MFA: 'required' });
  });
  afterAll(() => strict.close());

  it('sends staff without two-factor sign-in to set it up with a setup-only token, then signs them in', async () => {
    const staff = await createStaff(strict, 'ADMIN');
    const login = await logInFrom(strict, OWNER_ADDRESS, staff.email, staff.password);
    const { mfaSetupRequired, mfaToken, accessToken } = login.json();
    expect(mfaSetupRequired).toBe(true);
    expect(accessToken).toBeUndefined();
    // It opens nothing else: not a session, not the code step.
    expect(
      (await strict.inject({ method: 'GET', url: '/api/user/me', headers: bearer(mfaToken) })).statusCode,
    ).toBe(401);
    const asLogin = await strict.inject({
      method: 'POST',
      url: '/api/user/login/mfa',
      payload: { mfaToken, code: '123456' },
    });
    expect(asLogin.json().code).toBe('MFA_TOKEN_INVALID');

    const setup = await strict.inject({ method: 'POST', url: '/api/user/mfa/setup', payload: { mfaToken } });
    expect(setup.statusCode).toBe(200);
    const key = base32Decode(setup.json().secret);
    const confirm = await strict.inject({
      method: 'POST',
      url: '/api/user/mfa/confirm',
      payload: { mfaToken, code: totp(key, Date.now() / 1000) },
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().recoveryCodes).toHaveLength(10);
    const session = bearer(confirm.json().accessToken);
    expect((await strict.inject({ method: 'GET', url: '/api/user/me', headers: session })).statusCode).toBe(
      200,
    );
    const status = await strict.inject({ method: 'GET', url: '/api/user/mfa', headers: session });
    expect(status.json()).toMatchObject({ enabled: true, required: true });
    // The setup token is used up; the next login asks for a code.
    expect(
      (await strict.inject({ method: 'POST', url: '/api/user/mfa/setup', payload: { mfaToken } })).statusCode,
    ).toBe(401);
    expect((await logInFrom(strict, OWNER_ADDRESS, staff.email, staff.password)).json().mfaRequired).toBe(
      true,
    );
  });

  it('leaves applicants signing in with their password alone', async () => {
    const applicant = await createApplicantWithPassword(strict);
    expect(
      (await logInFrom(strict, OWNER_ADDRESS, applicant.email, applicant.password)).json().accessToken,
    ).toBeTruthy();
  });
});
