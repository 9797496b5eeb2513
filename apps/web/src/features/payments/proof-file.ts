import { paymentCopy } from '@intake/contracts/copy/payments';
import { FILE_MAX_BYTES } from '@intake/contracts/files';
import type { PaymentMethod } from '@intake/contracts/payments';

/**
 * What the file picker offers (docs/spec/portal-spec.md §5): USSD a JPEG or PNG picture; the bank methods any image or
 * a PDF, though only JPEG, PNG and PDF are taken (PAYMENT_PROOF_FORMATS; the server checks content).
 */
export const PROOF_ACCEPT: Readonly<Record<PaymentMethod, string>> = {
  ussd: 'image/jpeg,image/png',
  'bank deposit': 'image/*,application/pdf',
  'bank transfer': 'image/*,application/pdf',
};

const TAKEN: Readonly<Record<PaymentMethod, readonly string[]>> = {
  ussd: ['image/jpeg', 'image/png'],
  'bank deposit': ['image/jpeg', 'image/png', 'application/pdf'],
  'bank transfer': ['image/jpeg', 'image/png', 'application/pdf'],
};

export const proofHint = (method: PaymentMethod) =>
  method === 'ussd' ? paymentCopy.imageHint : paymentCopy.documentHint;

/** Why a chosen file cannot be this method's proof, or null if it may be uploaded. */
export function proofFileProblem(method: PaymentMethod, file: File): string | null {
  if (!TAKEN[method].includes(file.type)) {
    return method === 'ussd' ? paymentCopy.notAnImage : paymentCopy.notADocument;
  }
  if (file.size === 0) return paymentCopy.emptyFile;
  if (file.size > FILE_MAX_BYTES) return paymentCopy.tooLarge;
  return null;
}
