import { messages } from '@intake/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, createApplicantWithPassword, staffHeaders } from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/test-app.ts';

let app: FastifyInstance;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminHeaders(app);
});
afterAll(() => app.close());

const url = '/api/summerSchool/discountCode';
const uniqueCode = () => `SUMMER-${Math.random().toString(36).slice(2, 8).toUpperCase()}`;

describe('discount codes', () => {
  it('creates, lists, updates and deletes a code with the spec’s toasts', async () => {
    const code = uniqueCode();
    const created = await app.inject({
      method: 'POST',
      url,
      headers: admin,
      payload: {
        discountOwner: 'Tech Hub Ikeja',
        code: code.toLowerCase(),
        numberOfValidRegistration: 5,
        discountAmount: 20000,
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      message: messages.discountCreated,
      discountCode: {
        code,
        discountOwner: 'Tech Hub Ikeja',
        numberOfValidRegistration: 5,
        discountAmount: 20000,
      },
    });
    const list = (await app.inject({ method: 'GET', url, headers: admin })).json();
    expect(list).toContainEqual(expect.objectContaining({ code, numberOfValidRegistration: 5 }));
    const updated = await app.inject({
      method: 'PATCH',
      url,
      headers: admin,
      payload: { code, numberOfValidRegistration: 2, discountAmount: 15000 },
    });
    expect(updated.json()).toMatchObject({
      message: messages.discountUpdated,
      discountCode: { numberOfValidRegistration: 2 },
    });
    expect((await app.inject({ method: 'DELETE', url: `${url}/${code}`, headers: admin })).statusCode).toBe(
      200,
    );
    expect((await app.inject({ method: 'DELETE', url: `${url}/${code}`, headers: admin })).statusCode).toBe(
      404,
    );
  });

  it('keeps codes unique and counts and amounts whole and not negative', async () => {
    const code = uniqueCode();
    const body = { discountOwner: 'Owner', code, numberOfValidRegistration: 1, discountAmount: 100 };
    expect((await app.inject({ method: 'POST', url, headers: admin, payload: body })).statusCode).toBe(201);
    expect((await app.inject({ method: 'POST', url, headers: admin, payload: body })).statusCode).toBe(409);
    for (const bad of [
      { numberOfValidRegistration: -1 },
      { numberOfValidRegistration: 1.5 },
      { discountAmount: -3 },
      { discountAmount: 99.5 },
      { code: 'a b' },
    ]) {
      const answer = await app.inject({
        method: 'POST',
        url,
        headers: admin,
        payload: { ...body, code: uniqueCode(), ...bad },
      });
      expect(answer.statusCode).toBe(400);
    }
  });

  it('is for admins only', async () => {
    const applicant = await createApplicantWithPassword(app);
    for (const headers of [
      applicant.auth,
      await staffHeaders(app, 'ELDER'),
      await staffHeaders(app, 'SPONSOR'),
    ]) {
      expect((await app.inject({ method: 'GET', url, headers })).statusCode).toBe(403);
    }
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
