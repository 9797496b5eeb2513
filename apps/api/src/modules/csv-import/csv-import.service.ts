import { createReadStream } from 'node:fs';
import {
  type Application,
  applySchema,
  CSV_COLUMNS,
  CSV_REPORT_PROBLEMS_MAX,
  type CsvColumn,
  type CsvImportReport,
  type CsvProblem,
  messages,
} from '@intake/contracts';
import { csvImportErrors, csvRowProblems } from '@intake/contracts/errors/csv-import';
import { checkApplicationPhone } from '@intake/contracts/phone';
import { type Parser, parse } from 'csv-parse';
import { insertActivities } from '../../core/activity-log.repository.ts';
import { findCurrentCohortId, insertApplicants } from '../../core/applicants.repository.ts';
import { insertAudit } from '../../core/audit-log.repository.ts';
import { insertUsersSkippingTakenEmails } from '../../core/users.repository.ts';
import { appError } from '../../lib/app-error.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { toApplicantUser } from '../applicants/applicants.service.ts';
import type { AuthDeps } from '../auth/auth.service.ts';
import { flagNewApplicants } from '../duplicates/duplicates.service.ts';

/** Rows registered per transaction: each batch is whole or absent, so a rerun just skips it. */
const BATCH_ROWS = 500;
/**
 * Batches in flight at once: the database writes the others while the newest is parsed and
 * checked. While people use the portal, one is written at a time, so the import leaves them the
 * database's cores too (decision 0099).
 */
const CONCURRENT_BATCHES = 3;
const CONCURRENT_BATCHES_BESIDE_PEOPLE = 1;
/**
 * Rows checked between turns of the event loop. Records wait in memory, so without a turn the
 * loop checked up to a thousand rows (zod, three phone parses each) before any other request or
 * database answer ran: 100–250 ms stalls for everyone on the portal during an import (issue 27.1).
 */
const ROWS_PER_TURN = 50;

type CsvImportDeps = AuthDeps & ServiceDeps<'backgroundPace'>;

type ParsedRecord = { record: string[]; info: { lines: number } };
type Candidate = { line: number; application: Application; phoneE164: string };

const headerProblem = () => appError(csvImportErrors.badHeader);

/** Maps each documented column to its position, or throws when the header row is not exactly them. */
function readHeader(header: string[] | undefined): Map<CsvColumn, number> {
  const names = (header ?? []).map((name) => name.trim());
  const positions = new Map<CsvColumn, number>();
  for (const column of CSV_COLUMNS) {
    const index = names.indexOf(column);
    if (index === -1) throw headerProblem();
    positions.set(column, index);
  }
  if (names.length !== CSV_COLUMNS.length) throw headerProblem();
  return positions;
}

/** The first problem of a row, as "column: message", checked by the apply form's own schema. */
function checkRow(
  record: string[],
  columns: Map<CsvColumn, number>,
):
  | { application: Application; phoneE164: string; reason?: undefined }
  | { application?: undefined; reason: string } {
  if (record.length !== CSV_COLUMNS.length) {
    return { reason: csvRowProblems.fieldCount(record.length) };
  }
  const fields = Object.fromEntries(CSV_COLUMNS.map((column) => [column, record[columns.get(column) ?? -1]]));
  // Staff import applicants the school already holds; the terms are theirs to have agreed.
  const result = applySchema.safeParse({ ...fields, tAndC: true });
  if (result.success) {
    const phone = checkApplicationPhone(result.data);
    return phone.problem
      ? { reason: `phone: ${phone.problem}` }
      : { application: result.data, phoneE164: phone.e164 };
  }
  const issue = result.error.issues[0];
  return { reason: issue ? `${issue.path.join('.') || 'row'}: ${issue.message}` : csvRowProblems.invalid };
}

/**
 * The parser's records in order, then its error if it failed. Node's own stream iterator drops
 * records still buffered when the stream errors; here every record read before a malformed
 * quote is handed over first. The parser pauses while too many records wait.
 */
async function* readRecords(parser: Parser): AsyncGenerator<ParsedRecord> {
  const queue: ParsedRecord[] = [];
  let failure: unknown;
  let ended = false;
  let wake: (() => void) | undefined;
  const notify = () => wake?.();
  parser.on('data', (record: ParsedRecord) => {
    queue.push(record);
    if (queue.length >= 2 * BATCH_ROWS) parser.pause();
    notify();
  });
  parser.on('error', (error) => {
    failure = error;
    notify();
  });
  parser.on('end', () => {
    ended = true;
    notify();
  });
  for (;;) {
    const record = queue.shift();
    if (record) {
      if (queue.length < BATCH_ROWS) parser.resume();
      yield record;
      continue;
    }
    if (failure) throw failure;
    if (ended) return;
    await new Promise<void>((resolve) => {
      wake = resolve;
    });
    wake = undefined;
  }
}

/**
 * Opens an uploaded CSV and checks its header row, before anything is registered or any answer
 * is sent. `run` then registers the rows in batches and answers the report.
 */
