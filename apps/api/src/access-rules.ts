import { type AccessRule, endpointKey } from '@intake/contracts';
import { declaredEndpoints } from '@intake/contracts/endpoints';

export type { Access, AccessRule, ApplicantNamedBy } from '@intake/contracts';

/*
 * Who may reach each API call. Every call of ours is declared in packages/contracts/src/endpoints/
 * with its rule (docs/decisions/0065-contracts-endpoint-declarations.md); the table below holds only
 * the routes that plugins register for themselves: @fastify/swagger's document and UI, and
 * @fastify/static's test images (served with their caching headers; they hold no answers).
 * apps/api/test/access/access-matrix.test.ts reads the app's own route table and fails for any
 * `/api/…` route without a rule, then calls every route as each kind of caller and checks the
 * answer against the rule. The kinds of rule are described with `Access` and `AccessRule`
 * (packages/contracts/src/endpoint.ts).
 */

const publicRoute: AccessRule = { allow: 'public' };

/** The routes plugins register themselves: one entry per `METHOD path`, as the route was registered. */
export const undeclaredRules: Record<string, AccessRule> = {
  // The OpenAPI document and its UI.
  'GET /api/docs': publicRoute,
  'GET /api/docs/json': publicRoute,
  'GET /api/docs/yaml': publicRoute,
  'GET /api/docs/static/*': publicRoute,
  'GET /api/docs/static/index.html': publicRoute,
  'GET /api/docs/static/swagger-initializer.js': publicRoute,

  // The aptitude test.
  'GET /api/applicant/test/images/*': { allow: 'public', note: 'the pattern images; they hold no answers' },
};

/** Every call's rule: the declared calls' from their declarations, the rest from the table above. */
export const accessRules: Readonly<Record<string, AccessRule>> = {
  ...undeclaredRules,
  ...Object.fromEntries(declaredEndpoints.map((endpoint) => [endpointKey(endpoint), endpoint.access])),
};

/** The rule for a route, or undefined when it has none (the matrix test fails on those). */
export const accessRuleFor = (method: string, path: string): AccessRule | undefined =>
  accessRules[`${method} ${path}`];
