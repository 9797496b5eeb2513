import type { HeartbeatInput } from '@intake/contracts/aptitude-test';
import { TEST_HEARTBEAT_TIMEOUT_MS } from '@intake/contracts/constants';
import { sendTestHeartbeat } from '@intake/contracts/endpoints/aptitude-test';
import { callEndpoint } from '../../../lib/api-client';
import { NoResponseError } from '../../../lib/api-error';

/**
 * The running test's "still here", with the answers the server has not acknowledged. No answer
 * within TEST_HEARTBEAT_TIMEOUT_MS counts as no answer at all: on a stalled connection the
 * screen must pause before the server starts counting the pause.
 */
export function sendHeartbeat(input: HeartbeatInput) {
  const request = callEndpoint(sendTestHeartbeat, { body: input });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new NoResponseError()), TEST_HEARTBEAT_TIMEOUT_MS);
  });
  return Promise.race([request, timeout]).finally(() => clearTimeout(timer));
}
