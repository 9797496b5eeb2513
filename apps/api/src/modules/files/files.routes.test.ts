import { FILE_MAX_BYTES } from '@intake/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createApplicantWithPassword,
  createStaff,
  logIn,
  multipartFile,
  tinyPng,
} from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const upload = (headers: Record<string, string>, filename: string, content: Buffer, type?: string) => {
  const body = multipartFile('file', filename, content, type);
  return app.inject({
    method: 'POST',
    url: '/api/files',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
};

describe('uploads', () => {
  it('stores an image and answers secure_url, original_filename and format', async () => {
    const applicant = await createApplicantWithPassword(app);
    const answer = await upload(applicant.auth, '../../me.png', tinyPng, 'image/png');
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({
      secure_url: expect.stringMatching(/^http:\/\/portal\.test\/api\/files\/[0-9a-f-]{36}$/),
      original_filename: 'me.png',
      format: 'png',
    });
    const read = await app.inject({
      method: 'GET',
      url: `/api/files/${answer.json().id}`,
      headers: applicant.auth,
    });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.rawPayload.equals(tinyPng)).toBe(true);
  });

  it('refuses an executable renamed .png, an empty file and a file over the limit', async () => {
    const applicant = await createApplicantWithPassword(app);
    const elf = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0]);
    const renamed = await upload(applicant.auth, 'photo.png', elf, 'image/png');
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().code).toBe('UNSUPPORTED_FILE');
    expect((await upload(applicant.auth, 'empty.png', Buffer.alloc(0))).statusCode).toBe(400);
    const huge = Buffer.concat([tinyPng, Buffer.alloc(FILE_MAX_BYTES)]);
    const tooLarge = await upload(applicant.auth, 'huge.png', huge);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers a clear 4xx to a request that is not multipart or names another field', async () => {
    const applicant = await createApplicantWithPassword(app);
    const json = await app.inject({
      method: 'POST',
      url: '/api/files',
      headers: applicant.auth,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const other = multipartFile('picture', 'a.png', tinyPng);
    const wrongField = await app.inject({
      method: 'POST',
      url: '/api/files',
      payload: other.payload,
      headers: { ...applicant.auth, ...other.headers },
    });
    expect(wrongField.statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/api/files' })).statusCode).toBe(401);
  });

  it('shows a file to its owner and to staff, never to another applicant', async () => {
    const owner = await createApplicantWithPassword(app);
    const other = await createApplicantWithPassword(app);
    const elder = await createStaff(app, 'ELDER');
    const elderAuth = bearer((await logIn(app, elder.email, elder.password)).json().accessToken);
    const { id } = (await upload(owner.auth, 'me.png', tinyPng)).json();
    expect(
      (await app.inject({ method: 'GET', url: `/api/files/${id}`, headers: other.auth })).statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: `/api/files/${id}`, headers: elderAuth })).statusCode,
    ).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/files/${id}` })).statusCode).toBe(401);
  });
});

describe('profile picture', () => {
  it('takes one of the user’s own images, by POST or PATCH', async () => {
    const applicant = await createApplicantWithPassword(app);
    const { secure_url } = (await upload(applicant.auth, 'me.png', tinyPng)).json();
    for (const method of ['POST', 'PATCH'] as const) {
      const saved = await app.inject({
        method,
        url: '/api/user/saveProfilePicture',
        headers: applicant.auth,
        payload: { url: secure_url },
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().profilePictureUrl).toBe(secure_url);
    }
  });

  it('refuses someone else’s file, a PDF and an outside address', async () => {
    const applicant = await createApplicantWithPassword(app);
    const other = await createApplicantWithPassword(app);
    const theirs = (await upload(other.auth, 'x.png', tinyPng)).json().secure_url;
    const pdf = (await upload(applicant.auth, 'cv.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'))).json().secure_url;
    for (const url of [theirs, pdf, 'https://evil.example.org/x.png']) {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/user/saveProfilePicture',
        headers: applicant.auth,
        payload: { url },
      });
      expect(answer.statusCode).toBe(400);
    }
  });
});
