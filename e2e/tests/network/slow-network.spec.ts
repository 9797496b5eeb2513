import { expect, test } from '../../fixtures/portal.ts';

/** Chrome DevTools' "Slow 3G"-like profile: 400 ms round trip, about 400 kbit/s each way. */
const SLOW_3G = {
  offline: false,
  latency: 400,
  downloadThroughput: (400 * 1000) / 8,
  uploadThroughput: (400 * 1000) / 8,
};

test('on a slow 3G phone with a cold cache the apply form can be typed in within 3 s, and keeps it', async ({
  browser,
}) => {
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
  // Usable: the form is drawn with its styles (the browser paints nothing before the stylesheet),
  // and takes typing.
  await expect
    .poll(() => firstName.evaluate((input) => getComputedStyle(input).minHeight).catch(() => ''), {
      timeout: 10_000,
      intervals: [50],
    })
    .toBe('36px');
  await firstName.fill('Ada', { timeout: 10_000 });
  await expect(firstName).toHaveValue('Ada');
  const usableAfter = Date.now() - started;
  test.info().annotations.push({ type: 'apply usable on slow 3G (ms)', description: String(usableAfter) });
  expect(usableAfter, `the apply form became usable after ${usableAfter} ms`).toBeLessThanOrEqual(3000);

  // The JavaScript takes over later (the Apply button comes alive): nothing typed is lost, the caret
  // stays in its field, and typing goes on.
  await expect(page.getByRole('button', { name: 'Apply' })).toBeEnabled({ timeout: 20_000 });
  await expect(firstName).toHaveValue('Ada');
  await expect(firstName).toBeFocused();
  await page.keyboard.type('ora');
  await expect(firstName).toHaveValue('Adaora');
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
    // Named by their content's hash alone (decision 0070) or, for the entry's CSS, name and hash.
    expect(asset, 'a content-hashed name').toMatch(/^\/assets\/(?:[\w.-]+-)?[\w-]{8,}\.(js|css)$/);
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
