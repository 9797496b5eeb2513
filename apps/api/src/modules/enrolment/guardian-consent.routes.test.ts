import { guardianConsentCopy } from '@intake/contracts/copy/guardian-consent';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { birthDateForAge, createLearner } from '../../../test/enrolment-factories.ts';
import { applicantStateOf, staffHeaders } from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { guardianConsents, mailOutbox, phoneConfirmations, users } from '../../db/schema/index.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const GUARDIAN = {
  agreedToTerms: true,
  parentName: 'Ngozi Obi',
  guardianPhone: '08031234567',
  guardianEmail: 'ngozi.obi@example.org',
};
const E164 = '+2348031234567';

const minor = () =>
  createLearner(app, {
    nativeState: 'NATIVE_AGREEMENT',
    canFillLoanAgreement: true,
    dateOfBirth: birthDateForAge(17),
  });
const signLoan = (headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'POST', url: '/api/native/fillLearnFundForm', headers, payload });
const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'user-agent': 'GuardianPhone/1.0', ...headers },
    ...(payload ? { payload } : {}),
  });

/** The newest text of a kind to the guardian's number sent for this learner's request. */
async function lastText(kind: string, to = E164) {
  const [row] = await app.db
    .select({ text: mailOutbox.text, channel: mailOutbox.channel, userId: mailOutbox.userId })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, kind), eq(mailOutbox.toAddress, to)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return row;
}
const tokenIn = (text: string | undefined) => /\/guardian\/consent\/([\w-]{43})/.exec(text ?? '')?.[1] ?? '';
const codeIn = (text: string | undefined) => /\b(\d{6})\b/.exec(text ?? '')?.[1] ?? '';

/** A minor who signed, the guardian's link, and a confirmed phone when asked. */
async function waitingMinor(phone = '08031234567') {
  const learner = await minor();
  const signed = await signLoan(learner.auth, { ...GUARDIAN, guardianPhone: phone });
  expect(signed.statusCode).toBe(200);
  const e164 = `+234${phone.slice(1)}`;
  return { learner, token: tokenIn((await lastText('guardian-consent-request', e164))?.text), phone: e164 };
}
async function confirmPhone(token: string, phone: string) {
  expect((await post(`/api/guardianConsent/${token}/code`)).statusCode).toBe(200);
  const code = codeIn((await lastText('guardian-consent-code', phone))?.text);
  const confirmed = await post(`/api/guardianConsent/${token}/confirmPhone`, { code });
  expect(confirmed.statusCode).toBe(200);
  return confirmed.json();
}
const SIGNING = { relationship: 'parent', fullName: 'Ngozi Adaeze Obi', consent: true };

