// Growth (issue 27.5): the cost of the staff list, the export and the CSV import as the intake grows
// from 10,000 to 100,000 to 1,000,000 applicants on PostgreSQL, in one database grown in steps. At
// each size: the p95 of one page of the list (four kinds of query, 50 requests each, the slowest
// kind counted); the export of one stage (a tenth of the applicants) with the portal's memory
// sampled; and a 10,000-row CSV import into the grown table, memory sampled. Time per applicant and
// memory must stay flat: the largest size within 1.5× the smallest per row, memory growth < 100 MB.
// Prints a table and writes it as an SVG chart to bench/history/growth.svg.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { applicantsCsv } from '@intake/test-kit';
import {
  type Figure,
  insertApplicantUsers,
  percentile,
  quick,
  reportFigures,
  round,
  startBenchPortal,
} from './lib.ts';

const SIZES = (process.env.BENCH_GROWTH_SIZES ?? (quick ? '10000,50000,100000' : '10000,100000,1000000'))
  .split(',')
  .map(Number);
const IMPORT_ROWS = quick ? 2_000 : 10_000;
const RUNS = 50;
const CHART = path.join(import.meta.dirname, 'history', 'growth.svg');

interface Step {
  applicants: number;
  listP95: number;
  exportRows: number;
  exportSeconds: number;
  exportMb: number;
  importSeconds: number;
  importMb: number;
}
const perRowMicros = (seconds: number, rows: number) => round((seconds * 1e6) / rows);

const bench = await startBenchPortal('growth', { WORKERS: 'off' });
const { portal, db, adminToken: token } = bench;

/** Runs `work` while sampling the portal's resident memory; answers the growth over the start. */
async function sampled<T>(work: () => Promise<T>): Promise<{ result: T; growthMb: number }> {
  const baseline = portal.rssMb();
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, portal.rssMb());
  }, 25);
  try {
    const result = await work();
    peak = Math.max(peak, portal.rssMb());
    return { result, growthMb: round(peak - baseline) };
  } finally {
    clearInterval(sampler);
  }
}

const listQueries = [
  '?page=1&size=10',
  '?stage=interviewed&page=1&size=10',
  '?search=okafor12&page=1&size=10',
  '?stage=interviewed&page=50&size=10',
];

