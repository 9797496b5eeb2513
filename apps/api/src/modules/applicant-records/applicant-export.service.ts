import { PassThrough } from 'node:stream';
import { type ApplicantListQuery, errorCodes, messages } from '@intake/contracts';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { walkApplicantRecords } from './applicant-records.service.ts';

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

/** The longest an export works before it gives the event loop back (between rows). */
const SLICE_MS = 2;
/**
 * The pause between two slices: exports keep at most about half of the process's time, so requests
 * find the event loop free and the operating system still treats the process as responsive
 * (bench/export-load.mjs: the p95 of /api/user/me under 4 exports fell by about half against
 * back-to-back slices).
 */
const PAUSE_MS = 2;
/** Workbook bytes held for a slow reader before the export waits for it. */
const OUTPUT_BUFFER_BYTES = 1024 * 1024;

/** Resolves once the stream wants more, or is closed (then the caller sees `destroyed`). */
const drained = (stream: PassThrough) =>
  new Promise<void>((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });

/**
 * Exports streaming at once in this process, in all and per staff member. A slot is taken before
 * the first byte and given back when the stream closes (finished, failed or abandoned). Running
 * exports take turns: one slice of one export at a time, PAUSE_MS apart, so a request arriving
 * meanwhile waits for one slice at most, however many exports run.
 */
export class ExportSlots {
  private running = 0;
  private readonly byStaff = new Map<string, number>();
  private readonly waiting: (() => void)[] = [];
  private turning = false;

  /** Resolves when it is the caller's turn to work for up to SLICE_MS. */
  turn() {
    return new Promise<void>((resolve) => {
      this.waiting.push(resolve);
      if (!this.turning) this.nextTurn();
    });
  }

  // A timer runs on a later turn of the loop, after the I/O that arrived meanwhile.
  private nextTurn() {
    this.turning = true;
    setTimeout(() => {
      this.waiting.shift()?.();
      if (this.waiting.length > 0) this.nextTurn();
      else this.turning = false;
    }, PAUSE_MS);
  }

  constructor(private readonly limits: { perProcess: number; perStaff: number }) {}

  /** Takes a slot for the staff member, or refuses with 429; answers the function that gives it back. */
  take(staffId: string) {
    const own = this.byStaff.get(staffId) ?? 0;
    if (own >= this.limits.perStaff) {
      throw new AppError(429, errorCodes.exportBusy, messages.exportAlreadyRunning, {
        running: own,
        maxPerStaff: this.limits.perStaff,
      });
    }
    if (this.running >= this.limits.perProcess) {
      throw new AppError(429, errorCodes.exportBusy, messages.exportsBusy, {
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

/**
 * Streams every record of the filter as an .xlsx workbook, within the staff member's and the
 * process's export slots. Memory stays flat whatever the number of rows (keyset pages, rows
 * committed as they are read, a bounded output buffer the export waits on), and other requests
 * keep being answered: exports work in slices of SLICE_MS, one at a time, PAUSE_MS apart.
 */
export function streamApplicantsWorkbook(
  app: FastifyInstance,
  slots: ExportSlots,
  staffId: string,
  query: Pick<ApplicantListQuery, 'stage' | 'search'>,
) {
  const release = slots.take(staffId);
  const stream = new PassThrough({ highWaterMark: OUTPUT_BUFFER_BYTES });
  stream.once('close', release);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('applicants');
  sheet.columns = columns;
  (async () => {
    for await (const batch of walkApplicantRecords(app, query)) {
      let next = 0;
      while (next < batch.length) {
        await slots.turn();
        // The reader went away (the response closed): stop reading the database.
        if (stream.destroyed) return;
        const started = performance.now();
        for (const row of batch.slice(next)) {
          sheet.addRow(row).commit();
          next += 1;
          if (performance.now() - started >= SLICE_MS) break;
        }
        if (stream.writableNeedDrain) await drained(stream);
      }
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error) => {
    app.log.error({ err: error }, 'applicant export failed');
    stream.destroy(error);
  });
  return stream;
}
