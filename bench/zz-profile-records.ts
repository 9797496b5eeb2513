import { writeFileSync } from 'node:fs';
import { chromium } from '@intake/test-kit';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { startBenchPortal } from './lib.ts';
const bench = await startBenchPortal('prof', { WORKERS: 'off' });
const chrome = await chromeLauncher.launch({ chromePath: chromium.executablePath, chromeFlags: chromium.args });
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
  const me = await bench.portal.request('GET', '/api/user/me', bench.adminToken);
  await page.evaluateOnNewDocument((token, user) => {
    sessionStorage.setItem('token', token);
    sessionStorage.setItem('userData', user);
  }, bench.adminToken, me.body);
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(`http://127.0.0.1:${bench.portal.port}/dashboard/all-applicants`, { waitUntil: 'networkidle0' });
  await new Promise((r) => setTimeout(r, 2000));
  const { profile } = await cdp.send('Profiler.stop');
  writeFileSync(process.env.OUT ?? '/tmp/prof/records.cpuprofile', JSON.stringify(profile));
  await browser.disconnect();
} finally {
  chrome.kill();
  await bench.close();
}
