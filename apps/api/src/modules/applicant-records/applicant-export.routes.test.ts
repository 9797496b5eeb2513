import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { messages } from '@intake/contracts';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffHeaders } from '../../../test/factories.ts';
import { buildIsolatedTestApp } from '../../../test/test-app.ts';

/** Enough rows that an export takes many pages and slices: it is still streaming when asked again. */
const APPLICANTS = 5_000;

let app: FastifyInstance;
let base: string;
beforeAll(async () => {
  app = await buildIsolatedTestApp({ EXPORTS_PER_PROCESS: '2', EXPORTS_PER_STAFF: '1' });
  await app.db.execute(sql`
    insert into users (email, first_name, last_name, phone, gender, role, created_at)
    select 'export' || n || '@example.com', 'Ada', 'Row' || n, '8012345678', 'Female', 'APPLICANT',
           now() - make_interval(secs => n)
    from generate_series(1, ${APPLICANTS}) as n`);
  await app.db.execute(sql`
    insert into applicants (user_id, age_range, application_status, terms_accepted_at, created_at)
    select id, '21-30', 'APPLIED', created_at, created_at from users where email like 'export%'`);
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(() => app.close());

/** Starts an export over real HTTP; resolves at its headers, with a way to read the rest or hang up. */
function startExport(headers: Record<string, string>) {
  return new Promise<{ status: number; body: () => Promise<Buffer>; hangUp: () => void }>(
    (resolve, reject) => {
      const request = http.get(`${base}/api/elder/exportApplicants`, { headers }, (response) => {
        response.pause();
        resolve({
          status: response.statusCode ?? 0,
          body: async () => {
            const chunks: Buffer[] = [];
            for await (const chunk of response) chunks.push(chunk as Buffer);
            return Buffer.concat(chunks);
          },
          hangUp: () => request.destroy(),
        });
      });
      request.on('error', reject);
    },
  );
}

const exportNow = (headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/elder/exportApplicants', headers });

describe('exports at once', () => {
  it('refuses a second export of the same staff member and one past the process cap with a clear 429, until one ends', async () => {
    const [elder, admin, sponsor] = [
      await staffHeaders(app, 'ELDER'),
      await staffHeaders(app, 'ADMIN'),
      await staffHeaders(app, 'SPONSOR'),
    ];
    const first = await startExport(elder);
    expect(first.status).toBe(200);
    const again = await exportNow(elder);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 'EXPORT_BUSY', message: messages.exportAlreadyRunning });

    const second = await startExport(admin);
    expect(second.status).toBe(200);
    const third = await exportNow(sponsor);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({
      code: 'EXPORT_BUSY',
      message: messages.exportsBusy,
      details: { maxAtOnce: 2 },
    });

    // Both stream every row to the end, and then the slots are free again.
    for (const running of [first, second]) {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await running.body()) as never);
      expect(workbook.getWorksheet('applicants')?.rowCount).toBeGreaterThanOrEqual(APPLICANTS + 1);
    }
    expect((await exportNow(sponsor)).statusCode).toBe(200);
    expect((await exportNow(elder)).statusCode).toBe(200);
  });

  it('gives the slot back when the reader hangs up mid-stream', async () => {
    const elder = await staffHeaders(app, 'ELDER');
    const abandoned = await startExport(elder);
    expect(abandoned.status).toBe(200);
    expect((await exportNow(elder)).statusCode).toBe(429);
    abandoned.hangUp();
    let status = 429;
    for (let tries = 0; tries < 50 && status === 429; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await exportNow(elder)).statusCode;
    }
    expect(status).toBe(200);
  });
});

describe('exports an hour', () => {
  let limited: FastifyInstance;
  beforeAll(async () => {
    limited = await buildIsolatedTestApp({ EXPORT_RATE_PER_HOUR: '2' });
  });
  afterAll(() => limited.close());

  it('limits the exports a staff member starts in an hour, each member on their own', async () => {
    const [elder, other] = [await staffHeaders(limited, 'ELDER'), await staffHeaders(limited, 'ELDER')];
    const exportAs = (headers: Record<string, string>) =>
      limited.inject({ method: 'GET', url: '/api/elder/exportApplicants', headers });
    expect((await exportAs(elder)).statusCode).toBe(200);
    expect((await exportAs(elder)).statusCode).toBe(200);
    const third = await exportAs(elder);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await exportAs(other)).statusCode).toBe(200);
  });
});
