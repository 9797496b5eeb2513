import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, endpointKey, routePath } from './endpoint.ts';
import { declaredEndpoints } from './endpoints.ts';

describe('endpoint declarations', () => {
  it('will not declare a call without an access rule', () => {
    const declare = () =>
      // @ts-expect-error `access` is required: who may call is part of the declaration.
      defineEndpoint({
        method: 'GET',
        path: '/api/x',
        response: z.object({}),
        errors: [],
        tags: [],
        summary: 'x',
      });
    expect(declare).not.toThrow();
  });

  it('names each call once, by method and path without the spec’s trailing slash', () => {
    expect(routePath('/api/admin/changeRole/')).toBe('/api/admin/changeRole');
    expect(endpointKey({ method: 'PATCH', path: '/api/admin/changeRole/' })).toBe(
      'PATCH /api/admin/changeRole',
    );
    const keys = declaredEndpoints.map(endpointKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.length).toBeGreaterThan(20);
  });

  it('gives every call under /api/ a rule, a summary and its path parameters’ schema', () => {
    for (const endpoint of declaredEndpoints) {
      expect(endpoint.path).toMatch(/^\/api\//);
      expect(endpoint.summary).not.toBe('');
      const named = [...endpoint.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]);
      const declared = endpoint.params instanceof z.ZodObject ? Object.keys(endpoint.params.shape) : [];
      expect(declared.sort(), endpointKey(endpoint)).toEqual(named.sort());
    }
  });
});
