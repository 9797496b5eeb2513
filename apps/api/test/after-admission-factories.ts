import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { applicants, users } from '../src/db/schema/index.ts';
import { createApplicantWithPassword } from './factories.ts';

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