describe('a guardian who really consents (issue 25.7)', () => {
  it('waits for the guardian, who confirms the phone, reads and signs; the step then completes', async () => {
    const learner = await minor();
    const signed = await signLoan(learner.auth, GUARDIAN);
    expect(signed.statusCode).toBe(200);
    // The learner's step is not complete: the state is unchanged and no loan signature is on record.
    expect(signed.json().nativeState).toBe('NATIVE_AGREEMENT');
    expect(await applicantStateOf(app, learner.email)).toMatchObject({ native: 'NATIVE_AGREEMENT' });
    const mine = (
      await app.inject({ method: 'GET', url: '/api/native/guardianConsent', headers: learner.auth })
    ).json();
    expect(mine.consent).toMatchObject({ state: 'waiting', guardianName: 'Ngozi Obi', phoneEnding: '4567' });
    const agreements = (
      await app.inject({ method: 'GET', url: '/api/native/agreements', headers: learner.auth })
    ).json();
    expect(agreements.agreements).toEqual([]);

    // The link went by SMS (no user: not held for consent) and by e-mail, to the guardian.
    const sms = await lastText('guardian-consent-request');
    expect(sms).toMatchObject({ channel: 'sms', userId: null });
    const email = await lastText('guardian-consent-request', GUARDIAN.guardianEmail);
    expect(email?.channel).toBe('email');
    const token = tokenIn(sms?.text);
    expect(tokenIn(email?.text)).toBe(token);
    const stored = await app.db.select().from(guardianConsents).where(eq(guardianConsents.phone, E164));
    expect(stored.at(-1)?.linkHash).not.toContain(token);

    // Step 1: the phone. Nothing of the agreement shows before it is confirmed.
    const page = await app.inject({ method: 'GET', url: `/api/guardianConsent/${token}` });
    expect(page.json()).toMatchObject({ step: 'confirm-phone', learnerName: 'Ada Obi', agreement: null });
    expect((await post(`/api/guardianConsent/${token}/sign`, SIGNING)).json().code).toBe(
      'GUARDIAN_PHONE_NOT_CONFIRMED',
    );
    const confirmed = await confirmPhone(token, E164);
    // Step 2: the agreement, with the loan and the terms' version.
    expect(confirmed).toMatchObject({
      step: 'sign',
      agreement: { termsVersion: 'loan-2026-11', loanMaxNaira: 3_000_000 },
    });

    // Step 3: relationship, name, consent.
    const refusedOther = await post(`/api/guardianConsent/${token}/sign`, {
      ...SIGNING,
      relationship: 'other',
    });
    expect(refusedOther.statusCode).toBe(400);
    const done = await post(`/api/guardianConsent/${token}/sign`, SIGNING);
    expect(done.statusCode).toBe(200);
    expect(done.json().step).toBe('signed');
    expect(await applicantStateOf(app, learner.email)).toMatchObject({ native: 'NATIVE', status: 'NATIVE' });
    const [row] = await app.db
      .select()
      .from(guardianConsents)
      .where(eq(guardianConsents.applicantId, learner.id));
    expect(row).toMatchObject({
      state: 'signed',
      relationship: 'parent',
      signedName: 'Ngozi Adaeze Obi',
      phone: E164,
      termsVersion: 'loan-2026-11',
      userAgent: 'GuardianPhone/1.0',
    });
    expect(row?.phoneVerifiedAt).toBeInstanceOf(Date);
    expect(row?.ipAddress).toBeTruthy();
    const after = (
      await app.inject({ method: 'GET', url: '/api/native/agreements', headers: learner.auth })
    ).json();
    expect(after.agreements).toEqual([
      expect.objectContaining({ kind: 'loan', parentName: 'Ngozi Adaeze Obi' }),
    ]);
    // The learner is told.
    const told = await app.db
      .select({ kind: mailOutbox.kind })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.userId, learner.id), eq(mailOutbox.kind, 'guardian-consent-signed')));
    expect(told).toHaveLength(1);

    // Staff see who signed, how related, when, from where and the number confirmed.
    const staff = await app.inject({
      method: 'GET',
      url: `/api/elder/guardianConsents/${learner.id}`,
      headers: await staffHeaders(app, 'ELDER'),
    });
    expect(staff.json().signatures).toEqual([
      expect.objectContaining({
        state: 'signed',
        signedName: 'Ngozi Adaeze Obi',
        relationship: 'parent',
        verifiedPhone: E164,
        termsVersion: 'loan-2026-11',
        userAgent: 'GuardianPhone/1.0',
      }),
    ]);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/elder/guardianConsents/${learner.id}`,
          headers: learner.auth,
        })
      ).statusCode,
    ).toBe(403);

    // The link is used up: a double submit and a later open are refused, changing nothing.
    const again = await post(`/api/guardianConsent/${token}/sign`, SIGNING);
    expect(again.statusCode).toBe(409);
    expect((await app.inject({ method: 'GET', url: `/api/guardianConsent/${token}` })).statusCode).toBe(409);
  });

  it('never acts on GET, and refuses unknown, replaced and expired links', async () => {
    const { learner, token } = await waitingMinor('08031110001');
    for (let i = 0; i < 3; i += 1) {
      expect((await app.inject({ method: 'GET', url: `/api/guardianConsent/${token}` })).statusCode).toBe(
        200,
      );
    }
    const [row] = await app.db
      .select()
      .from(guardianConsents)
      .where(eq(guardianConsents.applicantId, learner.id));
    expect(row).toMatchObject({ codesSent: 0, phoneVerifiedAt: null, state: 'waiting' });
    expect(
      (await app.inject({ method: 'GET', url: '/api/guardianConsent/not-a-real-link-at-all' })).json().code,
    ).toBe('LINK_INVALID');

    // A resend replaces the link.
    const resent = await post('/api/native/guardianConsent/resend', undefined, learner.auth);
    expect(resent.statusCode).toBe(200);
    expect(resent.json().consent.state).toBe('waiting');
    expect((await app.inject({ method: 'GET', url: `/api/guardianConsent/${token}` })).json().code).toBe(
      'LINK_INVALID',
    );
    const fresh = tokenIn((await lastText('guardian-consent-request', '+2348031110001'))?.text);
    expect(fresh).not.toBe(token);
    await app.db
      .update(guardianConsents)
      .set({ linkExpiresAt: sql`now() - interval '1 minute'` })
      .where(and(eq(guardianConsents.applicantId, learner.id), eq(guardianConsents.state, 'waiting')));
    const expired = await app.inject({ method: 'GET', url: `/api/guardianConsent/${fresh}` });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('LINK_EXPIRED');
    expect((await post(`/api/guardianConsent/${fresh}/code`)).json().code).toBe('LINK_EXPIRED');
  });

  it('refuses a wrong or expired code, stops after five tries, and limits how often a code is sent', async () => {
    const { learner, token, phone } = await waitingMinor('08031110002');
    expect((await post(`/api/guardianConsent/${token}/confirmPhone`, { code: '123456' })).json().code).toBe(
      'GUARDIAN_CODE_EXPIRED',
    );
    expect((await post(`/api/guardianConsent/${token}/code`)).statusCode).toBe(200);
    // A second code at once is refused: one a minute.
    const tooSoon = await post(`/api/guardianConsent/${token}/code`);
    expect(tooSoon.statusCode).toBe(429);
    const code = codeIn((await lastText('guardian-consent-code', phone))?.text);
    const wrong = code === '000000' ? '000001' : '000000';
    expect((await post(`/api/guardianConsent/${token}/confirmPhone`, { code: '12ab' })).statusCode).toBe(400);
    for (let i = 0; i < 5; i += 1) {
      const answer = await post(`/api/guardianConsent/${token}/confirmPhone`, { code: wrong });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().code).toBe('GUARDIAN_CODE_WRONG');
    }
    // Even the right code is refused now, until a new one is sent.
    const spent = await post(`/api/guardianConsent/${token}/confirmPhone`, { code });
    expect(spent.statusCode).toBe(429);
    expect(spent.json().message).toBe(guardianConsentCopy.errors.tooManyTries);

    // A new code (after the minute) works; an expired one does not.
    const backdate = () =>
      app.db
        .update(guardianConsents)
        .set({ codeSentAt: sql`now() - interval '2 minutes'` })
        .where(eq(guardianConsents.applicantId, learner.id));
    await backdate();
    expect((await post(`/api/guardianConsent/${token}/code`)).statusCode).toBe(200);
    await app.db
      .update(guardianConsents)
      .set({ codeExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(guardianConsents.applicantId, learner.id));
    const late = codeIn((await lastText('guardian-consent-code', phone))?.text);
    expect((await post(`/api/guardianConsent/${token}/confirmPhone`, { code: late })).json().code).toBe(
      'GUARDIAN_CODE_EXPIRED',
    );
    // Five codes per link at most.
    for (let sent = 2; sent < 5; sent += 1) {
      await backdate();
      expect((await post(`/api/guardianConsent/${token}/code`)).statusCode).toBe(200);
    }
    await backdate();
    const sixth = await post(`/api/guardianConsent/${token}/code`);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(guardianConsentCopy.errors.tooManyCodes);
    expect(await applicantStateOf(app, learner.email)).toMatchObject({ native: 'NATIVE_AGREEMENT' });
  });

  it('lets the guardian decline; the learner is told and names another guardian, who signs', async () => {
    const { learner, token, phone } = await waitingMinor('08031110003');
    await confirmPhone(token, phone);
    const declined = await post(`/api/guardianConsent/${token}/decline`, { reason: 'Too much debt' });
    expect(declined.json().step).toBe('declined');
    expect(await applicantStateOf(app, learner.email)).toMatchObject({ native: 'NATIVE_AGREEMENT' });
    const mine = (
      await app.inject({ method: 'GET', url: '/api/native/guardianConsent', headers: learner.auth })
    ).json();
    expect(mine.consent).toMatchObject({ state: 'declined', declineReason: 'Too much debt' });
    expect(await lastText('guardian-consent-declined', learner.email)).toBeTruthy();
    expect((await post('/api/native/guardianConsent/resend', undefined, learner.auth)).statusCode).toBe(409);

    const another = await post(
      '/api/native/guardianConsent/guardian',
      { guardianName: 'Emeka Obi', guardianPhone: '08031110004' },
      learner.auth,
    );
    expect(another.json().consent).toMatchObject({ state: 'waiting', guardianName: 'Emeka Obi' });
    const second = tokenIn((await lastText('guardian-consent-request', '+2348031110004'))?.text);
    await confirmPhone(second, '+2348031110004');
    const signed = await post(`/api/guardianConsent/${second}/sign`, {
      relationship: 'other',
      relationshipOther: 'Uncle',
      fullName: 'Emeka Obi',
      consent: true,
    });
    expect(signed.statusCode).toBe(200);
    expect(await applicantStateOf(app, learner.email)).toMatchObject({ native: 'NATIVE' });
  });

  it("asks the spec's call for the guardian's phone, and refuses a number of no country", async () => {
    const learner = await minor();
    const nameOnly = await signLoan(learner.auth, { agreedToTerms: true, parentName: 'Ngozi Obi' });
    expect(nameOnly.statusCode).toBe(400);
    expect(nameOnly.json()).toMatchObject({
      code: 'GUARDIAN_PHONE_REQUIRED',
      message: guardianConsentCopy.errors.guardianPhoneRequired,
    });
    const badPhone = await signLoan(learner.auth, { ...GUARDIAN, guardianPhone: '0123' });
    expect(badPhone.statusCode).toBe(400);
    // A repeat of the same signature answers as the first did, sending no second link.
    expect((await signLoan(learner.auth, { ...GUARDIAN, guardianPhone: '08031110005' })).statusCode).toBe(
      200,
    );
    expect((await signLoan(learner.auth, { ...GUARDIAN, guardianPhone: '08031110005' })).statusCode).toBe(
      200,
    );
    const links = await app.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.kind, 'guardian-consent-request'), eq(mailOutbox.toAddress, '+2348031110005')),
      );
    expect(links).toHaveLength(1);
  });

  it('refuses the learner as their own guardian: their phone, a number they confirmed, their e-mail', async () => {
    const learner = await minor();
    const [own] = await app.db
      .select({ phone: users.phone, email: users.email })
      .from(users)
      .where(eq(users.id, learner.id));
    if (!own) throw new Error('no learner');
    // A second number the learner confirmed as theirs with a code (test setup only).
    await app.db.insert(phoneConfirmations).values({
      userId: learner.id,
      phone: '+2348031110007',
      codeHash: 'x',
      expiresAt: new Date(Date.now() + 60_000),
      confirmedAt: new Date(),
    });
    const refused = {
      code: 'GUARDIAN_IS_LEARNER',
      message: 'Your guardian must use their own phone number and e-mail address, not yours.',
    };
    // The profile's phone ('8012345678'), written with its national 0.
    const ownPhone = await signLoan(learner.auth, { ...GUARDIAN, guardianPhone: `0${own.phone}` });
    expect(ownPhone.statusCode, ownPhone.body).toBe(400);
    expect(ownPhone.json()).toMatchObject(refused);
    const confirmed = await signLoan(learner.auth, { ...GUARDIAN, guardianPhone: '08031110007' });
    expect(confirmed.statusCode).toBe(400);
    expect(confirmed.json()).toMatchObject(refused);
    const ownEmail = await signLoan(learner.auth, {
      ...GUARDIAN,
      guardianPhone: '08031110008',
      guardianEmail: own.email.toUpperCase(),
    });
    expect(ownEmail.statusCode).toBe(400);
    expect(ownEmail.json()).toMatchObject(refused);
    expect(
      await app.db.select().from(guardianConsents).where(eq(guardianConsents.applicantId, learner.id)),
    ).toEqual([]);

    // Nor as the guardian named instead of one who is waiting.
    expect((await signLoan(learner.auth, { ...GUARDIAN, guardianPhone: '08031110008' })).statusCode).toBe(
      200,
    );
    const changed = await post(
      '/api/native/guardianConsent/guardian',
      { guardianName: 'Me Myself', guardianPhone: own.phone },
      learner.auth,
    );
    expect(changed.statusCode).toBe(400);
    expect(changed.json()).toMatchObject(refused);
    const mine = (
      await app.inject({ method: 'GET', url: '/api/native/guardianConsent', headers: learner.auth })
    ).json();
    expect(mine.consent).toMatchObject({ state: 'waiting', guardianName: GUARDIAN.parentName });
  });

  it("leaves an adult's path unchanged", async () => {
    const adult = await createLearner(app, {
      nativeState: 'NATIVE_AGREEMENT',
      canFillLoanAgreement: true,
      dateOfBirth: birthDateForAge(19),
    });
    const signed = await signLoan(adult.auth, { agreedToTerms: true });
    expect(signed.statusCode).toBe(200);
    expect(signed.json().nativeState).toBe('NATIVE');
    const mine = (
      await app.inject({ method: 'GET', url: '/api/native/guardianConsent', headers: adult.auth })
    ).json();
    expect(mine.consent).toBeNull();
  });

  it("erases the guardian's rows and the messages sent to them with the learner's", async () => {
    const { learner, token, phone } = await waitingMinor('08031110006');
    await confirmPhone(token, phone);
    const admin = await staffHeaders(app, 'ADMIN');
    const erased = await app.inject({
      method: 'DELETE',
      url: `/api/admin/applicant/${encodeURIComponent(learner.email)}`,
      headers: admin,
      payload: { reason: 'Asked by e-mail' },
    });
    expect(erased.statusCode).toBe(200);
    expect(
      await app.db.select().from(guardianConsents).where(eq(guardianConsents.applicantId, learner.id)),
    ).toEqual([]);
    expect(await lastText('guardian-consent-request', phone)).toBeUndefined();
    expect(await lastText('guardian-consent-code', phone)).toBeUndefined();
  });
});
