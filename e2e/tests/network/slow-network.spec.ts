import { expect, test } from '../../fixtures/portal.ts';

/** Chrome DevTools' "Slow 3G"-like profile: 400 ms round trip, about 400 kbit/s each way. */
const SLOW_3G = {
  offline: false,
  latency: 400,
  downloadThroughput: (400 * 1000) / 8,
  uploadThroughput: (400 * 1000) / 8,
};

test('on a slow 3G phone with a cold cache the apply form can be typed in within 3 s', async ({
  browser,
}) => {
  // Known miss (issue 9): about 5 s here. The first screen downloads ~95 KB (brotli) of JS and CSS
  // before it renders (~1.9 s at 50 KB/s), then finds its route chunks only after that (another round
  // trip and ~25 KB). Bundle work belongs to the web-budget item; this marker turns into a failure
  // ('expected to fail, but passed') the day it is met, so it gets removed then.
  test.fail(true, 'the apply page is usable after ~5 s on slow 3G, not 3 s (see docs/decisions.md)');
  // A new context: nothing cached, nothing in storage.
  const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_3G);

  const started = Date.now();
  await page.goto('/', { waitUntil: 'commit' });
  const firstName = page.getByLabel('First name');
  await firstName.fill('Ada', { timeout: 10_000 });
  await expect(firstName).toHaveValue('Ada');
  const usableAfter = Date.now() - started;
  test.info().annotations.push({ type: 'apply usable on slow 3G (ms)', description: String(usableAfter) });
  expect(usableAfter, `the apply form became usable after ${usableAfter} ms`).toBeLessThanOrEqual(3000);
  await context.close();
});

test('static files are compressed, hashed and cached for a year; index.html is revalidated', async ({
  request,
}) => {
  const index = await request.get('/', { headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } });
  expect(index.ok()).toBe(true);
  expect(index.headers()['cache-control']).toMatch(/no-cache|no-store|max-age=0\b/);
  const html = await index.text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1] as string);
  expect(assets.some((a) => a.endsWith('.js'))).toBe(true);
  expect(assets.some((a) => a.endsWith('.css'))).toBe(true);

  for (const asset of assets.filter((a) => /\.(js|css)$/.test(a))) {
    expect(asset, 'a content-hashed name').toMatch(/^\/assets\/[\w.-]+-[\w-]{8,}\.(js|css)$/);
    for (const encoding of ['br', 'gzip']) {
      const response = await request.get(asset, { headers: { 'accept-encoding': encoding } });
      expect(response.ok(), asset).toBe(true);
      const headers = response.headers();
      expect(headers['content-encoding'], `${asset} with accept-encoding ${encoding}`).toBe(encoding);
      expect(headers.vary ?? '', `${asset} varies by encoding`).toMatch(/accept-encoding/i);
      const cache = headers['cache-control'] ?? '';
      expect(cache, asset).toContain('immutable');
      expect(Number(/max-age=(\d+)/.exec(cache)?.[1] ?? 0), asset).toBeGreaterThanOrEqual(31_536_000);
    }
  }
});
