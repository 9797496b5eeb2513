import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { ApplicantFilterQuery } from '@intake/contracts';
import { recordsReviewCopy } from '@intake/contracts/copy/records-review';
import { recordsErrors } from '@intake/contracts/errors/applicant-records';
import { appError } from '../../lib/app-error.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { type RecordsViewer, walkApplicantRecords } from './applicant-records.service.ts';
import {
  type FromWorkbookThread,
  type ToWorkbookThread,
  type WorkbookThreadData,
  workbookThread,
} from './applicant-workbook.worker.ts';

const columns = [
  { header: 'First name', key: 'firstName', width: 18 },
  { header: 'Last name', key: 'lastName', width: 18 },
  { header: 'E-mail', key: 'email', width: 32 },
  { header: 'Phone', key: 'phone', width: 16 },
  { header: 'Gender', key: 'gender', width: 10 },
  { header: 'Age range', key: 'ageRange', width: 12 },
  { header: 'Status', key: 'applicationStatus', width: 24 },
  { header: 'Applied', key: 'createdAt', width: 20 },
];

/** Workbook bytes held for a slow reader, in the portal and in the thread, before the export waits. */
const OUTPUT_BUFFER_BYTES = 1024 * 1024;

/**
 * The pause between two export pages. A timer, not setImmediate: a thread that never sleeps is
 * treated by the operating system as a batch job and waits behind every other process when the
 * machine is busy, and the next request with it (bench/export-load.ts).
 */
const PAUSE_MS = 2;

const threadSource = `(${workbookThread})()`;
const threadData: WorkbookThreadData = {
  exceljs: createRequire(import.meta.url).resolve('exceljs'),
  sheetName: 'applicants',
  columns,
  bufferBytes: OUTPUT_BUFFER_BYTES,
};

/**
 * Exports streaming at once in this process, in all and per staff member. A slot is taken before
 * the first byte and given back when the export's thread has ended (finished, failed or abandoned).
 * Running exports read the database in turns, one page at a time in the whole process.
 */
export class ExportSlots {
  private running = 0;
  private readonly byStaff = new Map<string, number>();
  private lastRead: Promise<unknown> = Promise.resolve();
  constructor(private readonly limits: { perProcess: number; perStaff: number }) {}

  /**
   * Runs `read` PAUSE_MS after every read asked before it has ended. So a request's query waits
   * for one export page at most, however many exports run (on the embedded database the queries
   * run on this thread; PostgreSQL's server shares the machine's cores), and this thread sleeps
   * between pages.
   */
  inTurn<T>(read: () => Promise<T>): Promise<T> {
    const turn = this.lastRead.then(() => new Promise((resolve) => setTimeout(resolve, PAUSE_MS))).then(read);
    this.lastRead = turn.catch(() => {});
    return turn;
  }

  /** Takes a slot for the staff member, or refuses with 429; answers the function that gives it back. */
  take(staffId: string) {
    const own = this.byStaff.get(staffId) ?? 0;
    if (own >= this.limits.perStaff) {
      throw appError(recordsErrors.ownExportRunning, {
        running: own,
        maxPerStaff: this.limits.perStaff,
      });
    }
    if (this.running >= this.limits.perProcess) {
      throw appError(recordsErrors.exportsBusy, {
        running: this.running,
        maxAtOnce: this.limits.perProcess,
      });
    }
    this.running += 1;
    this.byStaff.set(staffId, own + 1);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      this.running -= 1;
      const left = (this.byStaff.get(staffId) ?? 1) - 1;
      if (left > 0) this.byStaff.set(staffId, left);
      else this.byStaff.delete(staffId);
    };
  }
}

type SheetSource = Record<(typeof columns)[number]['key'], unknown> & {
  blind: boolean;
  applicationNumber: number;
};

/**
 * Only what the columns show crosses to the thread. A row withheld from an elder (issue 22.4) is
 * named by its application number, as the list names it, in the first column: no column is added
 * to every row for it (the export of 100,000 rows is near its 10 s budget).
 */
const toSheetRow = (row: SheetSource) =>
  Object.fromEntries(
    columns.map(({ key }) => [
      key,
      row.blind && key === 'firstName' ? recordsReviewCopy.blindName(row.applicationNumber) : row[key],
    ]),
  );

/**
 * Streams every record of the filter as an .xlsx workbook (an elder's blind rows withheld, as the
 * list shows them), within the staff member's and the
 * process's export slots. The workbook is rendered and zipped in a thread of its own; this thread
 * only reads keyset pages and hands them over, one page at a time when the thread asks, and gives
 * other requests a turn between pages (the embedded database runs its queries here). Memory stays
 * flat whatever the number of rows: one page in flight, bounded output buffers. When the reader
 * hangs up the thread is ended and the database no longer read.
 */
export function streamApplicantsWorkbook(
  deps: ServiceDeps<'db' | 'database' | 'log'>,
  slots: ExportSlots,
  staff: RecordsViewer & { userId: string },
  query: ApplicantFilterQuery,
) {
  const release = slots.take(staff.userId);
  let thread: Worker;
  try {
    thread = new Worker(threadSource, { eval: true, workerData: threadData });
  } catch (error) {
    release();
    throw error;
  }
  // A slot counts a thread that may still be working: it is given back when the thread has ended,
  // or as soon as the whole file has been read (the finished thread is then merely ending).
  thread.once('exit', release);
  const send = (message: ToWorkbookThread) => thread.postMessage(message);
  const pages = walkApplicantRecords(deps, query, staff);
  // The thread waits to hear that its last chunk was taken before it writes the next.
  let owed = false;
  const output = new Readable({
    highWaterMark: OUTPUT_BUFFER_BYTES,
    read() {
      if (!owed) return;
      owed = false;
      send({ taken: true });
    },
  });
  output.once('close', () => {
    if (output.readableEnded) release();
    void thread.terminate();
    void pages.return(undefined);
  });
  const fail = (error: unknown) => {
    deps.log.error({ err: error }, 'applicant export failed');
    output.destroy(error as Error);
  };

  const sendNextPage = async () => {
    const page = await slots.inTurn(() => pages.next());
    if (output.destroyed) return;
    send(page.done ? { end: true } : { rows: page.value.map(toSheetRow) });
  };
  thread.on('message', (message: FromWorkbookThread) => {
    if ('chunk' in message) {
      const { buffer, byteOffset, byteLength } = message.chunk;
      if (output.push(Buffer.from(buffer, byteOffset, byteLength))) send({ taken: true });
      else owed = true;
    } else if ('more' in message) sendNextPage().catch(fail);
    else output.push(null);
  });
  thread.on('error', fail);
  return output;
}
