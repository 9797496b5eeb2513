import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestDatabase, testConfig } from '../../test/test-app.ts';
import { buildApp } from '../app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  const webDistDir = mkdtempSync(path.join(tmpdir(), 'intake-web-'));
  writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>Intake</title>');
  writeFileSync(path.join(webDistDir, 'apply.html'), '<!doctype html><title>Intake</title><form></form>');
  writeFileSync(path.join(webDistDir, 'dashboard.html'), '<!doctype html><title>Intake</title><ol></ol>');
  writeFileSync(
    path.join(webDistDir, '.prerendered.json'),
    JSON.stringify({ '/': 'apply.html', '/dashboard/': 'dashboard.html' }),
  );
  mkdirSync(path.join(webDistDir, 'assets'));
  writeFileSync(path.join(webDistDir, 'assets', 'app-1234.js'), 'console.log(1)');
  app = await buildApp({ ...testConfig(), webDistDir }, { database: await getTestDatabase() });
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, accept = 'text/html,application/xhtml+xml') =>
  app.inject({ method: 'GET', url, headers: { accept } });

describe('serving the web app', () => {
  it.each([
    '/login',
    '/dashboard/',
    '/profile/ada%40example.com',
    '/profile/ada@example.com',
    '/no/such/page',
  ])('answers the page %s with the app, for the router to show', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers / with the apply page rendered at build time, and no other page with it', async () => {
    const home = await get('/');
    expect(home.statusCode).toBe(200);
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.body).toContain('<form>');
    expect((await get('/login')).body).not.toContain('<form>');
  });

  it('answers each page rendered at build time at its address, with or without the last slash', async () => {
    for (const url of ['/dashboard/', '/dashboard', '/dashboard/?tab=1']) {
      const page = await get(url);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<ol>');
    }
    expect((await get('/dashboard/all-applicants')).body).not.toContain('<ol>');
    expect((await get('/.prerendered.json', 'application/json')).statusCode).toBe(404);
  });

  it('serves hashed assets for a year, and a missing one as the JSON 404', async () => {
    const asset = await get('/assets/app-1234.js', '*/*');
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await get('/assets/app-9999.js', '*/*');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await get('/favicon.png', 'image/*')).statusCode).toBe(404);
  });

  it('answers an unknown API path with the JSON 404, never the app', async () => {
    const response = await get('/api/no-such-call');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'No route GET /api/no-such-call' });
  });
});
