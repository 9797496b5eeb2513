import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { FILE_MAX_BYTES, messages } from '@intake/contracts';
import { and, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmittedApplicant } from '../../../test/after-admission-factories.ts';
import {
  createApplicantWithPassword,
  multipartFile,
  staffHeaders,
  tinyPng,
  uniquePng,
} from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { enqueueJob } from '../../core/jobs.repository.ts';
import { files, jobs, mailOutbox, users } from '../../db/schema/index.ts';
import { formatSchoolDate } from '../../lib/school-time.ts';
import { findFile } from './files.repository.ts';
import { SWEEP_UNUSED_UPLOADS_JOB, scheduleUploadSweep, sweepUnusedUploads } from './files.service.ts';

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

/** A bank-transfer proof of payment made today, naming an uploaded file. */
const proofOf = (link: string) => ({
  paymentMethod: 'bank transfer',
  amountPaid: 50000,
  transactionDate: formatSchoolDate(new Date(), 'Africa/Lagos'),
  transactionImageLink: link,
  phoneNumber: '',
  depositorName: '',
  depositorAccountName: 'Ada Obi',
  originatingBankName: 'First Bank',
  depositorEmail: '',
});

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

  it('names the stored file by what it is, not by the name it was sent under', async () => {
    const applicant = await createApplicantWithPassword(app);
    const answer = await upload(applicant.auth, 'receipt.html', tinyPng, 'text/html');
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ original_filename: 'receipt.png', format: 'png' });
    const read = await app.inject({
      method: 'GET',
      url: `/api/files/${answer.json().id}`,
      headers: applicant.auth,
    });
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.headers['content-disposition']).toBe('inline; filename="receipt.png"');
  });
});

describe('who reads which kind of file', () => {
  type Caller = 'owner' | 'otherApplicant' | 'elder' | 'sponsor' | 'admin' | 'suspended' | 'anonymous';
  /** What each caller gets, by what the file serves as (the owner always reads their own). */
  const expected: Record<'paymentProof' | 'profilePicture' | 'unused', Record<Caller, number[]>> = {
    paymentProof: {
      owner: [200],
      otherApplicant: [403],
      elder: [200],
      sponsor: [403],
      admin: [200],
      suspended: [401, 403],
      anonymous: [401],
    },
    profilePicture: {
      owner: [200],
      otherApplicant: [403],
      elder: [200],
      sponsor: [200],
      admin: [200],
      suspended: [401, 403],
      anonymous: [401],
    },
    unused: {
      owner: [200],
      otherApplicant: [403],
      elder: [403],
      sponsor: [403],
      admin: [403],
      suspended: [401, 403],
      anonymous: [401],
    },
  };

  it('serves a payment proof to admins and elders, a picture to all staff, an unused upload to its owner only; never stored', async () => {
    const owner = await createAdmittedApplicant(app);
    // Each proof is a file of its own: a file sent as proof before is refused (issue 24.6).
    const png = uniquePng();
    const proofFile = (await upload(owner.auth, 'receipt.png', png)).json();
    const filed = await app.inject({
      method: 'POST',
      url: '/api/native/uploadProofOfPayment',
      headers: owner.auth,
      payload: proofOf(proofFile.secure_url),
    });
    expect(filed.statusCode).toBe(200);
    const picture = (await upload(owner.auth, 'me.png', png)).json();
    const saved = await app.inject({
      method: 'PATCH',
      url: '/api/user/saveProfilePicture',
      headers: owner.auth,
      payload: { url: picture.secure_url },
    });
    expect(saved.statusCode).toBe(200);
    const unused = (await upload(owner.auth, 'spare.png', png)).json();

    const suspended = await createApplicantWithPassword(app);
    const admin = await staffHeaders(app, 'ADMIN');
    const suspend = await app.inject({
      method: 'PATCH',
      url: `/api/admin/changeRole?email=${encodeURIComponent(suspended.email)}&newRole=Suspended`,
      headers: admin,
    });
    expect(suspend.statusCode).toBe(200);
    const headersOf: Record<Caller, Record<string, string>> = {
      owner: owner.auth,
      otherApplicant: (await createApplicantWithPassword(app)).auth,
      elder: await staffHeaders(app, 'ELDER'),
      sponsor: await staffHeaders(app, 'SPONSOR'),
      admin,
      suspended: suspended.auth,
      anonymous: {},
    };
    const ids = { paymentProof: proofFile.id, profilePicture: picture.id, unused: unused.id };
    const seen: string[] = [];
    const wanted: string[] = [];
    for (const [kind, id] of Object.entries(ids) as [keyof typeof ids, string][]) {
      for (const [caller, headers] of Object.entries(headersOf) as [Caller, Record<string, string>][]) {
        const read = await app.inject({ method: 'GET', url: `/api/files/${id}`, headers });
        const allowed = expected[kind][caller];
        seen.push(
          `${kind} as ${caller}: ${allowed.includes(read.statusCode) ? allowed[0] : read.statusCode}`,
        );
        wanted.push(`${kind} as ${caller}: ${allowed[0]}`);
        if (read.statusCode === 200) {
          expect(read.headers['cache-control']).toBe('no-store');
          expect(read.rawPayload.equals(png)).toBe(true);
        }
      }
    }
    expect(seen).toEqual(wanted);
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

describe('the proof e-mail to staff', () => {
  it('attaches the file under the name of what it is', async () => {
    const owner = await createAdmittedApplicant(app);
    const sent = (await upload(owner.auth, 'receipt.html', uniquePng(), 'text/html')).json();
    const filed = await app.inject({
      method: 'POST',
      url: '/api/native/uploadProofOfPayment',
      headers: owner.auth,
      payload: proofOf(sent.secure_url),
    });
    expect(filed.statusCode).toBe(200);
    const mails = await app.db
      .select({ attachments: mailOutbox.attachments })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'payment-proof-received'), like(mailOutbox.text, `%${owner.email}%`)));
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) {
      expect(mail.attachments?.map(({ filename, contentType }) => ({ filename, contentType }))).toEqual([
        { filename: 'receipt.png', contentType: 'image/png' },
      ]);
    }
  });
});

