import {
  type AccessRule,
  ADMIN,
  APPLICANT,
  type ApplicantNamedBy,
  endpointKey,
  STAFF_ACT,
  STAFF_READ,
} from '@intake/contracts';
import { declaredEndpoints } from '@intake/contracts/endpoints';

export type { Access, AccessRule, ApplicantNamedBy } from '@intake/contracts';

/*
 * Who may reach each API call. A call declared in packages/contracts/src/endpoints/ carries its
 * rule in its declaration; the table below holds the rules of the calls not yet declared there, and
 * shrinks as each module is converted (docs/decisions/0065-contracts-endpoint-declarations.md).
 * apps/api/test/access/access-matrix.test.ts reads the app's own route table and fails for any
 * `/api/…` route without a rule, then calls every route as each kind of caller and checks the
 * answer against the rule. The kinds of rule are described with `Access` and `AccessRule`
 * (packages/contracts/src/endpoint.ts).
 */

const publicRoute: AccessRule = { allow: 'public' };
const linkToken: AccessRule = { allow: 'link-token' };
const signedIn: AccessRule = { allow: 'signed-in' };
const admin: AccessRule = { allow: ADMIN };
const staffAct: AccessRule = { allow: STAFF_ACT };
/** The applicant's own records, found from the session (nothing in the path to change). */
const applicantOwn: AccessRule = { allow: APPLICANT };
const byEmailParam: ApplicantNamedBy = { in: 'params', field: 'email' };

/** The calls not yet declared in contracts: one entry per `METHOD path`, as the route was registered. */
export const undeclaredRules: Record<string, AccessRule> = {
  // The OpenAPI document and its UI, health and the public settings.
  'GET /api/docs': publicRoute,
  'GET /api/docs/json': publicRoute,
  'GET /api/docs/yaml': publicRoute,
  'GET /api/docs/static/*': publicRoute,
  'GET /api/docs/static/index.html': publicRoute,
  'GET /api/docs/static/swagger-initializer.js': publicRoute,
  'GET /api/config': publicRoute,
  'GET /api/config/logo': { allow: 'public', note: "the school's logo, on pages and in e-mails" },

  // Signing in and the e-mail links.
  'POST /api/user/login': publicRoute,
  'POST /api/user/logout': signedIn,
  'GET /api/user/password/:token': linkToken,
  'PATCH /api/user/password/:token': linkToken,
  'POST /api/user/resetPassword/:email': {
    allow: 'public',
    note: 'mails a link to that address only; the answer never says whether the account exists',
  },
  'POST /api/user/redeemHandoff/:token': linkToken,
  'GET /api/user/me': signedIn,
  // Two-factor sign-in (staff). The code step carries the login's short-lived mfaToken.
  'POST /api/user/login/mfa': { allow: 'link-token', note: 'the mfaToken of the login answer' },
  'GET /api/user/mfa': signedIn,
  'POST /api/user/mfa/setup': {
    allow: STAFF_READ,
    note: 'staff only; or, without a session, the setup-only mfaToken of a login under STAFF_MFA=required',
  },
  'POST /api/user/mfa/confirm': {
    allow: STAFF_READ,
    note: 'staff only; or, without a session, the setup-only mfaToken of a login under STAFF_MFA=required',
  },
  'POST /api/user/mfa/disable': signedIn,
  'POST /api/user/handoff': signedIn,

  // The aptitude test.
  'GET /api/applicant/test/images/*': { allow: 'public', note: 'the pattern images; they hold no answers' },

  // Files.
  'POST /api/files': signedIn,
  'GET /api/files/:id': {
    allow: 'signed-in',
    owner: 403,
    note: 'its owner; staff by what the file serves as (files.service READERS_BY_USE): a payment proof admins and elders, a profile picture all staff, an unused upload nobody else. The ids are random UUIDs, so a 403 tells nothing guessable',
  },
  'POST /api/user/saveProfilePicture': {
    allow: 'signed-in',
    note: 'only one of your own uploads can become your picture',
  },
  'PATCH /api/user/saveProfilePicture': {
    allow: 'signed-in',
    note: 'only one of your own uploads can become your picture',
  },

  // Personal-data rights (privacy module).
  'GET /api/user/me/export': { allow: 'signed-in', note: "the caller's own data only; nothing in the path" },
  'POST /api/user/me/erasure': {
    allow: APPLICANT,
    note: "the caller's own account; staff are closed by an admin",
  },
  'GET /api/admin/erasureRequests': admin,
  'DELETE /api/admin/applicant/:email': { ...admin, actsOn: byEmailParam },
};

/** Every call's rule: the declared calls' from their declarations, the rest from the table above. */
export const accessRules: Readonly<Record<string, AccessRule>> = {
  ...undeclaredRules,
  ...Object.fromEntries(declaredEndpoints.map((endpoint) => [endpointKey(endpoint), endpoint.access])),
};

/** The rule for a route, or undefined when it has none (the matrix test fails on those). */
export const accessRuleFor = (method: string, path: string): AccessRule | undefined =>
  accessRules[`${method} ${path}`];