export async function openCsvImport(deps: CsvImportDeps, file: string, actorId: string, fileName: string) {
  const parser = createReadStream(file).pipe(
    parse({ bom: true, relax_column_count: true, skip_empty_lines: true, info: true, relax_quotes: false }),
  );
  const records = readRecords(parser);
  let first: IteratorResult<ParsedRecord>;
  try {
    first = await records.next();
  } catch {
    parser.destroy();
    throw headerProblem();
  }
  let columns: Map<CsvColumn, number>;
  try {
    columns = readHeader(first.done ? undefined : first.value.record);
  } catch (error) {
    parser.destroy();
    throw error;
  }

  return {
    async run(onProgress: (processed: number) => void = () => undefined): Promise<CsvImportReport> {
      const report: CsvImportReport = {
        rows: 0,
        added: 0,
        skipped: 0,
        rejected: 0,
        problems: [],
        problemsTruncated: false,
      };
      const note = (problem: CsvProblem) => {
        report[problem.outcome] += 1;
        if (report.problems.length < CSV_REPORT_PROBLEMS_MAX) report.problems.push(problem);
        else report.problemsTruncated = true;
      };
      const cohortId = await findCurrentCohortId(deps.db);
      const firstLineOf = new Map<string, number>();
      let batch: Candidate[] = [];

      const inFlight: Promise<void>[] = [];
      const pace = deps.backgroundPace;
      // When the current stretch of the import's own work on the event loop began.
      let stretchStart = performance.now();
      // Rows read up to the end of each batch, and which batches are written: progress reports
      // the rows up to the last batch written with every batch before it written too.
      const batchEnds: number[] = [];
      const written: boolean[] = [];
      let reported = 0;
      const flush = async () => {
        if (batch.length === 0) return;
        const candidates = batch;
        const index = batchEnds.push(report.rows) - 1;
        batch = [];
        const writeStarted = performance.now();
        const inserted = await registerBatch(deps, candidates, cohortId, actorId);
        // Issue 23.5: matches by phone or e-mail, in one statement, once the batch is committed:
        // of two batches written at once, the one committed last then sees the other's rows.
        await flagNewApplicants(
          deps.db,
          inserted.map((user) => user.id),
          'CSV_IMPORT',
        );
        // Beside people, as long again before the next batch: the import holds half a core at most.
        await pace.yieldAfter(performance.now() - writeStarted);
        const insertedEmails = new Set(inserted.map((user) => user.email));
        report.added += inserted.length;
        for (const { line, application } of candidates) {
          if (!insertedEmails.has(application.email)) {
            note({ line, email: application.email, outcome: 'skipped', reason: messages.emailAlreadyExists });
          }
        }
        written[index] = true;
        let processed: number | undefined;
        while (written[reported]) {
          processed = batchEnds[reported];
          reported += 1;
        }
        if (processed !== undefined) onProgress(processed);
      };

      try {
        for (;;) {
          let next: IteratorResult<ParsedRecord>;
          try {
            next = await records.next();
          } catch (error) {
            // A malformed quote stops the parser; what came before it is registered and reported.
            const line = (error as { lines?: number }).lines ?? report.rows + 2;
            note({
              line,
              email: null,
              outcome: 'rejected',
              reason: csvRowProblems.unreadableFromHere((error as Error).message),
            });
            break;
          }
          if (next.done) break;
          const { record, info } = next.value;
          report.rows += 1;
          if (report.rows % ROWS_PER_TURN === 0) {
            await pace.yieldAfter(performance.now() - stretchStart);
            stretchStart = performance.now();
          }
          // info.lines is where the record ends; a quoted field may span lines.
          const line = info.lines - record.reduce((n, field) => n + (field.match(/\n/g)?.length ?? 0), 0);
          const checked = checkRow(record, columns);
          if (!checked.application) {
            const email = record[columns.get('email') ?? -1]?.trim() || null;
            note({ line, email, outcome: 'rejected', reason: checked.reason });
            continue;
          }
          const { application, phoneE164 } = checked;
          const earlier = firstLineOf.get(application.email);
          if (earlier !== undefined) {
            note({
              line,
              email: application.email,
              outcome: 'skipped',
              reason: csvRowProblems.repeatsEmail(earlier),
            });
            continue;
          }
          firstLineOf.set(application.email, line);
          batch.push({ line, application, phoneE164 });
          if (batch.length >= BATCH_ROWS) {
            inFlight.push(flush());
            const limit = pace.peopleActive() ? CONCURRENT_BATCHES_BESIDE_PEOPLE : CONCURRENT_BATCHES;
            while (inFlight.length >= limit) await inFlight.shift();
            stretchStart = performance.now();
          }
        }
        inFlight.push(flush());
        await Promise.all(inFlight);
      } finally {
        parser.destroy();
      }

      await insertAudit(deps.db, {
        actorId,
        action: 'APPLICANTS_IMPORTED',
        subject: fileName,
        details: {
          rows: report.rows,
          added: report.added,
          skipped: report.skipped,
          rejected: report.rejected,
        },
      });
      return report;
    },
  };
}

/**
 * One batch in one transaction: users (taken e-mails left out, each owed its e-mail), their
 * applicant rows, then their activity.
 */
async function registerBatch(
  deps: AuthDeps,
  candidates: Candidate[],
  cohortId: string | undefined,
  actorId: string,
) {
  return deps.db.transaction(async (tx) => {
    // Each is owed the create-password e-mail: the mail worker writes it when the outbox has room,
    // after anyone's own mail (decision 0101).
    const inserted = await insertUsersSkippingTakenEmails(
      tx,
      candidates.map(({ application, phoneE164 }) => toApplicantUser(application, phoneE164)),
      { invitationOwed: true },
    );
    const ageRangeOf = new Map(
      candidates.map(({ application }) => [application.email, application.ageRange]),
    );
    const now = new Date();
    await insertApplicants(
      tx,
      inserted.map((user) => ({
        userId: user.id,
        ageRange: ageRangeOf.get(user.email) as Application['ageRange'],
        cohortId,
        termsAcceptedAt: now,
      })),
    );
    // After the applicants rows: the funnel's trigger reads the applicant's cohort (migration funnel_triggers).
    await insertActivities(
      tx,
      inserted.map((user) => ({
        applicantId: user.id,
        actorId,
        action: 'REGISTERED_BY_CSV',
        toStatus: 'APPLIED' as const,
      })),
    );
    return inserted;
  });
}
