import { ledgerMessages } from '../copy/ledger.ts';
import { defineErrors } from '../error-catalogue.ts';
import { errorCodes } from '../errors.ts';

/** Refusals of the ledger's staff calls and of a reused proof (issue 24.4–24.6). */
export const ledgerErrors = defineErrors({
  refundPositive: { status: 400, code: errorCodes.validation, message: ledgerMessages.refundPositive },
  notALearner: { status: 404, code: errorCodes.notFound, message: ledgerMessages.notALearner },
  correctionRepeated: { status: 409, code: errorCodes.conflict, message: ledgerMessages.correctionRepeated },
  noSuchUnmatched: { status: 404, code: errorCodes.notFound, message: ledgerMessages.noSuchUnmatched },
  unmatchedAssigned: { status: 409, code: errorCodes.conflict, message: ledgerMessages.unmatchedAssigned },
  unmatchedDismissed: { status: 409, code: errorCodes.conflict, message: ledgerMessages.unmatchedDismissed },
  referenceOnLedger: { status: 409, code: errorCodes.conflict, message: ledgerMessages.referenceOnLedger },
});

/** A refund larger than what the learner has paid (the figure is in the sentence). */
export const refundTooLarge = (paid: string) =>
  ({ status: 422, code: errorCodes.rule, message: ledgerMessages.refundTooLarge(paid) }) as const;

/** The same file, or the same transaction reference, already sent as proof of another payment. */
export const duplicateProofFile = (when: string) =>
  ({
    status: 409,
    code: errorCodes.duplicateProof,
    message: ledgerMessages.duplicateProofFile(when),
  }) as const;
export const duplicateProofDeclined = (when: string) =>
  ({
    status: 409,
    code: errorCodes.duplicateProof,
    message: ledgerMessages.duplicateProofDeclined(when),
  }) as const;
export const duplicateProofReference = (reference: string) =>
  ({
    status: 409,
    code: errorCodes.duplicateProof,
    message: ledgerMessages.duplicateProofReference(reference),
  }) as const;
