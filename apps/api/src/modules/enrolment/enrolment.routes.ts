import * as agreements from '@intake/contracts/endpoints/agreements';
import { checkIn as checkInCall } from '@intake/contracts/endpoints/check-in';
import * as enrolmentForm from '@intake/contracts/endpoints/enrolment-form';
import * as guardian from '@intake/contracts/endpoints/guardian-consent';
import * as paymentPlan from '@intake/contracts/endpoints/payment-plan';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requirePrincipal } from '../../plugins/auth.ts';
import { getTuitionSummary } from '../tuition/tuition.service.ts';
import { getLoanDetails, listAgreements, signAgreement } from './agreements.service.ts';
import { checkIn, getEnrolmentForm, submitEnrolmentForm } from './enrolment.service.ts';
import {
  changeGuardian,
  confirmGuardianPhone,
  declineAsGuardian,
  guardianSignaturesOf,
  myGuardianConsent,
  readGuardianPage,
  resendGuardianLink,
  sendGuardianCode,
  signAsGuardian,
} from './guardian-consent.service.ts';
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
    signAgreement(app, learnerId(request), 'loan', request.body),
  );
  registerEndpoint(app, agreements.getLoanDetails, (request) => getLoanDetails(app, learnerId(request)));
  registerEndpoint(app, agreements.listAgreements, (request) => listAgreements(app, learnerId(request)));

  // Issue 25.7: the guardian of an under-18 learner consents from their own link.
  registerEndpoint(app, guardian.myGuardianConsent, (request) => myGuardianConsent(app, learnerId(request)));
  registerEndpoint(app, guardian.resendGuardianLink, (request) =>
    resendGuardianLink(app, learnerId(request)),
  );
  registerEndpoint(app, guardian.changeGuardian, (request) =>
    changeGuardian(app, learnerId(request), request.body),
  );
  const signingContext = (request: FastifyRequest) => ({
    ipAddress: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
  });
  registerEndpoint(app, guardian.guardianSignatures, (request) =>
    guardianSignaturesOf(app, request.params.applicantId),
  );
  registerEndpoint(app, guardian.guardianPage, (request) => readGuardianPage(app, request.params.token));
  registerEndpoint(app, guardian.sendGuardianCode, (request) => sendGuardianCode(app, request.params.token));
  registerEndpoint(app, guardian.confirmGuardianPhone, (request) =>
    confirmGuardianPhone(app, request.params.token, request.body.code),
  );
  registerEndpoint(app, guardian.signAsGuardian, (request) =>
    signAsGuardian(app, request.params.token, request.body, signingContext(request)),
  );
  registerEndpoint(app, guardian.declineAsGuardian, (request) =>
    declineAsGuardian(app, request.params.token, request.body.reason, signingContext(request)),
  );
};
