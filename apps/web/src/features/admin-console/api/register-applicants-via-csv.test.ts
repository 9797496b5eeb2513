import type { CsvImportReport } from '@intake/contracts/csv-import';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NoResponseError } from '../../../lib/api-error';
import { getToken, saveSession } from '../../../lib/session';
import { FakeXhr } from '../test/fake-xhr';
import { ADMIN_TOKEN } from '../test/render-console';
import { readNdjsonLines, registerApplicantsViaCsv } from './register-applicants-via-csv';

const report: CsvImportReport = {
  rows: 2,
  added: 2,
  skipped: 0,
  rejected: 0,
  problems: [],
  problemsTruncated: false,
};
const csv = () => new File(['firstName,email\nAda,a@x.org\n'], 'applicants.csv', { type: 'text/csv' });

afterEach(() => {
  FakeXhr.instances = [];
});

describe('readNdjsonLines', () => {
  it('reads only complete lines and says where the next one starts', () => {
    const text = '{"type":"progress","processed":1}\n{"type":"progress","proc';
    const first = readNdjsonLines(text, 0);
    expect(first.events).toEqual([{ type: 'progress', processed: 1 }]);
    const more = `${text}essed":2}\n`;
    expect(readNdjsonLines(more, first.next).events).toEqual([{ type: 'progress', processed: 2 }]);
  });
});

describe('registerApplicantsViaCsv', () => {
  it('posts the file as multipart field `file` with the bearer, asking for NDJSON', async () => {
    saveSession(ADMIN_TOKEN);
    FakeXhr.install(vi.stubGlobal);
    const file = csv();
    const onUploadProgress = vi.fn();
    const onProcessed = vi.fn();
    const done = registerApplicantsViaCsv(file, { onUploadProgress, onProcessed });
    const xhr = FakeXhr.last();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/admin/registerApplicantsViaCSV');
    expect(xhr.requestHeaders).toEqual({
      Accept: 'application/x-ndjson',
      Authorization: `Bearer ${ADMIN_TOKEN}`,
    });
    expect(xhr.body).toBeInstanceOf(FormData);
    expect((xhr.body as FormData).get('file')).toBeInstanceOf(File);
    expect(((xhr.body as FormData).get('file') as File).name).toBe('applicants.csv');

    xhr.sendUpload(10, 40);
    expect(onUploadProgress).toHaveBeenCalledWith(10, 40);
    xhr.answer(200);
    xhr.chunk('{"type":"progress","processed":1}\n{"type":"progress",');
    xhr.chunk('"processed":2}\n');
    expect(onProcessed.mock.calls).toEqual([[1], [2]]);
    xhr.chunk(`${JSON.stringify({ type: 'report', report })}\n`);
    await xhr.finish();
    await expect(done).resolves.toEqual(report);
  });

  it('takes the plain JSON report from a server that answers JSON', async () => {
    FakeXhr.install(vi.stubGlobal);
    const done = registerApplicantsViaCsv(csv());
    const xhr = FakeXhr.last();
    xhr.answer(200, { 'Content-Type': 'application/json; charset=utf-8' });
    xhr.responseText = JSON.stringify(report);
    await xhr.finish();
    await expect(done).resolves.toEqual(report);
  });

  it('throws the error line of a failure part-way as an ApiError', async () => {
    FakeXhr.install(vi.stubGlobal);
    const failed = registerApplicantsViaCsv(csv()).catch((caught: unknown) => caught);
    const xhr = FakeXhr.last();
    xhr.answer(200);
    xhr.chunk(
      '{"type":"progress","processed":1}\n{"type":"error","message":"Import stopped","code":"INTERNAL"}\n',
    );
    await xhr.finish();
    const error = await failed;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Import stopped', code: 'INTERNAL' });
  });

  it('throws a 4xx answer as ApiError with its message, code and details; a 401 ends the session', async () => {
    saveSession(ADMIN_TOKEN);
    FakeXhr.install(vi.stubGlobal);
    const failed = registerApplicantsViaCsv(csv()).catch((caught: unknown) => caught);
    const xhr = FakeXhr.last();
    xhr.answer(401, { 'Content-Type': 'application/json' });
    xhr.responseText = JSON.stringify({ message: 'Please log in to continue.', code: 'UNAUTHENTICATED' });
    await xhr.finish();
    const error = await failed;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Please log in to continue.',
      code: 'UNAUTHENTICATED',
      status: 401,
    });
    expect(getToken()).toBeNull();
  });

  it('throws NoResponseError when the request never gets an answer', async () => {
    FakeXhr.install(vi.stubGlobal);
    const failed = registerApplicantsViaCsv(csv()).catch((caught: unknown) => caught);
    await FakeXhr.last().failNetwork();
    expect(await failed).toBeInstanceOf(NoResponseError);
  });
});
