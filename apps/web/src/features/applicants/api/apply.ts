import type { Application } from '@intake/contracts';
import { apiRequest } from '../../../lib/api-client';

export const submitApplication = (application: Application) =>
  apiRequest('/api/applicant/apply', { method: 'POST', body: application });