try {
  const steps: Step[] = [];
  let seeded = 0;
  for (const size of SIZES) {
    const started = performance.now();
    await insertApplicantUsers((text) => db.query(text), size - seeded, seeded + 1);
    // Every tenth applicant is INTERVIEWED: the stage the export streams.
    await db.query(`
      insert into applicants (user_id, age_range, application_status, terms_accepted_at, created_at)
      select u.id, '21-30', case when n % 10 = 0 then 'INTERVIEWED' else 'APPLIED' end, u.created_at, u.created_at
      from (select id, created_at, split_part(split_part(email, '@', 1), 'applicant', 2)::int as n
            from users where email like 'applicant%@bench.test') u
      where n > ${seeded}`);
    seeded = size;
    await db.query('vacuum analyze');
    await db.query('checkpoint');
    console.log(
      `\n${size.toLocaleString()} applicants (seeded in ${round((performance.now() - started) / 1000)} s)`,
    );

    let listP95 = 0;
    for (const query of listQueries) {
      const times: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const answer = await portal.request('GET', `/api/elder/getAllApplicants${query}`, token);
        if (answer.status !== 200) throw new Error(`list ${query}: ${answer.status} ${answer.body}`);
        times.push(answer.ms);
      }
      const p95 = percentile(times, 95);
      console.log(
        `  list ${query}: p50 ${round(percentile(times, 50))} · p95 ${round(p95)} · max ${round(Math.max(...times))} ms`,
      );
      listP95 = Math.max(listP95, p95);
    }

    const exported = await sampled(() =>
      portal.request('GET', '/api/elder/exportApplicants?stage=interviewed', token),
    );
    if (exported.result.status !== 200) throw new Error(`export: ${exported.result.status}`);

    const csv = applicantsCsv(IMPORT_ROWS, `growth${size}.bench.test`);
    const imported = await sampled(async () => {
      const form = new FormData();
      form.append('file', new Blob([csv], { type: 'text/csv' }), 'applicants.csv');
      const importStarted = performance.now();
      const response = await fetch(`http://127.0.0.1:${portal.port}/api/admin/registerApplicantsViaCSV`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`import: ${response.status}`);
      return (performance.now() - importStarted) / 1000;
    });

    const step: Step = {
      applicants: size,
      listP95: round(listP95),
      exportRows: size / 10,
      exportSeconds: round(exported.result.ms / 1000, 2),
      exportMb: exported.growthMb,
      importSeconds: round(imported.result, 2),
      importMb: imported.growthMb,
    };
    steps.push(step);
    console.log(
      `  list p95 ${step.listP95} ms · export ${step.exportRows.toLocaleString()} rows ${step.exportSeconds} s (+${step.exportMb} MB) · import ${IMPORT_ROWS.toLocaleString()} rows ${step.importSeconds} s (+${step.importMb} MB)`,
    );
  }

  console.log('\n| applicants | list p95 | export | per row | memory | CSV import | per row | memory |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const s of steps) {
    console.log(
      `| ${s.applicants.toLocaleString()} | ${s.listP95} ms | ${s.exportSeconds} s | ${perRowMicros(s.exportSeconds, s.exportRows)} µs | +${s.exportMb} MB | ${s.importSeconds} s | ${perRowMicros(s.importSeconds, IMPORT_ROWS)} µs | +${s.importMb} MB |`,
    );
  }
  mkdirSync(path.dirname(CHART), { recursive: true });
  writeFileSync(CHART, growthChart(steps));
  console.log(`\nChart: ${path.relative(process.cwd(), CHART)}`);

  const first = steps[0] as Step;
  const last = steps[steps.length - 1] as Step;
  const flat = (a: number, b: number) => round(b / a, 2);
  const exportRatio = flat(
    perRowMicros(first.exportSeconds, first.exportRows),
    perRowMicros(last.exportSeconds, last.exportRows),
  );
  const importRatio = flat(first.importSeconds, last.importSeconds);
  const worstMemory = Math.max(...steps.flatMap((s) => [s.exportMb, s.importMb]));
  const figures: Figure[] = [
    {
      name: `list page p95 at ${last.applicants.toLocaleString()} (slowest of 4 kinds)`,
      value: last.listP95,
      unit: 'ms',
      budget: '≤ 25',
      reference: { name: `at ${first.applicants.toLocaleString()}`, value: first.listP95, unit: 'ms' },
      ratio: flat(first.listP95, last.listP95),
      ok: last.listP95 <= 25,
    },
    {
      name: `export time per row at ${last.applicants.toLocaleString()}`,
      value: perRowMicros(last.exportSeconds, last.exportRows),
      unit: 'µs',
      budget: '≤ 1.5× the smallest size',
      reference: {
        name: `at ${first.applicants.toLocaleString()}`,
        value: perRowMicros(first.exportSeconds, first.exportRows),
        unit: 'µs',
      },
      ratio: exportRatio,
      ok: exportRatio <= 1.5,
    },
    {
      name: `CSV import of ${IMPORT_ROWS.toLocaleString()} rows into ${last.applicants.toLocaleString()}`,
      value: last.importSeconds,
      unit: 's',
      budget: '≤ 1.5× the smallest size',
      reference: { name: `into ${first.applicants.toLocaleString()}`, value: first.importSeconds, unit: 's' },
      ratio: importRatio,
      ok: importRatio <= 1.5,
    },
    {
      name: 'memory growth, worst export or import',
      value: worstMemory,
      unit: 'MB',
      budget: '< 100',
      ok: worstMemory < 100,
    },
  ];
  reportFigures(figures);
} finally {
  await bench.close();
}

