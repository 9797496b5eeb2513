import { errorCodes, messages } from '@intake/contracts';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { type ApplicantNamedBy, accessRuleFor } from '../access-rules.ts';
import { insertAudit } from '../core/audit-log.repository.ts';
import { forbidden } from '../lib/app-error.ts';
import { hashToken } from '../lib/tokens.ts';
import { findProofApplicantId, findProofByTokenHash } from '../modules/payments/payments.repository.ts';

export const OWN_APPLICATION_REFUSED = 'OWN_APPLICATION_REFUSED';

const fieldOf = (source: unknown, field: string) => {
  const value = (source as Record<string, unknown> | null | undefined)?.[field];
  return typeof value === 'string' ? value : undefined;
};

/** Whether the applicant the call names is the caller's own account. */
async function namesCaller(app: FastifyInstance, request: FastifyRequest, by: ApplicantNamedBy) {
  const principal = request.principal;
  if (!principal) return false;
  if (by.in === 'paymentProof') {
    const proofId = fieldOf(request.params, by.field);
    return proofId !== undefined && (await findProofApplicantId(app.db, proofId)) === principal.userId;
  }
  if (by.in === 'paymentLink') {
    const token = fieldOf(request.params, by.field);
    const proof = token === undefined ? undefined : await findProofByTokenHash(app.db, hashToken(token));
    return proof?.applicantId === principal.userId;
  }
  const email = fieldOf(request[by.in], by.field);
  return email !== undefined && email.trim().toLowerCase() === principal.email.toLowerCase();
}

/**
 * Staff never act on their own application (issue 18.7): an applicant made elder or admin keeps
 * their applicant record, and could otherwise invite, interview and admit themselves. Every route
 * whose access rule says which applicant it `actsOn` gets this check after its role check, so a
 * new staff route is covered by declaring its rule. A refused attempt is audited; the audit entry
 * is written on its own, as the refused call changes nothing else.
 */
export const ownApplicationPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const actsOn = methods.map((method) => accessRuleFor(method, route.url)?.actsOn).find(Boolean);
    if (!actsOn) return;
    const refuseOwn: preHandlerAsyncHookHandler = async (request) => {
      if (!(await namesCaller(app, request, actsOn))) return;
      const principal = request.principal;
      if (!principal) return;
      await insertAudit(app.db, {
        actorId: principal.userId,
        action: OWN_APPLICATION_REFUSED,
        subject: principal.email,
        details: { call: `${request.method} ${route.url}` },
      });
      throw forbidden(messages.ownApplication, errorCodes.ownApplication);
    };
    const earlier = route.preHandler === undefined ? [] : [route.preHandler].flat();
    route.preHandler = [...earlier, refuseOwn];
  });
});
