import { z } from 'zod';
import {
  applicantFilterQuerySchema,
  applicantListQuerySchema,
  applicantRecordSchema,
} from '../applicant-records.ts';
import { defineEndpoint, STAFF_READ } from '../endpoint.ts';
import { errorCodes } from '../errors.ts';

/** The staff's records screen: the list and its spreadsheet. */
const access = { allow: STAFF_READ };
const tags = ['applicant-records'];

/** The headers that carry the list's count (the body is the spec's bare array). */
export const applicantListHeaders = {
  total: 'x-total-count',
  capped: 'x-total-capped',
  page: 'x-page',
  size: 'x-page-size',
} as const;

export const getAllApplicants = defineEndpoint({
  method: 'GET',
  path: '/api/elder/getAllApplicants',
  query: applicantListQuerySchema,
  response: z.array(applicantRecordSchema),
  access,
  errors: [],
  tags,
  summary: 'Applicants, newest first or by review; page, size, sort, search and filters run on the server',
  description:
    'Answers the spec’s array; each record adds its application number, the first-round review aggregate and, for an elder, whether it is blind (name, e-mail, phone, gender and age range withheld). The total is in x-total-count; a search or review filter counts at most 1,000 matches, and x-total-capped says when there are more.',
});

/** The answer is the workbook itself, streamed (not JSON). */
export const exportApplicants = defineEndpoint({
  method: 'GET',
  path: '/api/elder/exportApplicants',
  query: applicantFilterQuerySchema,
  response: z.unknown(),
  access,
  errors: [errorCodes.exportBusy, errorCodes.rateLimited],
  tags,
  summary: 'Every applicant of the filter as a spreadsheet named applicants (.xlsx), streamed',
  description:
    'Newest first; an elder’s blind rows have their identity withheld. EXPORTS_PER_STAFF and EXPORTS_PER_PROCESS exports stream at once; one more answers 429 EXPORT_BUSY.',
});
