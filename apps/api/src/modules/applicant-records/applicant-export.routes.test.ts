import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { messages } from '@intake/contracts';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffHeaders } from '../../../test/factories.ts';
import { buildIsolatedTestApp } from '../../../test/test-app.ts';

/** Enough rows that an export takes many pages: it is still streaming when asked again. */
const APPLICANTS = 5_000;
/** More than a page of applicants who applied within one millisecond, and as many at the same instant. */
const SAME_MILLISECOND = 120;

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
  // A page boundary falls among them: the next page starts exactly after the last row (a cursor
  // cut to JavaScript's milliseconds would skip the rest of that millisecond).
  await app.db.execute(sql`
    insert into users (email, first_name, last_name, phone, gender, role, created_at)
    select 'instant' || n || '@example.com', 'Bola', 'Tie' || n, '8098765432', 'Male', 'APPLICANT',
           case when n <= ${SAME_MILLISECOND} then timestamptz '2020-01-01 00:00:00.000001+00' + make_interval(secs => n / 1000000.0)
                else timestamptz '2019-12-31 00:00:00+00' end
    from generate_series(1, ${2 * SAME_MILLISECOND}) as n`);
  await app.db.execute(sql`
    insert into applicants (user_id, age_range, application_status, terms_accepted_at, created_at)
    select id, 'Under 16', 'INVITED_FOR_INTERVIEW', created_at, created_at from users where email like 'instant%'`);
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
    // Started together, so that neither is done by the time the other's thread has started.
    const [first, second] = await Promise.all([startExport(elder), startExport(admin)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const again = await exportNow(elder);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 'EXPORT_BUSY', message: messages.exportAlreadyRunning });
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

  // The slot of an unfinished export is given back when its thread has ended.
  it('ends the export and gives its slot back when the reader hangs up mid-stream', async () => {
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

describe('the workbook', () => {
  it('holds every listed applicant once, newest first, with the columns of the list', async () => {
    const expected = (await app.db.execute(sql`
      select u.first_name, u.last_name, u.email, u.phone, u.gender, a.age_range, a.application_status,
             a.created_at
      from applicants a join users u on u.id = a.user_id
      where a.list_key is not null
      order by a.created_at desc, a.user_id desc`)) as unknown as { rows: Record<string, string | Date>[] };
    const answer = await exportNow(await staffHeaders(app, 'ADMIN'));
    expect(answer.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as never);
    const sheet = workbook.getWorksheet('applicants');
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'First name',
      'Last name',
      'E-mail',
      'Phone',
      'Gender',
      'Age range',
      'Status',
      'Applied',
    ]);
    const rows = (sheet?.getSheetValues() ?? []).slice(2).map((values) => (values as unknown[]).slice(1));
    const rowsOf = (records: typeof expected.rows) =>
      records.map((record) => [
        record.first_name,
        record.last_name,
        record.email,
        record.phone,
        record.gender,
        record.age_range,
        record.application_status,
        new Date(record.created_at as Date).toISOString(),
      ]);
    expect(rows.map((row) => [...row.slice(0, 7), (row[7] as Date).toISOString()])).toEqual(
      rowsOf(expected.rows),
    );
    expect(expected.rows.length).toBe(APPLICANTS + 2 * SAME_MILLISECOND);
  });

  it('answers other requests while an export is being built', async () => {
    const elder = await staffHeaders(app, 'ELDER');
    const running = await startExport(elder);
    expect(running.status).toBe(200);
    let finished = false;
    const file = running.body().then((body) => {
      finished = true;
      return body;
    });
    const me = await fetch(`${base}/api/user/me`, { headers: elder });
    expect(me.status).toBe(200);
    expect(finished).toBe(false);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await file) as never);
    expect(workbook.getWorksheet('applicants')?.rowCount).toBe(APPLICANTS + 2 * SAME_MILLISECOND + 1);
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
