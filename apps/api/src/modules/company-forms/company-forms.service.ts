import {
  type HireRequest,
  isHoneypotFilled,
  messages,
  type PartnerApplication,
  type StayUpdated,
} from '@intake/contracts';
import { companyFormErrors } from '@intake/contracts/errors/company-forms';
import { findAdminEmails } from '../../core/users.repository.ts';
import { appError } from '../../lib/app-error.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { renderHireRequestReceivedMail } from '../../mail/templates/hire-request-received.ts';
import { renderPartnerApplicationReceivedMail } from '../../mail/templates/partner-application-received.ts';
import { queueMails } from '../mail/mail.service.ts';
import {
  findHireRequests,
  findLaunchSubscribers,
  findPartnerApplications,
  type HireRequestRow,
  insertHireRequest,
  insertLaunchSubscriber,
  insertPartnerApplication,
  type LaunchSubscriberRow,
  type PartnerApplicationRow,
} from './company-forms.repository.ts';

const received = { message: messages.companyRequestReceived };

const contactOf = (row: PartnerApplicationRow | HireRequestRow | LaunchSubscriberRow) => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  companyName: row.companyName,
  createdAt: row.createdAt.toISOString(),
});

/** Stores a partner application and mails every admin, in one transaction with the outbox. */
export async function applyToPartner(deps: ServiceDeps<'db'>, input: PartnerApplication) {
  // A filled honeypot is a bot: it is told the form went through, and nothing is kept or sent.
  if (isHoneypotFilled(input)) return received;
  const { website: _honeypot, ...fields } = input;
  await deps.db.transaction(async (tx) => {
    await insertPartnerApplication(tx, fields);
    const rendered = renderPartnerApplicationReceivedMail(fields);
    await queueMails(
      tx,
      (await findAdminEmails(tx)).map((to) => ({ kind: 'partner-application-received', to, rendered })),
    );
  });
  return received;
}

/** Stores a hire request and mails every admin, in one transaction with the outbox. */
export async function requestToHire(deps: ServiceDeps<'db'>, input: HireRequest) {
  if (isHoneypotFilled(input)) return received;
  const { website: _honeypot, ...fields } = input;
  await deps.db.transaction(async (tx) => {
    await insertHireRequest(tx, fields);
    const rendered = renderHireRequestReceivedMail(fields);
    await queueMails(
      tx,
      (await findAdminEmails(tx)).map((to) => ({ kind: 'hire-request-received', to, rendered })),
    );
  });
  return received;
}

/**
 * Subscribes to launch updates. A known e-mail is a 409 carrying the spec's own sentence
 * ('We already have your details …'), which the form shows in its error line.
 */
export async function subscribeToLaunch(deps: ServiceDeps<'db'>, input: StayUpdated) {
  if (isHoneypotFilled(input)) return { message: messages.subscribed };
  const { website: _honeypot, ...fields } = input;
  const created = await insertLaunchSubscriber(deps.db, fields);
  if (!created) throw appError(companyFormErrors.alreadySubscribed);
  return { message: messages.subscribed };
}

export async function listPartnerApplications(deps: ServiceDeps<'db'>, limit: number) {
  return (await findPartnerApplications(deps.db, limit)).map((row) => ({
    ...contactOf(row),
    designation: row.designation,
    message: row.message,
  }));
}

export async function listHireRequests(deps: ServiceDeps<'db'>, limit: number) {
  return (await findHireRequests(deps.db, limit)).map((row) => ({
    ...contactOf(row),
    designation: row.designation,
    skillSet: row.skillSet,
    request: row.request,
  }));
}

export async function listLaunchSubscribers(deps: ServiceDeps<'db'>, limit: number) {
  return (await findLaunchSubscribers(deps.db, limit)).map(contactOf);
}
