import { errorCodes, messages } from '@intake/contracts';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import fp from 'fastify-plugin';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { clientErrorHandler } from './lib/client-error.ts';
import { logHooks } from './lib/error-log.ts';
import { LazyChildLogger } from './lib/lazy-child-logger.ts';
import { serializerCompiler } from './lib/serializer.ts';
import { adminPlugin } from './modules/admin/admin.plugin.ts';
import { admissionsPlugin } from './modules/admissions/admissions.plugin.ts';
import { applicantRecordsPlugin } from './modules/applicant-records/applicant-records.plugin.ts';
import { applicantsPlugin } from './modules/applicants/applicants.plugin.ts';
import { aptitudeTestPlugin } from './modules/aptitude-test/aptitude-test.plugin.ts';
import { authModulePlugin } from './modules/auth/auth.plugin.ts';
import { bulkActionsPlugin } from './modules/bulk-actions/bulk-actions.plugin.ts';
import { companyFormsPlugin } from './modules/company-forms/company-forms.plugin.ts';
import { csvImportPlugin } from './modules/csv-import/csv-import.plugin.ts';
import { discountCodesPlugin } from './modules/discount-codes/discount-codes.plugin.ts';
import { duplicatesPlugin } from './modules/duplicates/duplicates.plugin.ts';
import { enrolmentPlugin } from './modules/enrolment/enrolment.plugin.ts';
import { filesPlugin } from './modules/files/files.plugin.ts';
import { formDataPlugin } from './modules/form-data/form-data.plugin.ts';
import { funnelPlugin } from './modules/funnel/funnel.plugin.ts';
import { healthPlugin } from './modules/health/health.plugin.ts';
import { infoSessionsPlugin } from './modules/info-sessions/info-sessions.plugin.ts';
import { interviewsPlugin } from './modules/interviews/interviews.plugin.ts';
import { jobsPlugin } from './modules/jobs/jobs.plugin.ts';
import { mailPlugin } from './modules/mail/mail.plugin.ts';
import { messagingPlugin } from './modules/messaging/messaging.plugin.ts';
import { paymentGatewayPlugin } from './modules/payment-gateway/payment-gateway.plugin.ts';
import { paymentsPlugin } from './modules/payments/payments.plugin.ts';
import { privacyPlugin } from './modules/privacy/privacy.plugin.ts';
import { questionnairePlugin } from './modules/questionnaire/questionnaire.plugin.ts';
import { remindersPlugin } from './modules/reminders/reminders.plugin.ts';
import { retentionPlugin } from './modules/retention/retention.plugin.ts';
import { reviewPlugin } from './modules/review/review.plugin.ts';
import { settingsPlugin } from './modules/settings/settings.plugin.ts';
import { tuitionPlugin } from './modules/tuition/tuition.plugin.ts';
import { authPlugin } from './plugins/auth.ts';
import { backgroundPacePlugin } from './plugins/background-pace.ts';
import { dbPlugin } from './plugins/db.ts';
import { emailLinkPagesPlugin } from './plugins/email-link-pages.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { inputTextPlugin } from './plugins/input-text.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { ownApplicationPlugin } from './plugins/own-application.ts';
import { readCachePlugin } from './plugins/read-cache.ts';
import { securityHeaders, securityPlugin } from './plugins/security.ts';
import { storagePlugin } from './plugins/storage.ts';
import { webPlugin } from './plugins/web.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface BuildOptions {
  /** An open database to use (tests share one); otherwise one is opened from the config and closed with the app. */
  database?: Database;
}

const BODY_LIMIT_BYTES = 1024 * 1024;
/**
 * The longest value of one path segment. Fastify's default (100) answered a pasted or mangled
 * e-mail link with a 414 before any page could say what happened; Node's 16 KiB header limit
 * bounds the whole address anyway, and every parameter's own schema sets its length.
 */
const MAX_PARAM_LENGTH = 8 * 1024;

