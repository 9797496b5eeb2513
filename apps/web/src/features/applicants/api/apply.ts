import type { Application } from '@intake/contracts';
import { callEndpoint } from '../../../lib/api-client';

/**
 * The declaration is loaded with the call: like the form's schema (apply-form.tsx), it brings zod,
 * which stays out of the first paint of /.
 */
export const submitApplication = async (application: Application) => {
  const { apply } = await import('@intake/contracts/endpoints/applicants');
  return callEndpoint(apply, { body: application });
};
