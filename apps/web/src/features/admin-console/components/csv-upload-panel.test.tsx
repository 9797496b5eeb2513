import type { CsvImportReport } from '@intake/contracts/csv-import';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { buildReportCsv } from '../csv-report';
import { FakeXhr } from '../test/fake-xhr';
import { ADMIN_TOKEN, findFailureToast, findSuccessToast, renderAsAdmin } from '../test/render-console';
import { CsvUploadPanel } from './csv-upload-panel';

const report: CsvImportReport = {
  rows: 4,
  added: 2,
  skipped: 1,
  rejected: 1,
  problems: [
    { line: 3, email: 'ada@example.org', outcome: 'skipped', reason: 'Email already exists' },
    { line: 5, email: 'bad-address', outcome: 'rejected', reason: 'Please enter a valid email address' },
  ],
  problemsTruncated: false,
};

const csvText = [
  'firstName,lastName,email,phone,dialCode,gender,ageRange',
  'Ada,Obi,ada@example.org,8012345678,+234,Female,21-30',
  'Bola,Ade,bola@example.org,8012345679,+234,Male,21-30',
  'Chi,Eze,ada@example.org,8012345670,+234,Female,16-20',
  'Dan,Uche,bad-address,8012345671,+234,Male,31-39',
].join('\n');

const fileInput = (container: HTMLElement) =>
  container.querySelector('input[type="file"]') as HTMLInputElement;

const setUp = (applyAccept = true) => {
  const fetchMock = stubApi();
  FakeXhr.install(vi.stubGlobal);
  return { fetchMock, ...renderAsAdmin(<CsvUploadPanel />, { applyAccept }) };
};

async function uploadAndFinish(view: ReturnType<typeof setUp>) {
  await view.user.upload(
    fileInput(view.container),
    new File([csvText], 'applicants.csv', { type: 'text/csv' }),
  );
  await view.user.click(screen.getByRole('button', { name: 'Upload' }));
  const xhr = FakeXhr.last();
  xhr.answer(200);
  xhr.chunk(`${JSON.stringify({ type: 'report', report })}\n`);
  await xhr.finish();
  await findSuccessToast();
}

afterEach(() => {
  FakeXhr.instances = [];
});

describe('Upload Applicant CSV', () => {
  it('accepts only .csv in the picker', () => {
    const { container } = setUp();
    expect(fileInput(container)).toHaveAttribute('accept', '.csv,text/csv');
  });

  it("refuses a file that is not .csv before sending anything, with 'upload fail'", async () => {
    const { container, user, fetchMock } = setUp(false);
    await user.upload(fileInput(container), new File(['not,a,csv'], 'applicants.xlsx'));
    const toast = await findFailureToast();
    expect(toast).toHaveTextContent('upload fail');
    expect(toast).toHaveTextContent('Only .csv files can be uploaded.');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(FakeXhr.instances).toHaveLength(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows upload and processing progress from the NDJSON lines, then the report and upload success', async () => {
    const { container, user } = setUp();
    const file = new File([csvText], 'applicants.csv', { type: 'text/csv' });
    await user.upload(fileInput(container), file);
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    const xhr = FakeXhr.last();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/admin/registerApplicantsViaCSV');
    expect(xhr.requestHeaders.Authorization).toBe(`Bearer ${ADMIN_TOKEN}`);
    expect(xhr.requestHeaders.Accept).toBe('application/x-ndjson');
    const sent = (xhr.body as FormData).get('file') as File;
    expect(sent.name).toBe('applicants.csv');
    expect(await sent.text()).toBe(csvText);
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();

    xhr.sendUpload(50, 100);
    expect(screen.getByRole('progressbar', { name: 'Upload' })).toHaveAttribute('aria-valuenow', '50');
    xhr.sendUpload(100, 100);
    expect(screen.getByRole('progressbar', { name: 'Upload' })).toHaveAttribute('aria-valuenow', '100');

    xhr.answer(200);
    xhr.chunk('{"type":"progress","processed":1}\n{"type":"progress","processed":2}\n{"type":"pro');
    await waitFor(() => expect(screen.getByText('2 of about 4 rows processed')).toBeInTheDocument());
    expect(screen.getByRole('progressbar', { name: 'Processing' })).toHaveAttribute('aria-valuenow', '50');

    xhr.chunk(`gress","processed":4}\n${JSON.stringify({ type: 'report', report })}\n`);
    await xhr.finish();
    expect(await findSuccessToast()).toHaveTextContent('upload success');
    expect(screen.getByRole('progressbar', { name: 'Processing' })).toHaveAttribute('aria-valuenow', '100');

    const summary = screen.getByRole('group', { name: 'Import report' });
    expect(summary).toHaveTextContent('Rows: 4');
    expect(summary).toHaveTextContent('Added: 2');
    expect(summary).toHaveTextContent('Skipped: 1');
    expect(summary).toHaveTextContent('Rejected: 1');
    const rows = within(screen.getByRole('table', { name: 'Import report' })).getAllByRole('row');
    expect(rows.map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
      ['Line', 'Email', 'Outcome', 'Reason'],
      ['3', 'ada@example.org', 'Skipped', 'Email already exists'],
      ['5', 'bad-address', 'Rejected', 'Please enter a valid email address'],
    ]);
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it("shows 'upload fail' with the server's message when the file is refused before processing", async () => {
    const { container, user } = setUp();
    await user.upload(fileInput(container), new File([csvText], 'applicants.csv'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const xhr = FakeXhr.last();
    xhr.answer(400, { 'Content-Type': 'application/json' });
    xhr.responseText = JSON.stringify({
      message:
        'The first row must name the columns firstName, lastName, email, phone, dialCode, gender, ageRange',
      code: 'CSV_HEADER',
    });
    await xhr.finish();
    const toast = await findFailureToast();
    expect(toast).toHaveTextContent('upload fail');
    expect(toast).toHaveTextContent('The first row must name the columns');
    expect(screen.queryByRole('table', { name: 'Import report' })).not.toBeInTheDocument();
  });

  it("shows 'upload fail' with the message of an error line sent part-way", async () => {
    const { container, user } = setUp();
    await user.upload(fileInput(container), new File([csvText], 'applicants.csv'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const xhr = FakeXhr.last();
    xhr.answer(200);
    xhr.chunk(
      '{"type":"progress","processed":2}\n{"type":"error","message":"The import stopped","code":"INTERNAL"}\n',
    );
    await xhr.finish();
    const toast = await findFailureToast();
    expect(toast).toHaveTextContent('upload fail');
    expect(toast).toHaveTextContent('The import stopped');
  });

  it('says to connect when the upload gets no answer', async () => {
    const { container, user } = setUp();
    await user.upload(fileInput(container), new File([csvText], 'applicants.csv'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await FakeXhr.last().failNetwork();
    expect(await findFailureToast()).toHaveTextContent('Connect to the internet and try again');
  });

  it("'Download report' saves the report as a CSV made in the browser", async () => {
    const view = setUp();
    await uploadAndFinish(view);
    let saved: Blob | undefined;
    const createObjectURL = vi.fn((blob: Blob) => {
      saved = blob;
      return 'blob:report';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('applicant-import-report.csv');
      expect(this.href).toBe('blob:report');
    });
    await view.user.click(screen.getByRole('button', { name: 'Download report' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(saved?.type).toBe('text/csv;charset=utf-8');
    expect(await saved?.text()).toBe(buildReportCsv(report));
    click.mockRestore();
  });
});
