import type { CataloguedError } from '../error-catalogue.ts';
import { defineErrors } from '../error-catalogue.ts';
import { errorCodes } from '../errors.ts';
import { messages } from '../messages.ts';
import { PAYMENT_METHOD_LABELS, PAYMENT_PROOF_FORMATS, type PaymentMethod } from '../payments.ts';

const validation = (message: string) => ({ status: 400, code: errorCodes.validation, message }) as const;

export const paymentErrors = defineErrors({
  uploadProofFirst: validation(messages.uploadProofFirst),
  transactionDateInFuture: validation(messages.transactionDateInFuture),
  transactionDateTooOld: validation(messages.transactionDateTooOld),
  proofBeforeAdmission: { status: 409, code: errorCodes.wrongState, message: messages.proofBeforeAdmission },
  tuitionAlreadyConfirmed: {
    status: 409,
    code: errorCodes.wrongState,
    message: messages.tuitionAlreadyConfirmed,
  },
  proofAwaitingConfirmation: {
    status: 409,
    code: errorCodes.conflict,
    message: messages.proofAwaitingConfirmation,
  },
  paymentAttended: { status: 409, code: errorCodes.conflict, message: messages.paymentAttended },
  paymentCannotBeConfirmed: {
    status: 409,
    code: errorCodes.wrongState,
    message: messages.paymentCannotBeConfirmed,
  },
  noSuchProof: { status: 404, code: errorCodes.notFound, message: 'No such payment proof.' },
});

const FORMAT_NAMES: Readonly<Record<string, string>> = { jpg: 'JPEG', png: 'PNG', pdf: 'PDF' };

function wrongFormat(method: PaymentMethod): CataloguedError {
  const names = PAYMENT_PROOF_FORMATS[method].map((format) => FORMAT_NAMES[format] ?? format.toUpperCase());
  const list = `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
  return validation(`Proof of a ${PAYMENT_METHOD_LABELS[method]} payment must be a ${list} file.`);
}

/** A proof file of a format its payment method does not take, by method. */
export const proofFormatErrors = Object.fromEntries(
  Object.keys(PAYMENT_PROOF_FORMATS).map((method) => [method, wrongFormat(method as PaymentMethod)]),
) as Readonly<Record<PaymentMethod, CataloguedError>>;