/** Believes X-Forwarded-For only through the configured number of proxies (rate limits key on the address). */
const trustProxy = (hops: number | false) =>
  hops === false ? false : (_address: string, hop: number) => hop < hops;

/**
 * Fastify answers a malformed or over-long address before any hook runs: give those answers the
 * security headers and the one error shape too. A browser that follows a link with a broken
 * percent-encoding (an e-mail link cut or mangled on its way) is sent on to the same address with
 * its percent signs taken literally, so that it reaches its page or link route and is answered as
 * an unknown link; an API call still gets the error.
 */
function frameworkErrorHandler(headersFor: (url: string) => Record<string, string>) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
    void reply.headers(headersFor(request.url));
    const followsLink =
      (request.method === 'GET' || request.method === 'HEAD') &&
      Boolean(request.headers.accept?.includes('text/html'));
    if (!tooLong && followsLink) {
      // One leading slash: `//host` or `/\host` would leave the portal.
      return reply.redirect(`/${request.url.replaceAll('%', '%25').replace(/^[/\\]+/, '')}`);
    }
    return reply.code(tooLong ? 414 : 400).send({
      message: tooLong ? messages.addressTooLong : messages.invalidAddress,
      code: tooLong ? errorCodes.addressTooLong : errorCodes.validation,
    });
  };
}

/** Builds the whole portal: plugins, then modules. server.ts listens; tests use app.inject. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const headersFor = securityHeaders(config.publicUrl.startsWith('https:'));
  const app = Fastify({
    logger: { level: config.env === 'test' ? 'silent' : config.logLevel, hooks: logHooks },
    // Per-request log lines cost throughput; errors are still logged by the errors plugin.
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: (logger, bindings, options) => new LazyChildLogger(logger, bindings, options),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxy(config.trustProxyHops),
    // The spec's paths are written with and without a trailing slash (…/getApplicantByEmail/{email}/).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    ajv: { customOptions: { removeAdditional: false } },
    frameworkErrors: frameworkErrorHandler(headersFor),
    // The API's headers: the refused request's address is broken or unread.
    clientErrorHandler: clientErrorHandler(headersFor('/api/')),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);

  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: `${config.dataDir}/db`,
      poolSize: config.databasePoolSize,
    }));
  if (!options.database) app.addHook('onClose', () => database.close());

  await app.register(errorsPlugin);
  await app.register(inputTextPlugin);
  await app.register(emailLinkPagesPlugin);
  await app.register(securityPlugin);
  await app.register(backgroundPacePlugin);
  if (config.apiDocs) await app.register(openapiPlugin);
  await app.register(dbPlugin, { database });
  await app.register(storagePlugin);
  await app.register(readCachePlugin);
  await app.register(authPlugin);
  await app.register(ownApplicationPlugin);
  await app.register(mailPlugin);
  await app.register(jobsPlugin);

  await app.register(healthPlugin);
  await app.register(settingsPlugin);
  await app.register(authModulePlugin);
  await app.register(applicantsPlugin);
  await app.register(applicantRecordsPlugin);
  await app.register(formDataPlugin);
  await app.register(questionnairePlugin);
  await app.register(aptitudeTestPlugin);
  await app.register(infoSessionsPlugin);
  await app.register(interviewsPlugin);
  await app.register(admissionsPlugin);
  await app.register(reviewPlugin);
  await app.register(bulkActionsPlugin);
  await app.register(funnelPlugin);
  await app.register(adminPlugin);
  await app.register(csvImportPlugin);
  await app.register(discountCodesPlugin);
  await app.register(duplicatesPlugin);
  await app.register(enrolmentPlugin);
  await app.register(companyFormsPlugin);
  await app.register(filesPlugin);
  await app.register(paymentsPlugin);
  await app.register(paymentGatewayPlugin);
  await app.register(privacyPlugin);
  await app.register(remindersPlugin);
  await app.register(messagingPlugin);
  await app.register(retentionPlugin);
  await app.register(tuitionPlugin);
  await app.register(fp(webPlugin));

  return app;
}
