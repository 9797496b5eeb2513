import { type HeartbeatInput, heartbeatResponseSchema } from '@intake/contracts/aptitude-test';
import { TEST_HEARTBEAT_TIMEOUT_MS } from '@intake/contracts/constants';
import { apiRequest } from '../../../lib/api-client';
import { NoResponseError } from '../../../lib/api-error';

/**
 * The running test's "still here", with the answers the server has not acknowledged. No answer
 * within TEST_HEARTBEAT_TIMEOUT_MS counts as no answer at all: on a stalled connection the
 * screen must pause before the server starts counting the pause.
 */
export function sendHeartbeat(input: HeartbeatInput) {
  const request = apiRequest('/api/applicant/test/heartbeat', {
    method: 'POST',
    body: input,
    authenticated: true,
    schema: heartbeatResponseSchema,
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new NoResponseError()), TEST_HEARTBEAT_TIMEOUT_MS);
  });
  return Promise.race([request, timeout]).finally(() => clearTimeout(timer));
}
