import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build } from 'esbuild';
import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import type { FromWorkbookThread, WorkbookThreadData, workbookThread } from './applicant-workbook.worker.ts';

/** The thread's function as the API's build bundles it (apps/api/build.mjs: esbuild, ESM, Node). */
async function bundledThread() {
  const bundle = await build({
    entryPoints: [path.join(import.meta.dirname, 'applicant-workbook.worker.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    logLevel: 'silent',
  });
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'intake-workbook-thread-')), 'thread.mjs');
  writeFileSync(file, bundle.outputFiles[0]?.text ?? '');
  const bundled = (await import(pathToFileURL(file).href)) as { workbookThread: typeof workbookThread };
  return bundled.workbookThread;
}

// The sources run under vitest in the export's route tests; the build rewrites what it bundles.
it('renders the pages it is given into one sheet when bundled as the API is built', async () => {
  const workerData: WorkbookThreadData = {
    exceljs: createRequire(import.meta.url).resolve('exceljs'),
    sheetName: 'people',
    columns: [{ header: 'Name', key: 'name', width: 10 }],
    bufferBytes: 1024,
  };
  const thread = new Worker(`(${await bundledThread()})()`, { eval: true, workerData });
  const pages = [[{ name: 'Ada' }, { name: 'Chidi' }], [{ name: 'Amina' }]];
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    thread.on('error', reject);
    thread.on('message', (message: FromWorkbookThread) => {
      if ('chunk' in message) {
        chunks.push(Buffer.from(message.chunk));
        thread.postMessage({ taken: true });
      } else if ('more' in message) {
        const rows = pages.shift();
        thread.postMessage(rows ? { rows } : { end: true });
      } else resolve();
    });
  });
  await thread.terminate();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.concat(chunks) as never);
  const names = workbook
    .getWorksheet('people')
    ?.getSheetValues()
    .slice(1)
    .map((values) => (values as unknown[])[1]);
  expect(names).toEqual(['Name', 'Ada', 'Chidi', 'Amina']);
});