describe('upload quota and rate limit', () => {
  it('refuses an upload past the quota of unused files, and frees it when one is used', async () => {
    const limited = await buildTestApp({ UPLOAD_QUOTA_FILES: '3', UPLOAD_RATE_PER_MINUTE: '1000' });
    try {
      const applicant = await createApplicantWithPassword(limited);
      const send = (name: string) => {
        const body = multipartFile('file', name, tinyPng);
        return limited.inject({
          method: 'POST',
          url: '/api/files',
          payload: body.payload,
          headers: { ...applicant.auth, ...body.headers },
        });
      };
      // Six at once, as a burst from one account: exactly the quota gets in.
      const burst = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => send(`p${n}.png`)));
      expect(burst.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 201, 429, 429, 429]);
      const refused = burst.find((answer) => answer.statusCode === 429);
      expect(refused?.json()).toMatchObject({
        code: 'UPLOAD_QUOTA_EXCEEDED',
        message: messages.uploadQuotaReached,
        details: { unusedFiles: 3, maxFiles: 3 },
      });
      const kept = await limited.db
        .select({ key: files.storageKey })
        .from(files)
        .innerJoin(users, eq(users.id, files.ownerId))
        .where(eq(users.email, applicant.email));
      expect(kept).toHaveLength(3);
      // Using one as the profile picture takes it out of the count.
      const accepted = burst.find((answer) => answer.statusCode === 201)?.json();
      const saved = await limited.inject({
        method: 'PATCH',
        url: '/api/user/saveProfilePicture',
        headers: applicant.auth,
        payload: { url: accepted.secure_url },
      });
      expect(saved.statusCode).toBe(200);
      expect((await send('again.png')).statusCode).toBe(201);
      expect((await send('more.png')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('limits uploads a minute per account, not per address', async () => {
    const limited = await buildTestApp({ UPLOAD_RATE_PER_MINUTE: '2' });
    try {
      const first = await createApplicantWithPassword(limited);
      const second = await createApplicantWithPassword(limited);
      const send = (auth: Record<string, string>) => {
        const body = multipartFile('file', 'a.png', tinyPng);
        return limited.inject({
          method: 'POST',
          url: '/api/files',
          payload: body.payload,
          headers: { ...auth, ...body.headers },
        });
      };
      expect((await send(first.auth)).statusCode).toBe(201);
      expect((await send(first.auth)).statusCode).toBe(201);
      const third = await send(first.auth);
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect((await send(second.auth)).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('sweeping unused uploads', () => {
  it('deletes, from storage and database, uploads nothing has used for a day; two processes at once', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'intake-sweep-'));
    const [a, b] = [await buildTestApp({ DATA_DIR: dataDir }), await buildTestApp({ DATA_DIR: dataDir })];
    try {
      const owner = await createAdmittedApplicant(a);
      // A proof must be a file never sent as proof before (issue 24.6).
      const png = uniquePng();
      const send = async (name: string) => {
        const body = multipartFile('file', name, png);
        const answer = await a.inject({
          method: 'POST',
          url: '/api/files',
          payload: body.payload,
          headers: { ...owner.auth, ...body.headers },
        });
        return answer.json() as { id: string; secure_url: string };
      };
      const [proof, picture, oldUnused, otherOldUnused, freshUnused] = await Promise.all(
        ['proof.png', 'me.png', 'old.png', 'old2.png', 'fresh.png'].map(send),
      );
      if (!proof || !picture || !oldUnused || !otherOldUnused || !freshUnused) throw new Error('uploads');
      const filed = await a.inject({
        method: 'POST',
        url: '/api/native/uploadProofOfPayment',
        headers: owner.auth,
        payload: proofOf(proof.secure_url),
      });
      expect(filed.statusCode).toBe(200);
      const saved = await a.inject({
        method: 'PATCH',
        url: '/api/user/saveProfilePicture',
        headers: owner.auth,
        payload: { url: picture.secure_url },
      });
      expect(saved.statusCode).toBe(200);
      const old = [proof.id, picture.id, oldUnused.id, otherOldUnused.id];
      await a.db
        .update(files)
        .set({ createdAt: sql`now() - interval '25 hours'` })
        .where(inArray(files.id, old));
      const keyOf = async (id: string) => (await findFile(a.db, id))?.storageKey ?? '';
      const oldKeys = [await keyOf(oldUnused.id), await keyOf(otherOldUnused.id)];

      // The job, as the worker runs it, on two processes at once.
      await enqueueJob(a.db, {
        kind: SWEEP_UNUSED_UPLOADS_JOB,
        payload: {},
        runAt: new Date(Date.now() - 1000),
        uniqueKey: `test-sweep-${randomUUID()}`,
      });
      const [sweptA, sweptB] = await Promise.all([sweepUnusedUploads(a), sweepUnusedUploads(b)]);
      expect((sweptA ?? 0) + (sweptB ?? 0)).toBeGreaterThanOrEqual(2);
      expect(await a.jobs.runDue()).toBeGreaterThanOrEqual(1);

      const left = await a.db
        .select({ id: files.id })
        .from(files)
        .where(inArray(files.id, [...old, freshUnused.id]));
      expect(left.map((row) => row.id).sort()).toEqual([proof.id, picture.id, freshUnused.id].sort());
      for (const key of oldKeys) {
        await expect(buffer(a.storage.read(key))).rejects.toMatchObject({ code: 'ENOENT' });
      }
      const proofRead = await a.inject({ method: 'GET', url: `/api/files/${proof.id}`, headers: owner.auth });
      expect(proofRead.rawPayload.equals(png)).toBe(true);
      // The job queued the next hour's sweep, once, whichever process asked.
      await Promise.all([scheduleUploadSweep(a), scheduleUploadSweep(b)]);
      const next = await a.db
        .select({ runAt: jobs.runAt })
        .from(jobs)
        .where(
          and(
            eq(jobs.kind, SWEEP_UNUSED_UPLOADS_JOB),
            isNull(jobs.finishedAt),
            like(jobs.uniqueKey, 'sweep-%'),
          ),
        );
      expect(next).toHaveLength(1);
      expect(next[0]?.runAt.getTime()).toBeGreaterThan(Date.now());
    } finally {
      await a.close();
      await b.close();
    }
  });
});