/**
 * A line chart of each cost relative to the smallest size (1 = flat), on a log scale of applicants,
 * with the 1.5× budget dashed; the points are labelled with the measured values.
 */
function growthChart(steps: readonly Step[]): string {
  const width = 680;
  const height = 380;
  const left = 60;
  const right = 220;
  const top = 30;
  const bottom = 50;
  const series = [
    { name: 'list page p95', unit: 'ms', colour: '#1c7ed6', values: steps.map((s) => s.listP95) },
    {
      name: 'export per row',
      unit: 'µs',
      colour: '#2b8a3e',
      values: steps.map((s) => perRowMicros(s.exportSeconds, s.exportRows)),
    },
    {
      name: 'CSV import per row',
      unit: 'µs',
      colour: '#c92a2a',
      values: steps.map((s) => perRowMicros(s.importSeconds, IMPORT_ROWS)),
    },
    {
      name: 'memory growth, worst',
      unit: 'MB',
      colour: '#5f3dc4',
      values: steps.map((s) => Math.max(s.exportMb, s.importMb, 1)),
    },
  ];
  const ratios = series.map((s) => s.values.map((v) => v / ((s.values[0] as number) || 1)));
  const yMax = Math.max(2, ...ratios.flat()) * 1.1;
  const logs = steps.map((s) => Math.log10(s.applicants));
  const [minLog, maxLog] = [Math.min(...logs), Math.max(...logs)];
  const plotHeight = height - top - bottom;
  const x = (i: number) =>
    round(left + (((logs[i] as number) - minLog) / (maxLog - minLog || 1)) * (width - left - right));
  const y = (ratio: number) => round(top + plotHeight - (ratio / yMax) * plotHeight);
  const lines = series.map((s, index) => {
    const r = ratios[index] as number[];
    const points = r.map((ratio, i) => `${x(i)},${y(ratio)}`).join(' ');
    const labels = s.values
      .map(
        (v, i) =>
          `<text x="${x(i) + 4}" y="${y(r[i] as number) - 4 - index * 11}" font-size="10" fill="${s.colour}">${v}</text>`,
      )
      .join('');
    const legendY = top + 16 + index * 20;
    return `<polyline fill="none" stroke="${s.colour}" stroke-width="2" points="${points}"/>${labels}<rect x="${width - right + 16}" y="${legendY - 9}" width="12" height="12" fill="${s.colour}"/><text x="${width - right + 34}" y="${legendY + 1}" font-size="12">${s.name} (${s.unit})</text>`;
  });
  const ticks = steps
    .map(
      (s, i) =>
        `<text x="${x(i)}" y="${height - bottom + 18}" font-size="12" text-anchor="middle">${s.applicants.toLocaleString('en')}</text>`,
    )
    .join('');
  const yTicks = [0, 1, 1.5, 2]
    .filter((v) => v <= yMax)
    .map((v) => `<text x="${left - 8}" y="${y(v) + 4}" font-size="11" text-anchor="end">${v}×</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="t">
<title id="t">Cost as the intake grows, relative to the smallest size (1× = flat; budget 1.5×)</title>
<rect width="100%" height="100%" fill="#fff"/>
<line x1="${left}" y1="${y(0)}" x2="${width - right}" y2="${y(0)}" stroke="#495057"/>
<line x1="${left}" y1="${top}" x2="${left}" y2="${y(0)}" stroke="#495057"/>
<line x1="${left}" y1="${y(1)}" x2="${width - right}" y2="${y(1)}" stroke="#adb5bd"/>
<line x1="${left}" y1="${y(1.5)}" x2="${width - right}" y2="${y(1.5)}" stroke="#e8590c" stroke-dasharray="6 4"/>
<text x="${width - right - 4}" y="${y(1.5) - 4}" font-size="10" text-anchor="end" fill="#e8590c">budget 1.5×</text>
${yTicks}${ticks}<text x="${(left + width - right) / 2}" y="${height - 10}" font-size="12" text-anchor="middle">applicants (log scale)</text>
${lines.join('\n')}
</svg>
`;
}
