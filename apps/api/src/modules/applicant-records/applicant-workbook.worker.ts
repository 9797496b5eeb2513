import type { Column } from 'exceljs';

/** What the export thread is given when it starts. */
export interface WorkbookThreadData {
  /** exceljs's entry file, resolved by the portal (an evaluated thread has no module of its own). */
  exceljs: string;
  sheetName: string;
  columns: Pick<Column, 'header' | 'key' | 'width'>[];
  /** Workbook bytes the thread holds while the response is not read before it stops rendering. */
  bufferBytes: number;
}

/** From the portal: a page of rows (keyed like the columns), the end of the rows, or "chunk taken". */
export type ToWorkbookThread = { rows: Record<string, unknown>[] } | { end: true } | { taken: true };
/** From the thread: "send the next page", a chunk of the .xlsx file, or "the file is complete". */
export type FromWorkbookThread = { more: true } | { chunk: Uint8Array } | { done: true };

/**
 * The body of the thread that renders an export's .xlsx workbook, so that rendering and zipping
 * never hold the event loop that answers requests. It runs as evaluated source
 * (`new Worker(`(${workbookThread})()`, { eval: true })`): the API is bundled into one file, which
 * gives a worker no file to start from, and the same source then runs under vitest and from the
 * build. So it uses nothing from outside its own body but Node's own modules and its workerData.
 *
 * Backpressure both ways: it asks for the next page only once its output has room, and it writes
 * the next chunk only once the portal has taken the last one into the response.
 */
export function workbookThread() {
  // Modules come through process.getBuiltinModule: a bundler rewrites a bare `require`.
  const { parentPort, workerData } = process.getBuiltinModule('node:worker_threads');
  const { once } = process.getBuiltinModule('node:events');
  const { Writable } = process.getBuiltinModule('node:stream');
  const { createRequire } = process.getBuiltinModule('node:module');
  const data = workerData as WorkbookThreadData;
  // A low priority for this thread alone (on Linux a thread has its own nice value; elsewhere
  // it would be the whole process's): the thread that answers requests gets a core first, and the
  // export uses what is left.
  if (process.platform === 'linux') process.getBuiltinModule('node:os').setPriority(10);
  const ExcelJS = createRequire(data.exceljs)(data.exceljs) as typeof import('exceljs');
  const port = parentPort as NonNullable<typeof parentPort>;
  const send = (message: FromWorkbookThread, transfer: ArrayBuffer[] = []) =>
    port.postMessage(message, transfer);

  let whenTaken: (() => void) | undefined;
  const output = new Writable({
    highWaterMark: data.bufferBytes,
    write(chunk: Buffer, _encoding, callback) {
      // A copy: a Buffer may share its memory with others, only a whole ArrayBuffer is transferred.
      const bytes = new Uint8Array(chunk);
      whenTaken = callback;
      send({ chunk: bytes }, [bytes.buffer]);
    },
  });
  output.on('finish', () => send({ done: true }));

  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(data.sheetName);
  sheet.columns = data.columns;

  port.on('message', async (message: ToWorkbookThread) => {
    if ('taken' in message) {
      const callback = whenTaken;
      whenTaken = undefined;
      callback?.();
    } else if ('rows' in message) {
      for (const row of message.rows) sheet.addRow(row).commit();
      if (output.writableNeedDrain) await once(output, 'drain');
      send({ more: true });
    } else {
      sheet.commit();
      await workbook.commit();
    }
  });
  send({ more: true });
}
