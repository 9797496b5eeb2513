// Lighthouse 12.8 (mobile settings, the default) with Debian's Chromium on the built portal
// (PostgreSQL): `/`, `/login`, `/dashboard/` signed in as an applicant, the test screen (the
// dashboard of an applicant at TESTING) and `/dashboard/all-applicants` as staff.
// Budgets: performance ≥ 95, accessibility 100, best practices ≥ 95.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@intake/test-kit';
import { hash } from '@node-rs/argon2';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { type Figure, reportFigures, startBenchPortal } from './lib.ts';

const BUDGETS: Record<string, number> = { performance: 95, accessibility: 100, 'best-practices': 95 };
const PASSWORD = 'a strong password 1';

const bench = await startBenchPortal('lighthouse', { WORKERS: 'off' });
const { portal, db } = bench;
const chrome = await chromeLauncher.launch({
  chromePath: chromium.executablePath,
  chromeFlags: chromium.args,
});
try {
  // Two applicants with passwords: one who has applied, one at TESTING (questionnaire sent, test started).
  const passwordHash = await hash(PASSWORD, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
  const applicant = async (email: string, status: string) => {
    const user = await db.query(
      `insert into users (email, first_name, last_name, phone, role, password_hash, password_changed_at)
       values ($1, 'Ada', 'Okafor', '8012345678', 'APPLICANT', $2, now()) returning id`,
      [email, passwordHash],
    );
    await db.query(
      `insert into applicants (user_id, age_range, application_status, terms_accepted_at) values ($1, '21-30', $2, now())`,
      [user.rows[0].id, status],
    );
  };
  await applicant('applied@bench.test', 'APPLIED');
  await applicant('tester@bench.test', 'QUESTIONNAIRE');
  const applied = await portal.logIn('applied@bench.test', PASSWORD);
  const tester = await portal.logIn('tester@bench.test', PASSWORD);
  const started = await portal.request('POST', '/api/applicant/startTest', tester);
  if (started.status !== 200) throw new Error(`startTest: ${started.status} ${started.body}`);
  const staff = bench.adminToken;

  const screens: { name: string; path: string; token?: string }[] = [
    { name: '/', path: '/' },
    { name: '/login', path: '/login' },
    { name: '/dashboard/ (applicant)', path: '/dashboard/', token: applied },
    { name: 'test screen (/dashboard/ at TESTING)', path: '/dashboard/', token: tester },
    { name: '/dashboard/all-applicants (staff)', path: '/dashboard/all-applicants', token: staff },
  ];
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const figures: Figure[] = [];
  // LIGHTHOUSE_ONLY=dashboard measures only the screens whose names contain that word.
  const only = process.env.LIGHTHOUSE_ONLY;
  for (const screen of screens.filter(({ name }) => !only || name.includes(only))) {
    const page = await browser.newPage();
    // Storage is kept (the session), so Lighthouse leaves the HTTP cache alone too: empty it, so that
    // every screen is measured on a first visit, not on the chunks an earlier screen left behind.
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    if (screen.token) {
      // The session as the web app keeps it (apps/web/src/lib/session.ts), before any script runs:
      // the user data as the server last sent it, so the applicant at TESTING opens on the test.
      const me = await portal.request('GET', '/api/user/me', screen.token);
      if (me.status !== 200) throw new Error(`/api/user/me: ${me.status} ${me.body}`);
      await page.evaluateOnNewDocument(
        (token, user) => {
          sessionStorage.setItem('token', token);
          sessionStorage.setItem('userData', user);
        },
        screen.token,
        me.body,
      );
    }
    const runAudit = async () => {
      const run = await lighthouse(
        `http://127.0.0.1:${portal.port}${screen.path}`,
        {
          logLevel: 'error',
          output: 'json',
          disableStorageReset: true,
          onlyCategories: Object.keys(BUDGETS),
        },
        undefined,
        page,
      );
      if (!run) throw new Error(`Lighthouse gave no result for ${screen.name}`);
      return run;
    };
    // A run on a busy machine sometimes ends in a runtime error (scores null): log it, try once more.
    let result = await runAudit();
    if (
      result.lhr.runtimeError ||
      Object.keys(BUDGETS).some((id) => result.lhr.categories[id]?.score === null)
    ) {
      console.log(
        `  runtime error: ${JSON.stringify(result.lhr.runtimeError ?? 'a score is null')}; once more`,
      );
      result = await runAudit();
    }
    await page.close();
    if (process.env.LIGHTHOUSE_REPORTS) {
      mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
      const file = `${screen.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'apply'}.json`;
      writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, file), String(result.report));
    }
    const { categories, audits, finalDisplayedUrl } = result.lhr;
    console.log(`\n${screen.name} → ${finalDisplayedUrl}`);
    for (const [id, budget] of Object.entries(BUDGETS)) {
      const category = categories[id];
      if (!category) throw new Error(`Lighthouse did not score ${id}`);
      const score = Math.round((category.score ?? 0) * 100);
      console.log(`  ${category.title}: ${score} (budget ${id === 'accessibility' ? '' : '≥ '}${budget})`);
      // What cost the points: failing audits of the category with their weight.
      for (const ref of category.auditRefs) {
        const audit = audits[ref.id];
        if (audit && ref.weight > 0 && audit.score !== null && audit.score < 0.9) {
          console.log(`    - ${ref.id} (${audit.displayValue ?? audit.score}): ${audit.title}`);
          const items = audit.details && 'items' in audit.details ? audit.details.items : [];
          for (const item of items.slice(0, 5)) console.log(`        ${JSON.stringify(item).slice(0, 300)}`);
        }
      }
      figures.push({
        name: `Lighthouse ${id}, ${screen.name}`,
        value: score,
        unit: '',
        budget: id === 'accessibility' ? '100' : `≥ ${budget}`,
        ok: score >= budget && finalDisplayedUrl.includes(screen.path.replace(/\/$/, '')),
      });
    }
  }
  await browser.disconnect();
  reportFigures(figures);
} finally {
  chrome.kill();
  await bench.close();
}
