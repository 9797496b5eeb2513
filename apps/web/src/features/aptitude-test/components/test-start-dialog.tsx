import { START_TEST_MESSAGE_MS, START_TEST_NETWORK_MESSAGE_MS } from '@intake/contracts/constants';
import { testCopy } from '@intake/contracts/copy/aptitude-test';
import { copy } from '@intake/contracts/copy/shared';
import { messages } from '@intake/contracts/messages';
import { paths } from '@intake/contracts/pages';
import { Button, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { LazyModal } from '../../../components/dialogs/lazy-modal';
import { FormError } from '../../../components/form/form-error';
import { ApiError, errorMessage, NoResponseError } from '../../../lib/api-error';
import { clearSession } from '../../../lib/session';
import { checkConnection } from '../api/check-connection';
import { useStartTestMutation } from '../api/start-test';

type TestStartDialogProps = {
  opened: boolean;
  onClose: () => void;
  /** HTTP 200: the attempt runs; switch to the test view (docs/spec/portal-spec.md §4). */
  onStarted: () => void;
};

type Failure = { message: string; ms: number; toLogin?: boolean };

/** docs/spec/portal-spec.md §8 "Start test", with its timeouts (§9). */
function failureFor(error: unknown): Failure {
  if (error instanceof NoResponseError) {
    return { message: messages.checkNetwork, ms: START_TEST_NETWORK_MESSAGE_MS };
  }
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
    return { message: messages.sessionExpired, ms: START_TEST_MESSAGE_MS, toLogin: true };
  }
  if (error instanceof ApiError && error.status === 400) {
    return { message: messages.alreadyTested, ms: START_TEST_MESSAGE_MS, toLogin: true };
  }
  return { message: errorMessage(error), ms: START_TEST_MESSAGE_MS };
}

/**
 * The warnings before the one attempt and the Start button (docs/spec/portal-spec.md §2, §4); Start first checks the
 * connection with a round trip, then asks once more, so nobody starts the one attempt by accident.
 */
export function TestStartDialog({ opened, onClose, onStarted }: TestStartDialogProps) {
  const navigate = useNavigate();
  const start = useStartTestMutation();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [checking, setChecking] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const latest = useRef({ onClose, navigate });
  latest.current = { onClose, navigate };

  // Each message goes away after its time; the session ones then close the dialog and go to /login.
  useEffect(() => {
    if (!failure) return;
    const timer = setTimeout(() => {
      setFailure(null);
      if (failure.toLogin) {
        latest.current.onClose();
        clearSession();
        latest.current.navigate(paths.login);
      }
    }, failure.ms);
    return () => clearTimeout(timer);
  }, [failure]);

  const onCheck = async () => {
    setFailure(null);
    setChecking(true);
    try {
      await checkConnection();
      setConfirming(true);
    } catch (error) {
      setFailure(failureFor(error));
    } finally {
      setChecking(false);
    }
  };

  const onStart = async () => {
    setFailure(null);
    try {
      await start.mutateAsync();
      onStarted();
    } catch (error) {
      setFailure(failureFor(error));
    }
  };

  // While a session message shows, the dialog waits for /login rather than offering Start again.
  const blocked = start.isPending || checking || failure?.toLogin === true;
  const close = () => {
    setConfirming(false);
    onClose();
  };

  return (
    <LazyModal
      opened={opened}
      onClose={close}
      title={testCopy.startTitle}
      centered
      closeButtonProps={{ 'aria-label': copy.close }}
    >
      <Stack gap="md">
        {confirming ? (
          <Text size="sm">{testCopy.confirmStart}</Text>
        ) : (
          <List spacing="xs" size="sm">
            <List.Item>{testCopy.warningDuration}</List.Item>
            <List.Item>
              <Text span fw={700} size="sm">
                {testCopy.warningOneAttempt}
              </Text>
            </List.Item>
            <List.Item>{testCopy.warningConnection}</List.Item>
            <List.Item>{testCopy.warningStay}</List.Item>
          </List>
        )}
        <FormError message={failure?.message} />
        {/* Side by side from `xs` up; stacked on a phone, where 'Yes, start my test' did not fit half. */}
        {confirming ? (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Button
              type="button"
              variant="default"
              onClick={() => setConfirming(false)}
              disabled={start.isPending}
            >
              {testCopy.notYet}
            </Button>
            <Button
              type="button"
              onClick={onStart}
              disabled={blocked}
              loading={start.isPending}
              data-autofocus
            >
              {testCopy.confirmStartButton}
            </Button>
          </SimpleGrid>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Button type="button" variant="default" onClick={close} disabled={blocked}>
              {testCopy.cancel}
            </Button>
            <Button type="button" onClick={onCheck} disabled={blocked} loading={checking}>
              {testCopy.start}
            </Button>
          </SimpleGrid>
        )}
      </Stack>
    </LazyModal>
  );
}
