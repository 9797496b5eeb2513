// POST /api/user/resetPassword/{email} for an e-mail with an account and for e-mails without one,
// alternately, on PostgreSQL: the answer must not tell them apart by its time (issue 18.10; before,
// 7.0 ms against 3.3 ms median). Budget: the medians within 20 % of each other.
import { randomUUID } from 'node:crypto';
import { KIT_ADMIN } from '@intake/test-kit';
import { percentile, quick, reportFigures, round, startBenchPortal } from './lib.ts';

const ROUNDS = quick ? 200 : 1000;
const WARM_UP = 50;
const KNOWN = KIT_ADMIN.email; // the first admin startPortal creates

const bench = await startBenchPortal('reset');
const { portal } = bench;
try {
  const reset = async (email: string) => {
    const answer = await portal.request('POST', `/api/user/resetPassword/${encodeURIComponent(email)}`);
    if (answer.status !== 200) throw new Error(`reset for ${email}: ${answer.status} ${answer.body}`);
    return answer.ms;
  };
  const unknown = () => `nobody-${randomUUID()}@example.com`;
  for (let i = 0; i < WARM_UP; i += 1) {
    await reset(KNOWN);
    await reset(unknown());
  }
  const known: number[] = [];
  const absent: number[] = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    // Alternating, so that a slow spell of the machine falls on both.
    known.push(await reset(KNOWN));
    absent.push(await reset(unknown()));
  }
  const knownMedian = percentile(known, 50);
  const absentMedian = percentile(absent, 50);
  const ratio = knownMedian / absentMedian;
  console.log(
    `reset password, ${ROUNDS} each: known account median ${round(knownMedian, 2)} ms (p95 ${round(percentile(known, 95), 2)}), ` +
      `unknown e-mail median ${round(absentMedian, 2)} ms (p95 ${round(percentile(absent, 95), 2)}), ratio ${round(ratio, 2)}`,
  );
  reportFigures([
    {
      name: 'reset password median, known account',
      value: round(knownMedian, 2),
      unit: 'ms',
      budget: 'within 20 % of unknown',
      ok: ratio <= 1.2 && ratio >= 1 / 1.2,
      reference: { name: 'unknown e-mail', value: round(absentMedian, 2), unit: 'ms' },
      ratio: round(ratio, 2),
    },
  ]);
} finally {
  await bench.close();
}
