import {
  type ApplicantStage,
  type ApplicationStatus,
  applicantStages,
  applicationStatuses,
  applicationTransitions,
  CSV_COLUMNS,
} from '@intake/contracts';
import type { Funnel } from '@intake/contracts/funnel';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminHeaders, apply, multipartFile } from '../../../test/factories.ts';
import { buildIsolatedTestApp } from '../../../test/test-app.ts';
import { moveApplication, moveNative } from '../../core/application-status.service.ts';
import { activityLog, applicants, cohorts, users } from '../../db/schema/index.ts';

let app: FastifyInstance;
let admin: Record<string, string>;
let cohortId: string;

/** The shortest way from APPLIED to a status through the transition table. */
function pathTo(target: ApplicationStatus): ApplicationStatus[] {
  const queue: ApplicationStatus[][] = [['APPLIED']];
  while (queue.length) {
    const path = queue.shift() as ApplicationStatus[];
    const last = path.at(-1) as ApplicationStatus;
    if (last === target) return path;
    for (const next of applicationTransitions[last]) {
      if (!path.includes(next)) queue.push([...path, next]);
    }
  }
  throw new Error(`no way to ${target}`);
}

async function applicantAt(status: ApplicationStatus, withdrawn = false) {
  const { body } = await apply(app);
  const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, body.email));
  const id = user?.id as string;
  for (const to of pathTo(status).slice(1)) {
    await app.db.transaction((tx) => moveApplication(tx, id, { to, action: 'TEST_MOVE', refusal: 'no' }));
  }
  // An after-admission step logs nativeState values (PENDING → ACCEPTED_ADMISSION): not a status move.
  if (status === 'ACCEPTED_ADMISSION') {
    await app.db.transaction((tx) =>
      moveNative(tx, id, { to: 'ACCEPTED_ADMISSION', action: 'TEST_NATIVE', refusal: 'no' }),
    );
  }
  if (withdrawn) {
    await app.db.update(applicants).set({ withdrawnAt: new Date() }).where(eq(applicants.userId, id));
    await app.db.insert(activityLog).values({
      applicantId: id,
      actorId: id,
      action: 'APPLICATION_WITHDRAWN',
      details: { reason: 'I want to Withdraw my Application because moving away' },
    });
  }
}

beforeAll(async () => {
  app = await buildIsolatedTestApp();
  admin = await adminHeaders(app);
  await app.inject({
    method: 'POST',
    url: '/api/admin/createBatch',
    headers: admin,
    payload: { name: 'Agreement cohort', tuitionFee: 500_000 },
  });
  const [current] = await app.db.select().from(cohorts).where(eq(cohorts.isCurrent, true));
  cohortId = current?.id ?? '';
  // One applicant in every status but NATIVE, two in the stages the list names, two withdrawn.
  for (const status of applicationStatuses.filter((s) => s !== 'NATIVE')) await applicantAt(status);
  for (const status of ['INTERVIEWING', 'OFFERED_ADMISSION', 'ENROLLED'] as const) await applicantAt(status);
  await applicantAt('TESTED', true);
  await applicantAt('INTERVIEWED', true);
  // Two more from a CSV: one statement logs both (the trigger counts per statement).
  const fields = (email: string) =>
    ({
      firstName: 'Ada',
      lastName: 'Obi',
      email,
      phone: '8012345678',
      dialCode: '+234',
      gender: 'Male',
      ageRange: '16-20',
    }) as Record<string, string>;
  const csv = ['agreement-csv-1@example.com', 'agreement-csv-2@example.com']
    .map((email) => CSV_COLUMNS.map((column) => fields(email)[column]).join(','))
    .join('\n');
  const form = multipartFile(
    'file',
    'applicants.csv',
    Buffer.from(`${CSV_COLUMNS.join(',')}\n${csv}`),
    'text/csv',
  );
  const imported = await app.inject({
    method: 'POST',
    url: '/api/admin/registerApplicantsViaCSV',
    headers: { ...admin, ...form.headers, accept: 'application/json' },
    payload: form.payload,
  });
  expect(imported.statusCode).toBe(200);
});
afterAll(() => app.close());

it("agrees with the records list's count of every stage", async () => {
  const funnel = (
    await app.inject({ method: 'GET', url: `/api/admin/funnel/${cohortId}`, headers: admin })
  ).json() as Funnel;
  const funnelCount = (keys: readonly string[]) =>
    funnel.now
      .filter((row) => keys.length === 0 || keys.includes(row.listKey))
      .reduce((sum, row) => sum + row.applicants, 0);
  const stages = (Object.keys(applicantStages) as ApplicantStage[]).filter(
    (stage) => stage !== 'unsubscribed',
  );
  const compared = [];
  for (const stage of stages) {
    const list = await app.inject({
      method: 'GET',
      url: `/api/elder/getAllApplicants?stage=${stage}&size=1`,
      headers: admin,
    });
    compared.push({
      stage,
      list: Number(list.headers['x-total-count']),
      funnel: funnelCount(applicantStages[stage]),
    });
  }
  for (const row of compared) expect(row.funnel, row.stage).toBe(row.list);
  // Not a comparison of zeros: the list holds every applicant, and each named stage some.
  expect(compared.find((row) => row.stage === 'all')?.list).toBe(22);
  expect(compared.filter((row) => row.list > 0)).toHaveLength(compared.length);
  // Everyone reached APPLIED, the imported applicants too.
  expect(funnel.stages[0]?.reached).toBe(22);
});
