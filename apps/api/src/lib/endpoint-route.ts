import multipart from '@fastify/multipart';
import { type AccessRule, type Endpoint, FILE_MAX_BYTES, routePath } from '@intake/contracts';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
} from 'fastify';
import type { z } from 'zod';

type Parsed<S> = [S] extends [z.ZodType] ? z.output<S> : undefined;

/** The request as the declaration's schemas parsed it. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Parsed<E['params']>;
  Querystring: Parsed<E['query']>;
  Body: Parsed<E['body']>;
  Headers: Parsed<E['headers']>;
}>;

/**
 * What a route file writes for a declared call: the answer's body (sent with the declared status),
 * or the reply when the handler sent a different answer itself (a 503, a stream).
 */
export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<z.input<E['response']> | FastifyReply>;

/**
 * The rule's role check, as the authorizer hook plugins/auth.ts runs on request, before the body
 * is parsed and the input validated. A public or link-token call has none: the token is its check.
 */
function authorizerFor(app: FastifyInstance, access: AccessRule) {
  if (access.allow === 'public' || access.allow === 'link-token' || access.orToken) return undefined;
  if (access.allow === 'signed-in') return app.authorize();
  return access.alsoFinance ? app.authorizeWithFinance(...access.allow) : app.authorize(...access.allow);
}

/** The OpenAPI description: the declaration's own, then the error codes. */
function descriptionOf(endpoint: Endpoint) {
  const codes = endpoint.errors.length ? `Error codes: ${endpoint.errors.join(', ')}.` : undefined;
  const text = [endpoint.description, codes].filter(Boolean).join('\n\n');
  return text ? { description: text } : {};
}

/**
 * Registers a declared call (packages/contracts/src/endpoints/) with its handler: the path, the
 * schemas that validate its input and serialise its answer, its access rule, its rate limit and
 * its OpenAPI entry all come from the declaration. `actsOn` is applied by plugins/own-application.ts,
 * which reads the same rule from access-rules.ts.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  /** A limit that needs the app's settings or the session (per account), in place of `rateLimited`'s. */
  options: { config?: FastifyContextConfig } = {},
): void {
  const authorizer = authorizerFor(app, endpoint.access);
  const status = endpoint.status ?? 200;
  const config = options.config ?? (endpoint.rateLimited ? app.perAddressLimit : undefined);
  const route: RouteOptions = {
    method: endpoint.method,
    url: routePath(endpoint.path),
    ...(config ? { config } : {}),
    ...(authorizer ? { preHandler: authorizer } : {}),
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...descriptionOf(endpoint),
      ...(authorizer || endpoint.access.orToken ? { security: [{ bearer: [] }] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.headers ? { headers: endpoint.headers } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
      // A file or a stream is sent by the handler as it is: no schema serialises it.
      ...(endpoint.produces
        ? { produces: [...endpoint.produces] }
        : { response: { [status]: endpoint.response, ...endpoint.otherResponses } }),
    },
    handler: async (request, reply) => {
      // A reply is a thenable: awaited, it ends as undefined once sent, so ask whether it was.
      const answer = await handler(request as EndpointRequest<E>, reply);
      return reply.sent ? reply : reply.status(status).send(answer);
    },
  };
  if (!endpoint.multipart) {
    app.route(route);
    return;
  }
  // The multipart parser in a context of the upload's own: its hooks (a listener and two async
  // hooks on each request) would otherwise run on every call of the portal (issue 27.4). A
  // multipart body sent to any other call is then refused as an unsupported type (415).
  void app.register(async (uploads) => {
    await uploads.register(multipart, { limits: { fileSize: FILE_MAX_BYTES, files: 1, fields: 10 } });
    uploads.route(route);
  });
}
