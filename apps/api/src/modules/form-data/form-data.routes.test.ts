import { formDataSchema, NIGERIAN_STATES } from '@intake/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/test-app.ts';
import { getFormData } from './form-data.service.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('GET /api/data/get/all', () => {
  it('answers every option list, cacheable, without a session', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/data/get/all' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=3600');
    const data = formDataSchema.parse(answer.json());
    expect(data.countries[0]).toBe('Nigeria');
    expect(data.countries.length).toBeGreaterThan(190);
    expect(data.states).toHaveLength(37);
    expect(data.states).toEqual(expect.arrayContaining(['Lagos', 'Federal Capital Territory', 'Akwa Ibom']));
    expect(data.institutions).toEqual(
      expect.arrayContaining(['University of Lagos', 'Yaba College of Technology', 'Other']),
    );
    for (const [name, list] of Object.entries(data)) {
      expect(list.length, name).toBeGreaterThan(0);
      expect(new Set(list).size, `${name} has duplicates`).toBe(list.length);
    }
  });

  it('offers graduation years from 1996 to four years ahead', () => {
    const years = getFormData(new Date('2026-06-01')).graduationYears;
    expect(years[0]).toBe('1996');
    expect(years.at(-1)).toBe('2030');
    expect(NIGERIAN_STATES).toHaveLength(37);
  });
});
