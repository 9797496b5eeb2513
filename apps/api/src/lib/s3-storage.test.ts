import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createApplicantWithPassword,
  createStaff,
  logIn,
  multipartFile,
  tinyPng,
} from '../../test/factories.ts';
import { buildTestApp } from '../../test/test-app.ts';
import { files } from '../db/schema/index.ts';
import { findFile } from '../modules/files/files.repository.ts';
import { sweepUnusedUploads } from '../modules/files/files.service.ts';
import { createS3Storage, parseStorageUrl } from './s3-storage.ts';

// A real S3 protocol peer (s3rver, over HTTP on a loopback port), not a mock of the SDK.
const BUCKET = 'intake-files';
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', region: undefined };
let server: S3rver;
let directory: string;
let storageUrl: string;

beforeAll(async () => {
  directory = mkdtempSync(path.join(tmpdir(), 'intake-s3rver-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  storageUrl = `s3://${BUCKET}?endpoint=http://127.0.0.1:${port}&region=us-east-1&forcePathStyle=true`;
});
afterAll(async () => {
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});

describe('parseStorageUrl', () => {
  it('reads the bucket, a key prefix and the endpoint settings', () => {
    expect(
      parseStorageUrl(
        's3://school-uploads/portal/?endpoint=https://s3.eu.example&region=eu-1&forcePathStyle=true',
      ),
    ).toEqual({
      bucket: 'school-uploads',
      prefix: 'portal/',
      endpoint: 'https://s3.eu.example',
      region: 'eu-1',
      forcePathStyle: true,
    });
    expect(parseStorageUrl('s3://school-uploads')).toEqual({
      bucket: 'school-uploads',
      prefix: '',
      endpoint: undefined,
      region: undefined,
      forcePathStyle: false,
    });
  });
});

describe('S3 storage driver', () => {
  it('puts, reads and deletes an object', async () => {
    const storage = createS3Storage(parseStorageUrl(storageUrl), credentials);
    const content = Buffer.from(`hello from the portal ${Date.now()}`);
    await storage.put('owner-1/note.txt', content);
    expect((await buffer(storage.read('owner-1/note.txt'))).equals(content)).toBe(true);
    await storage.remove('owner-1/note.txt');
    await expect(buffer(storage.read('owner-1/note.txt'))).rejects.toMatchObject({ code: 'ENOENT' });
    // Deleting again succeeds, as removing a missing file on disk does.
    await storage.remove('owner-1/note.txt');
    storage.client.destroy();
  });

  it('streams a larger object intact and keeps keys under the prefix', async () => {
    const storage = createS3Storage(
      parseStorageUrl(storageUrl.replace(BUCKET, `${BUCKET}/tenant-a`)),
      credentials,
    );
    const content = Buffer.alloc(3 * 1024 * 1024 + 17, 7);
    await storage.put('big.bin', content);
    expect((await buffer(storage.read('big.bin'))).equals(content)).toBe(true);
    const root = createS3Storage(parseStorageUrl(storageUrl), credentials);
    expect((await buffer(root.read('tenant-a/big.bin'))).length).toBe(content.length);
    await storage.remove('big.bin');
    storage.client.destroy();
    root.client.destroy();
  });

  it('answers a missing key with ENOENT, like a missing file on disk', async () => {
    const storage = createS3Storage(parseStorageUrl(storageUrl), credentials);
    await expect(buffer(storage.read('nobody/missing.png'))).rejects.toMatchObject({ code: 'ENOENT' });
    storage.client.destroy();
  });

  it('refuses keys that climb out of the prefix', () => {
    const storage = createS3Storage(parseStorageUrl(storageUrl), credentials);
    expect(() => storage.read('../other/file')).toThrow(/escapes/);
    storage.client.destroy();
  });

  it('fails a write to a bucket that does not exist', async () => {
    const storage = createS3Storage(
      parseStorageUrl(storageUrl.replace(BUCKET, 'no-such-bucket')),
      credentials,
    );
    await expect(storage.put('x/y.txt', Buffer.from('x'))).rejects.toMatchObject({ name: 'NoSuchBucket' });
    storage.client.destroy();
  });
});

describe('uploads through the portal with STORAGE_URL on S3', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({
      STORAGE_URL: storageUrl,
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    });
  });
  afterAll(() => app.close());

  it('stores the upload in the bucket and serves it with the same access checks', async () => {
    const applicant = await createApplicantWithPassword(app);
    const body = multipartFile('file', 'me.png', tinyPng, 'image/png');
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/files',
      payload: body.payload,
      headers: { ...applicant.auth, ...body.headers },
    });
    expect(uploaded.statusCode).toBe(201);
    const id = uploaded.json().id as string;

    const own = await app.inject({ method: 'GET', url: `/api/files/${id}`, headers: applicant.auth });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.rawPayload.equals(tinyPng)).toBe(true);

    // The object is really in the bucket (read back with a second client).
    const direct = createS3Storage(parseStorageUrl(storageUrl), credentials);
    const file = await findFile(app.db, id);
    expect((await buffer(direct.read(file?.storageKey ?? ''))).equals(tinyPng)).toBe(true);
    direct.client.destroy();

    const other = await createApplicantWithPassword(app);
    expect(
      (await app.inject({ method: 'GET', url: `/api/files/${id}`, headers: other.auth })).statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'GET', url: `/api/files/${id}` })).statusCode).toBe(401);

    // Staff read it once it is the owner's picture (an unused upload is the owner's alone).
    const saved = await app.inject({
      method: 'PATCH',
      url: '/api/user/saveProfilePicture',
      headers: applicant.auth,
      payload: { url: uploaded.json().secure_url },
    });
    expect(saved.statusCode).toBe(200);
    const elder = await createStaff(app, 'ELDER');
    const staffLogin = await logIn(app, elder.email, elder.password);
    const staffRead = await app.inject({
      method: 'GET',
      url: `/api/files/${id}`,
      headers: bearer(staffLogin.json().accessToken),
    });
    expect(staffRead.statusCode).toBe(200);
    expect(staffRead.rawPayload.equals(tinyPng)).toBe(true);
  });

  it('sweeps an upload unused for a day out of the bucket and the database', async () => {
    const applicant = await createApplicantWithPassword(app);
    const body = multipartFile('file', 'spare.png', tinyPng, 'image/png');
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/files',
      payload: body.payload,
      headers: { ...applicant.auth, ...body.headers },
    });
    const id = uploaded.json().id as string;
    const key = (await findFile(app.db, id))?.storageKey ?? '';
    await app.db.update(files).set({ createdAt: sql`now() - interval '25 hours'` }).where(eq(files.id, id));
    expect(await sweepUnusedUploads(app)).toBeGreaterThanOrEqual(1);
    expect(await findFile(app.db, id)).toBeUndefined();
    const direct = createS3Storage(parseStorageUrl(storageUrl), credentials);
    await expect(buffer(direct.read(key))).rejects.toMatchObject({ code: 'ENOENT' });
    direct.client.destroy();
  });
});
