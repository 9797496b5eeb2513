import type { UserData } from '@intake/contracts';
import type { PaymentInstructions, PaymentProofReview } from '@intake/contracts/payments';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { AppProviders } from '../../../lib/providers';
import { saveSession } from '../../../lib/session';
import { makeToken } from '../../../test/api-stub';
import { createTestQueryClient } from '../../../test/query-client';

/** Renders one of this feature's components inside the app's providers, signed in as `user`. */
export function renderSignedIn(ui: ReactNode, user: Partial<UserData> = {}) {
  saveSession(makeToken({ roles: 'APPLICANT', ...user }));
  const queryClient = createTestQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      {ui}
    </AppProviders>,
  );
  return { ...view, queryClient, user: userEvent.setup() };
}

/** jsdom has no blob: URLs; each created one is numbered. Returns a function putting the originals back. */
export function stubBlobUrls() {
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  let count = 0;
  URL.createObjectURL = vi.fn((_blob: Blob) => `blob:proof-${++count}`);
  URL.revokeObjectURL = vi.fn((_url: string) => undefined);
  return () => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  };
}

export const proofFile = (name = 'receipt.png', type = 'image/png') =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type });

export const FILE_ID = '6f1c1c8e-0c53-4b7e-9a1e-00000000000f';
export const PROOF_ID = '6f1c1c8e-0c53-4b7e-9a1e-0000000000a1';

export const uploadedAnswer = (name = 'receipt.png', format = 'png') => ({
  id: FILE_ID,
  secure_url: `https://portal.example.org/api/files/${FILE_ID}`,
  original_filename: name,
  format,
});

export const fileResponse = (type = 'image/png') =>
  new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { status: 200, headers: { 'Content-Type': type } });

/** What the school set: a 600,000 fee with nothing paid yet, and a bank account. */
export const paymentInstructions = (overrides: Partial<PaymentInstructions> = {}): PaymentInstructions => ({
  tuition: { tuitionFee: 600_000, discountAmount: 0, tuitionPaid: 0, amountDue: 600_000 },
  account: {
    bankName: 'Lagos Savings Bank',
    accountName: 'Intake School Fees',
    accountNumber: '0123456789',
    ussdCode: '*737*2*1#',
    note: 'Use your e-mail address as the reference.',
  },
  contactEmail: 'fees@intake.school',
  ...overrides,
});

/** A proof as staff review it (the applicant's own view has no `instructions`). */
export const proofRecord = (overrides: Partial<PaymentProofReview> = {}): PaymentProofReview => ({
  id: PROOF_ID,
  paymentMethod: 'bank transfer',
  amountPaid: 150000,
  transactionDate: '03-02-2027',
  transactionImageLink: `https://portal.example.org/api/files/${FILE_ID}`,
  fileFormat: 'png',
  phoneNumber: '',
  depositorName: '',
  depositorAccountName: 'Ada Obi',
  originatingBankName: 'First Bank',
  depositorEmail: '',
  transactionReference: '',
  status: 'pending',
  declineReason: null,
  submittedAt: '2027-02-03T10:00:00.000Z',
  decidedAt: null,
  applicant: { id: 'u-1', firstName: 'Ada', lastName: 'Obi', email: 'ada@example.org' },
  instructions: paymentInstructions(),
  ...overrides,
});
