import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { applicants, users } from '../src/db/schema/index.ts';
import { formatSchoolDate } from '../src/lib/school-time.ts';
import { createApplicantWithPassword, multipartFile, uniquePng } from './factories.ts';

/**
 * An applicant who accepted the offer (applicationStatus and nativeState ACCEPTED_ADMISSION), as the
 * offer's accept link would have left them (test setup only). `headers` is the bearer header;
 * `auth` is the same header under the name the other factories use.
 */
export async function createAdmittedApplicant(app: FastifyInstance) {
  const applicant = await createApplicantWithPassword(app);
  const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, applicant.email));
  if (!user) throw new Error(`no user ${applicant.email}`);
  await app.db
    .update(applicants)
    .set({ applicationStatus: 'ACCEPTED_ADMISSION', nativeState: 'ACCEPTED_ADMISSION' })
    .where(eq(applicants.userId, user.id));
  return { ...applicant, id: user.id, headers: applicant.auth };
}

/**
 * Uploads a receipt picture and sends it as a bank-transfer proof of `amountPaid` for the applicant
 * whose bearer header is `headers`, as the payment dialog does; answers the proof call's response.
 */
export async function sendBankTransferProof(
  app: FastifyInstance,
  headers: Record<string, string>,
  amountPaid = 50000,
) {
  const upload = multipartFile('file', 'receipt.png', uniquePng(), 'image/png');
  const file = await app.inject({
    method: 'POST',
    url: '/api/files',
    payload: upload.payload,
    headers: { ...upload.headers, ...headers },
  });
  return app.inject({
    method: 'POST',
    url: '/api/native/uploadProofOfPayment',
    headers,
    payload: {
      paymentMethod: 'bank transfer',
      amountPaid,
      transactionDate: formatSchoolDate(new Date(), 'Africa/Lagos'),
      transactionImageLink: file.json().secure_url,
      phoneNumber: '',
      depositorName: '',
      depositorAccountName: 'Ada Obi',
      originatingBankName: 'First Bank',
      depositorEmail: '',
    },
  });
}
