import {
  CSV_IMPORT_STREAM_TYPE,
  type CsvImportEvent,
  type CsvImportReport,
  csvImportEventSchema,
  csvImportReportSchema,
} from '@intake/contracts/csv-import';
import { registerApplicantsViaCsv as csvImportCall } from '@intake/contracts/endpoints/csv-import';
import { messages } from '@intake/contracts/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorFrom, endpointUrl } from '../../../lib/api-client';
import { ApiError, NoResponseError } from '../../../lib/api-error';
import { clearSession, getToken } from '../../../lib/session';
import { refreshAudit } from './query-keys';

export type CsvUploadCallbacks = {
  /** Bytes of the file sent so far, of the total. */
  onUploadProgress?: (loaded: number, total: number) => void;
  /** Rows the server has processed so far. */
  onProcessed?: (processed: number) => void;
};

/** Reads NDJSON as it arrives: the complete lines since the last call, and where the next one starts. */
export function readNdjsonLines(text: string, from: number): { events: CsvImportEvent[]; next: number } {
  const events: CsvImportEvent[] = [];
  let start = from;
  let end = text.indexOf('\n', start);
  while (end !== -1) {
    const line = text.slice(start, end).trim();
    if (line) events.push(csvImportEventSchema.parse(JSON.parse(line)));
    start = end + 1;
    end = text.indexOf('\n', start);
  }
  return { events, next: start };
}

/**
 * Registers applicants from a CSV: the file as multipart in the field `file`, with the
 * bearer token, asking for NDJSON so the processing can be followed. XMLHttpRequest rather than
 * fetch, for the upload's progress. Errors as `apiRequest` throws them.
 */
export function registerApplicantsViaCsv(
  file: File,
  callbacks: CsvUploadCallbacks = {},
): Promise<CsvImportReport> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let read = 0;
    let report: CsvImportReport | null = null;
    let failure: ApiError | null = null;

    const consume = (text: string) => {
      const { events, next } = readNdjsonLines(text, read);
      read = next;
      for (const event of events) {
        if (event.type === 'progress') callbacks.onProcessed?.(event.processed);
        else if (event.type === 'report') report = event.report;
        else failure = new ApiError(event.message, event.code, xhr.status);
      }
    };

    xhr.open(csvImportCall.method, endpointUrl(csvImportCall));
    xhr.setRequestHeader('Accept', CSV_IMPORT_STREAM_TYPE);
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    xhr.upload.onprogress = (event) => {
      callbacks.onUploadProgress?.(event.loaded, event.lengthComputable ? event.total : file.size);
    };
    xhr.onprogress = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          consume(xhr.responseText);
        } catch {
          // A line that does not parse yet is read again with the rest of the answer.
        }
      }
    };
    xhr.onerror = () => reject(new NoResponseError());
    xhr.onabort = () => reject(new NoResponseError());
    xhr.onload = () => {
      const text = xhr.responseText ?? '';
      if (xhr.status < 200 || xhr.status >= 300) {
        if (xhr.status === 401) clearSession();
        reject(apiErrorFrom(xhr.status, text));
        return;
      }
      try {
        const contentType = xhr.getResponseHeader('Content-Type') ?? '';
        if (contentType.includes('application/json')) {
          // A server that ignores the Accept header answers the plain report.
          resolve(csvImportReportSchema.parse(JSON.parse(text)));
          return;
        }
        consume(text.endsWith('\n') ? text : `${text}\n`);
      } catch {
        reject(new ApiError(messages.internalError, 'INTERNAL', xhr.status));
        return;
      }
      if (failure) reject(failure);
      else if (report) resolve(report);
      else reject(new ApiError(messages.internalError, 'INTERNAL', xhr.status));
    };

    const body = new FormData();
    body.append('file', file, file.name);
    xhr.send(body);
  });
}

export const useRegisterApplicantsViaCsvMutation = (callbacks: CsvUploadCallbacks) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => registerApplicantsViaCsv(file, callbacks),
    onSettled: () => refreshAudit(queryClient),
  });
};
