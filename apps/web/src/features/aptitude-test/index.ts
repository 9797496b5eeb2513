export { startTest, useStartTestMutation } from './api/start-test';
export { stopTest, useStopTestMutation } from './api/stop-test';
export { AptitudeTestView } from './components/aptitude-test-view';
export { TestStartDialog } from './components/test-start-dialog';
export {
  refreshTestingUserOnLogin,
  sendUnsentTestResult,
  settleTestOnLogin,
  shouldResumeTest,
  type UnsentResultOutcome,
} from './send-unsent-test-result';
