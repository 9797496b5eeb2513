import { profileCopy } from '@intake/contracts/copy/applicant-profile';
import { decisionReasonsCopy as reasonCopy } from '@intake/contracts/copy/decision-reasons';
import { decisionNeedsReason } from '@intake/contracts/decision-reasons';
import { Alert, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { LazyModal } from '../../../components/dialogs/lazy-modal';
import { errorMessage } from '../../../lib/api-error';
import {
  type DecisionChoice,
  decisionValues,
  useDecisionReasonsQuery,
  useSendDecisionMutation,
} from '../api/send-decision';

type DecisionDialogProps = {
  email: string;
  applicantName: string;
  /** Why an offer cannot be made yet (the cohort has no fee), or null. */
  offerBlockedBy: string | null;
  opened: boolean;
  onClose: () => void;
  /** Called once the server recorded the decision, to refresh the profile. */
  onDecided: () => void;
};

const choices: DecisionChoice[] = ['offer', 'community', 'notSure'];

/**
 * 'Make Decision' (docs/spec/portal-spec.md §2, §4): Offer Admission, Send to Community or Not Sure,
 * with a reason from the admins' list (issue 22, point 7: required but for an offer), confirmed first.
 */
export function DecisionDialog({
  email,
  applicantName,
  offerBlockedBy,
  opened,
  onClose,
  onDecided,
}: DecisionDialogProps) {
  const [choice, setChoice] = useState<DecisionChoice | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [reasonId, setReasonId] = useState<string | null>(null);
  const [reasonProblem, setReasonProblem] = useState<string | null>(null);
  const decide = useSendDecisionMutation();
  const reasons = useDecisionReasonsQuery(opened);
  const fitting = choice
    ? (reasons.data ?? []).filter(
        (reason) => !reason.archived && reason.decisions.includes(decisionValues[choice]),
      )
    : [];
  const reason = fitting.find((each) => each.id === reasonId) ?? null;
  const needsReason = choice !== null && decisionNeedsReason(decisionValues[choice]);

  const choose = (value: DecisionChoice) => {
    setChoice(value);
    setReasonId(null);
    setReasonProblem(null);
  };

  const close = () => {
    if (decide.isPending) return;
    setChoice(null);
    setReasonId(null);
    setReasonProblem(null);
    setConfirming(false);
    setProblem(null);
    decide.reset();
    onClose();
  };

  const next = () => {
    if (!choice) {
      setProblem(profileCopy.chooseDecision);
      return;
    }
    setProblem(null);
    if (needsReason && !reason) {
      setReasonProblem(reasonCopy.reasonRequired);
      return;
    }
    setReasonProblem(null);
    setConfirming(true);
  };

  const confirm = () => {
    if (!choice || decide.isPending) return;
    decide.mutate({ email, choice, reasonId: reason?.id ?? null }, { onSuccess: onDecided });
  };

  return (
    <LazyModal
      opened={opened}
      onClose={close}
      title={profileCopy.decisionTitle}
      closeButtonProps={{ 'aria-label': profileCopy.close }}
    >
      {decide.isSuccess ? (
        <Stack gap="sm">
          <Alert color="green" role="status">
            {decide.data.message}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={close}>{profileCopy.done}</Button>
          </Group>
        </Stack>
      ) : confirming && choice ? (
        <Stack gap="sm">
          <Text>{profileCopy.confirmDecision(profileCopy.decisions[choice], applicantName)}</Text>
          <Text size="sm" c="dimmed">
            {profileCopy.decisionHints[choice]}
          </Text>
          {reason && (
            <>
              <Text size="sm">{reasonCopy.reasonLine(reason.label)}</Text>
              {choice !== 'notSure' && (
                <Text size="sm" c="dimmed">
                  {reasonCopy.nextStepPreview(reason.nextStep)}
                </Text>
              )}
            </>
          )}
          {decide.isError && (
            <Alert color="red" role="alert">
              {errorMessage(decide.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={decide.isPending}>
              {profileCopy.back}
            </Button>
            <Button onClick={confirm} disabled={decide.isPending} aria-busy={decide.isPending}>
              {decide.isPending ? profileCopy.sending : profileCopy.confirm}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Radio.Group
            label={profileCopy.decisionLegend}
            value={choice}
            onChange={(value) => choose(value as DecisionChoice)}
            error={problem}
          >
            <Stack gap="xs" mt="xs">
              {choices.map((value) => (
                <Radio
                  key={value}
                  value={value}
                  label={profileCopy.decisions[value]}
                  disabled={value === 'offer' && offerBlockedBy !== null}
                  description={
                    value === 'offer' && offerBlockedBy ? offerBlockedBy : profileCopy.decisionHints[value]
                  }
                />
              ))}
            </Stack>
          </Radio.Group>
          {choice && (
            <Radio.Group
              label={reasonCopy.reasonLabel}
              description={needsReason ? undefined : reasonCopy.reasonOptional}
              withAsterisk={needsReason}
              value={reasonId}
              onChange={(value) => {
                setReasonId(value);
                setReasonProblem(null);
              }}
              error={reasonProblem}
            >
              <Stack gap="xs" mt="xs">
                {reasons.isPending && <Text size="sm">{reasonCopy.reasonsLoading}</Text>}
                {reasons.isError && (
                  <Text size="sm" c="red" role="alert">
                    {errorMessage(reasons.error)}
                  </Text>
                )}
                {reasons.isSuccess && fitting.length === 0 && (
                  <Text size="sm">{reasonCopy.noReasonsFor}</Text>
                )}
                {fitting.map((each) => (
                  <Radio key={each.id} value={each.id} label={each.label} />
                ))}
              </Stack>
            </Radio.Group>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close}>
              {profileCopy.cancel}
            </Button>
            <Button onClick={next}>{profileCopy.decisionTitle}</Button>
          </Group>
        </Stack>
      )}
    </LazyModal>
  );
}
