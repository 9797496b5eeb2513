import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { DRAWN_LOGO_SRC } from '@intake/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, multipartFile, tinyPng } from '../../test/factories.ts';
import { testConfig } from '../../test/test-app.ts';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';

// A drawn page as scripts/prerender-web.mjs writes it: the product's name in the title and header,
// and the logo's place (prerender.tsx).
const drawn = `<!doctype html><html data-mantine-color-scheme="light"><head><title>Intake</title></head><body><div id="root"><header><a href="/"><span><img class="mantine-Image-root" style="height:32px" src="${DRAWN_LOGO_SRC}" alt=""/><span data-school-name="">Intake</span></span></a></header><ol></ol></div></body></html>`;

let app: FastifyInstance;
beforeAll(async () => {
  const webDistDir = mkdtempSync(path.join(tmpdir(), 'intake-web-'));
  writeFileSync(path.join(webDistDir, 'index.html'), drawn.replace('<ol></ol>', ''));
  writeFileSync(path.join(webDistDir, 'dashboard.html'), drawn);
  writeFileSync(
    path.join(webDistDir, '.prerendered.json'),
    JSON.stringify({ '/dashboard/': 'dashboard.html' }),
  );
  // Its own database: the school's settings are global.
  const database = await openDatabase({ databaseUrl: undefined, pgliteDir: undefined });
  app = await buildApp({ ...testConfig({ SCHOOL_NAME: 'Lagos Code School' }), webDistDir }, { database });
  app.addHook('onClose', () => database.close());
  await app.ready();
});
afterAll(() => app.close());

const page = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

describe("pages carry the school's name and colour before any script runs", () => {
  it("serves every page with the school's name in the title and the header, and its colour", async () => {
    for (const url of ['/dashboard/', '/login']) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<title>Lagos Code School</title>');
      expect(response.body).not.toContain('Intake');
      expect(response.body).toContain('<meta name="theme-color" content="#4263eb">');
    }
    expect((await page('/dashboard/')).body).toContain('<span data-school-name="">Lagos Code School</span>');
    // No logo set: no image, and no placeholder for the browser to fetch.
    expect((await page('/dashboard/')).body).not.toContain('<img');
  });

  it("draws the school's logo in the header, once an admin has uploaded one", async () => {
    const form = multipartFile('file', 'logo.png', tinyPng, 'image/png');
    const uploaded = await app.inject({
      method: 'PUT',
      url: '/api/admin/school/logo',
      headers: { ...(await adminHeaders(app)), ...form.headers },
      payload: form.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const logo = (await page('/dashboard/')).body.match(/<img [^>]*>/)?.[0];
    expect(logo).toMatch(
      /^<img class="mantine-Image-root" style="height:32px" src="\/api\/config\/logo\?v=[\w-]+" alt=""\/>$/,
    );
    expect(
      (await app.inject({ method: 'GET', url: /src="([^"]+)"/.exec(logo ?? '')?.[1] ?? '' })).statusCode,
    ).toBe(200);
  });

  it('shows what an admin saves from the next page on, escaped, and the school as JSON for the app', async () => {
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/admin/school',
      headers: await adminHeaders(app),
      payload: {
        name: 'Ade & Bisi </script> Academy',
        legalName: 'Ade Ltd',
        color: '#7a1f5c',
        contactEmail: '',
      },
    });
    expect(saved.statusCode).toBe(200);
    const response = await page('/dashboard/');
    expect(response.body).toContain('<title>Ade &amp; Bisi &lt;/script&gt; Academy</title>');
    expect(response.body).toContain('--mantine-primary-color-filled:#7a1f5c');
    const json = response.body.match(
      /<script type="application\/json" id="school-identity">(.*?)<\/script>/,
    )?.[1];
    expect(JSON.parse(json ?? '{}')).toMatchObject({
      name: 'Ade & Bisi </script> Academy',
      color: '#7a1f5c',
    });
  });

  it('sends the page compressed when the browser takes it, and answers a repeat visit with 304', async () => {
    const zipped = await page('/dashboard/', { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toContain('<title>Ade &amp; Bisi');
    const again = await page('/dashboard/', { 'if-none-match': String(zipped.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});
