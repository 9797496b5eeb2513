import { chromium } from '@intake/test-kit';
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: './tests',
  // Two cores: one browser at a time, beside the portal and its SMTP listener.
  workers: 1,
  timeout: 60_000,
  // On CI one retry: a whole session's work must not be lost to one stalled browser step (a 21 s
  // journey once hung past its 60 s there). The run's summary names every journey that needed it.
  retries: process.env.CI ? 1 : 0,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/report.json' }],
  ],
  use: {
    browserName: 'chromium',
    viewport: { width: 360, height: 780 },
    launchOptions: chromium,
    trace: 'retain-on-failure',
  },
});
