import * as endpoints from '@intake/contracts/endpoints/admin';
import {
  getPaymentAccount as readPaymentAccount,
  savePaymentAccount,
} from '@intake/contracts/endpoints/school-payment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { readFilePart } from '../../lib/multipart-file.ts';
import { requirePrincipal } from '../../plugins/auth.ts';
import { getApplicationsStatus, getPaymentAccount } from '../settings/settings.service.ts';
import {
  changeCohort,
  changePaymentAccount,
  changeRole,
  changeSchoolLogo,
  changeSchoolSettings,
  createBatch,
  enableLoan,
  listAudit,
  listCohorts,
  setApplicationWindow,
} from './admin.service.ts';
import { resendEmail } from './resend-email.service.ts';

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: Parameters<typeof requirePrincipal>[0]) => requirePrincipal(request).userId;

  registerEndpoint(app, endpoints.startApplications, (request) =>
    setApplicationWindow(app, true, actor(request)),
  );
  registerEndpoint(app, endpoints.stopApplications, (request) =>
    setApplicationWindow(app, false, actor(request)),
  );
  registerEndpoint(app, endpoints.getApplicationsStatus, () =>
    getApplicationsStatus(app.db, app.config.timeZone),
  );
  registerEndpoint(app, endpoints.createBatch, (request) => createBatch(app, request.body, actor(request)));
  registerEndpoint(app, endpoints.listCohorts, () => listCohorts(app));
  registerEndpoint(app, endpoints.updateCohort, (request) =>
    changeCohort(app, request.params.cohortId, request.body, actor(request)),
  );
  registerEndpoint(app, endpoints.saveSchool, (request) =>
    changeSchoolSettings(app, request.body, actor(request)),
  );
  registerEndpoint(app, endpoints.saveSchoolLogo, async (request) =>
    changeSchoolLogo(app, (await readFilePart(request)).content, actor(request)),
  );
  registerEndpoint(app, endpoints.removeSchoolLogo, (request) => changeSchoolLogo(app, null, actor(request)));
  registerEndpoint(app, endpoints.changeRole, (request) =>
    changeRole(app, request.query.email, request.query.newRole, actor(request)),
  );
  registerEndpoint(app, readPaymentAccount, () => getPaymentAccount(app.db, app.config));
  registerEndpoint(app, savePaymentAccount, (request) =>
    changePaymentAccount(app, request.body, actor(request)),
  );
  registerEndpoint(app, endpoints.enableLoan, (request) =>
    enableLoan(app, request.params.email, actor(request)),
  );
  registerEndpoint(app, endpoints.resendEmail, (request) =>
    resendEmail(app, request.query.email, request.query.emailType, actor(request)),
  );
  registerEndpoint(app, endpoints.listAudit, (request) => listAudit(app, request.query));
};
