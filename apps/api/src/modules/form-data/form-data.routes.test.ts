import { formDataSchema, NIGERIA } from '@intake/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/test-app.ts';
import {
  COURSES,
  DATABASES,
  FRAMEWORKS,
  NIGERIAN_POLYTECHNICS,
  NIGERIAN_UNIVERSITIES,
  OPERATING_SYSTEMS,
  OTHER_TECHNOLOGIES,
  PROGRAMMING_LANGUAGES,
} from './form-data.lists.ts';
import { FORM_DATA_CACHE_CONTROL, formDataRoutes } from './form-data.routes.ts';
import { collator, getFormData } from './form-data.service.ts';

/** The plugin alone on a bare Fastify, with the zod compilers the portal uses. */
async function buildPluginApp(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(formDataRoutes);
  await app.ready();
  return app;
}

const thisYear = new Date().getFullYear();

describe('GET /api/data/get/all (plugin)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildPluginApp();
  });
  afterAll(() => app.close());

  it('answers every option list, cacheable, without a session', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/data/get/all' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe(FORM_DATA_CACHE_CONTROL);
    expect(answer.headers['cache-control']).toBe('public, max-age=3600');
    const data = formDataSchema.parse(answer.json());

    expect(data.countries[0]).toBe(NIGERIA);
    expect(data.countries.length).toBeGreaterThanOrEqual(190);
    expect(data.countries.filter((name) => name === NIGERIA)).toHaveLength(1);
    expect(data.countries).toEqual(expect.arrayContaining(['Ghana', 'United Kingdom', 'United States']));

    expect(data.states).toHaveLength(37);
    expect(data.states).toEqual(
      expect.arrayContaining(['Lagos', 'Federal Capital Territory', 'Akwa Ibom', 'Cross River', 'Nasarawa']),
    );

    expect(data.institutions).toEqual(
      expect.arrayContaining(['University of Lagos', 'Yaba College of Technology', 'Other']),
    );
    expect(data.institutions.at(-1)).toBe('Other');
    expect(data.courses).toEqual(expect.arrayContaining(['Computer Science', 'Other']));
    expect(data.courses.at(-1)).toBe('Other');

    expect(data.graduationYears[0]).toBe('1996');
    expect(data.graduationYears.at(-1)).toBe(String(thisYear + 4));
    expect(data.graduationYears).toHaveLength(thisYear + 4 - 1996 + 1);

    expect(data.yesNo).toEqual(['Yes', 'No']);
    expect(data.maritalStatuses).toEqual(['Married', 'Single', 'Other']);

    for (const [name, list] of Object.entries(data)) {
      expect(list.length, `${name} is empty`).toBeGreaterThan(0);
      expect(new Set(list).size, `${name} has duplicates`).toBe(list.length);
    }
  });

  it('needs no authorization header and ignores one', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: '/api/data/get/all',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(answer.statusCode).toBe(200);
  });
});

describe('GET /api/data/get/all (whole portal)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('is wired into the portal, public and cacheable', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/data/get/all' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe(FORM_DATA_CACHE_CONTROL);
    expect(formDataSchema.parse(answer.json()).countries[0]).toBe(NIGERIA);
  });
});

describe('form-data lists', () => {
  const lists = {
    NIGERIAN_UNIVERSITIES,
    NIGERIAN_POLYTECHNICS,
    COURSES,
    PROGRAMMING_LANGUAGES,
    DATABASES,
    FRAMEWORKS,
    OPERATING_SYSTEMS,
    OTHER_TECHNOLOGIES,
  };
  const minimum: Record<keyof typeof lists, number> = {
    NIGERIAN_UNIVERSITIES: 150,
    NIGERIAN_POLYTECHNICS: 40,
    COURSES: 60,
    PROGRAMMING_LANGUAGES: 20,
    DATABASES: 12,
    FRAMEWORKS: 20,
    OPERATING_SYSTEMS: 8,
    OTHER_TECHNOLOGIES: 20,
  };

  it.each(Object.entries(lists))(
    '%s is long enough, sorted, trimmed and free of duplicates',
    (name, list) => {
      expect(list.length).toBeGreaterThanOrEqual(minimum[name as keyof typeof lists]);
      expect([...list].sort(collator.compare)).toEqual(list);
      expect(new Set(list.map((item) => item.toLowerCase())).size).toBe(list.length);
      for (const item of list) expect(item, 'untrimmed name').toBe(item.trim().replace(/\s+/g, ' '));
    },
  );

  it('names no institution as both a university and a polytechnic', () => {
    const universities = new Set(NIGERIAN_UNIVERSITIES);
    expect(NIGERIAN_POLYTECHNICS.filter((name) => universities.has(name))).toEqual([]);
  });

  it('offers graduation years from 1996 to four years ahead and rebuilds when the year turns', () => {
    const in2026 = getFormData(new Date('2026-06-01T12:00:00Z'));
    expect(in2026.graduationYears[0]).toBe('1996');
    expect(in2026.graduationYears.at(-1)).toBe('2030');
    expect(getFormData(new Date('2026-09-01T12:00:00Z'))).toBe(in2026);
    expect(getFormData(new Date('2027-06-01T12:00:00Z')).graduationYears.at(-1)).toBe('2031');
    expect(getFormData().graduationYears.at(-1)).toBe(String(thisYear + 4));
  });
});
