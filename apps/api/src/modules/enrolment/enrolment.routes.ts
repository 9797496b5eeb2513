import * as agreements from '@intake/contracts/endpoints/agreements';
import { checkIn as checkInCall } from '@intake/contracts/endpoints/check-in';
import * as enrolmentForm from '@intake/contracts/endpoints/enrolment-form';
import * as paymentPlan from '@intake/contracts/endpoints/payment-plan';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requirePrincipal } from '../../plugins/auth.ts';
import { getTuitionSummary } from '../tuition/tuition.service.ts';
import { getLoanDetails, listAgreements, signAgreement } from './agreements.service.ts';
import { checkIn, getEnrolmentForm, submitEnrolmentForm } from './enrolment.service.ts';
import { fillPaymentAgreement, getPaymentPlan, lookUpDiscountCode } from './payment-plan.service.ts';

export const enrolmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const learnerId = (request: Parameters<typeof requirePrincipal>[0]) => requirePrincipal(request).userId;

  registerEndpoint(app, enrolmentForm.submitEnrolmentForm, (request) =>
    submitEnrolmentForm(app, learnerId(request), request.body),
  );
  registerEndpoint(app, enrolmentForm.getEnrolmentForm, (request) =>
    getEnrolmentForm(app, learnerId(request)),
  );
  registerEndpoint(app, checkInCall, (request) =>
    checkIn(app, request.params.email, requirePrincipal(request).userId),
  );

  registerEndpoint(app, paymentPlan.lookUpDiscountCode, (request) =>
    lookUpDiscountCode(app, learnerId(request), request.params.code),
  );
  registerEndpoint(app, paymentPlan.fillPaymentAgreement, (request) =>
    fillPaymentAgreement(app, learnerId(request), request.body),
  );
  registerEndpoint(app, paymentPlan.getTuition, (request) => getTuitionSummary(app.db, learnerId(request)));
  registerEndpoint(app, paymentPlan.getPaymentPlan, (request) => getPaymentPlan(app, learnerId(request)));

  registerEndpoint(app, agreements.fillNativeAgreement, (request) =>
    signAgreement(app, learnerId(request), 'native'),
  );
  registerEndpoint(app, agreements.fillTenancyAgreement, (request) =>
    signAgreement(app, learnerId(request), 'tenancy'),
  );
  registerEndpoint(app, agreements.fillLoanAgreement, (request) =>
    signAgreement(app, learnerId(request), 'loan', request.body.parentName),
  );
  registerEndpoint(app, agreements.getLoanDetails, (request) => getLoanDetails(app, learnerId(request)));
  registerEndpoint(app, agreements.listAgreements, (request) => listAgreements(app, learnerId(request)));
};
