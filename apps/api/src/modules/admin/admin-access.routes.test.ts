import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createApplicantWithPassword,
  logIn,
  multipartFile,
  staffHeaders,
} from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/index.ts';

let app: FastifyInstance;
let someone: string;
beforeAll(async () => {
  app = await buildTestApp();
  someone = encodeURIComponent((await createApplicantWithPassword(app)).email);
});
afterAll(() => app.close());

const csv = multipartFile(
  'file',
  'a.csv',
  Buffer.from('firstName,lastName,email,phone,dialCode,gender,ageRange\n'),
);
const session = {
  mode: 'Online',
  infoSessionLink: 'https://meet.example.org/x',
  sessionDate: '01-01-2031',
  sessionTime: '10:00',
};
const code = { discountOwner: 'Hub', code: 'ACCESS1', numberOfValidRegistration: 3, discountAmount: 1000 };

/** Every call of the admin console (issue 5), as the spec writes it. */
const adminCalls = (): InjectOptions[] => [
  { method: 'POST', url: '/api/admin/startApplications' },
  { method: 'POST', url: '/api/admin/stopApplications' },
  { method: 'POST', url: '/api/admin/createBatch', payload: { name: 'Cohort X' } },
  { method: 'POST', url: '/api/admin/registerApplicantsViaCSV', payload: csv.payload, headers: csv.headers },
  { method: 'POST', url: `/api/admin/resendEmail/?email=${someone}&emailType=createPassword` },
  { method: 'POST', url: '/api/infoSession/createInfoSession', payload: session },
  {
    method: 'POST',
    url: '/api/infoSession/updateInfoSession',
    payload: { ...session, infoSessionId: '00000000-0000-4000-8000-000000000000' },
  },
  { method: 'GET', url: '/api/admin/sendInfoSessionEmail' },
  { method: 'PATCH', url: `/api/admin/changeRole/?email=${someone}&newRole=Admin` },
  { method: 'PATCH', url: `/api/elder/enableLearnFundForm/${someone}` },
  { method: 'DELETE', url: `/api/applicant/stopTest/${someone}` },
  { method: 'POST', url: `/api/admin/resetApplicantTest/${someone}` },
  { method: 'GET', url: '/api/summerSchool/discountCode' },
  { method: 'POST', url: '/api/summerSchool/discountCode', payload: code },
  { method: 'PATCH', url: '/api/summerSchool/discountCode', payload: { ...code, discountOwner: undefined } },
  { method: 'DELETE', url: '/api/summerSchool/discountCode/ACCESS1' },
  { method: 'GET', url: '/api/admin/audit' },
];

async function callAs(headers: Record<string, string>) {
  const answers: string[] = [];
  for (const call of adminCalls()) {
    const response = await app.inject({ ...call, headers: { ...(call.headers as object), ...headers } });
    answers.push(`${call.method} ${call.url} → ${response.statusCode} ${response.json().code}`);
  }
  return answers;
}

describe('the admin console’s calls', () => {
  it('are refused to anonymous callers with 401 and the error shape', async () => {
    for (const answer of await callAs({})) expect(answer).toMatch(/→ 401 UNAUTHENTICATED$/);
  });

  it('are refused to applicants, elders and sponsors with 403', async () => {
    const applicant = await createApplicantWithPassword(app);
    const callers = {
      applicant: bearer((await logIn(app, applicant.email, applicant.password)).json().accessToken),
      elder: await staffHeaders(app, 'ELDER'),
      sponsor: await staffHeaders(app, 'SPONSOR'),
    };
    for (const headers of Object.values(callers)) {
      for (const answer of await callAs(headers)) expect(answer).toMatch(/→ 403 FORBIDDEN$/);
    }
    // None of them changed anything: the applicant named in the calls is still an applicant.
    const [named] = await app.db
      .select()
      .from(users)
      .where(eq(users.email, decodeURIComponent(someone)));
    expect(named?.role).toBe('APPLICANT');
  });
});
