import { RUNNING_TEST_CHECK_SECONDS, type RunningTest } from '@intake/contracts/aptitude-test';
import { errorCodes } from '@intake/contracts/errors';
import { messages } from '@intake/contracts/messages';
import { Button, Container, Group, Image, Paper, Radio, Stack, Text } from '@mantine/core';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { FormError } from '../../../components/form/form-error';
import { PageLoader } from '../../../components/layout/page-loader';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { getSessionUser, useSessionUser } from '../../../lib/session';
import { getRunningTest, useRunningTestQuery } from '../api/get-running-test';
import { getTestImage, hasImage } from '../api/get-test-image';
import { useSaveTestAnswerMutation } from '../api/save-test-answer';
import { useSubmitTestMutation } from '../api/submit-test';
import { formatClock, testCopy } from '../copy';
import { isSessionError, refreshUserAfterTest, submitBodyFor, testSuccessfulPath } from '../finish-test';
import { type LocalAttempt, readLocalAttempt, removeLocalAttempt, writeLocalAttempt } from '../local-attempt';

type AptitudeTestViewProps = {
  /** Leaves the test view (e.g. back to the dashboard) when there is no test to take. */
  onLeave?: () => void;
};

/**
 * The test screen (spec §2, §4): the running attempt as the server holds it, one question per
 * page, the clock counting down to the server's deadline, each answer saved on Next.
 */
export function AptitudeTestView({ onLeave }: AptitudeTestViewProps) {
  const user = useSessionUser();
  const query = useRunningTestQuery();
  const navigate = useNavigate();
  const sessionLost = query.isError && isSessionError(query.error);

  useEffect(() => {
    if (sessionLost) navigate(paths.login);
  }, [sessionLost, navigate]);

  if (!user) return <Navigate to={paths.login} replace />;
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    const noTest = query.error instanceof ApiError && query.error.status === 409;
    return (
      <TestFrame>
        <FormError message={errorMessage(query.error)} />
        {!noTest && (
          <Button type="button" onClick={() => query.refetch()} loading={query.isFetching}>
            {testCopy.tryAgain}
          </Button>
        )}
        {onLeave && (
          <Button type="button" variant="default" onClick={onLeave}>
            {testCopy.backToDashboard}
          </Button>
        )}
      </TestFrame>
    );
  }
  return <RunningAttempt key={query.data.attemptId} test={query.data} email={user.email} onLeave={onLeave} />;
}

function TestFrame({ children }: { children: ReactNode }) {
  return (
    <Container size={560} px="xs" py="md" component="section" w="100%">
      <Paper withBorder radius="md" p={{ base: 'sm', xs: 'lg' }}>
        <Stack gap="md">{children}</Stack>
      </Paper>
    </Container>
  );
}

/** The server's answers merged with the local copy; a local answer the server lacks is unsent. */
function initialAttempt(test: RunningTest, email: string): LocalAttempt {
  const local = readLocalAttempt(test.attemptId);
  const answers = { ...test.answers };
  const unsent: string[] = [];
  const questionIds = new Set(test.questions.map((question) => question.id));
  if (local && local.email.toLowerCase() === email.toLowerCase()) {
    for (const [questionId, answer] of Object.entries(local.answers)) {
      if (!questionIds.has(questionId)) continue;
      if (test.answers[questionId] !== answer) unsent.push(questionId);
      answers[questionId] = answer;
    }
  }
  return {
    attemptId: test.attemptId,
    email,
    answers,
    unsent,
    completed: local?.completed ?? false,
    timeRemaining: test.secondsLeft,
  };
}

/** Resume at the first unanswered question; the last one when all are answered. */
function firstUnanswered(test: RunningTest, answers: Record<string, string>) {
  const index = test.questions.findIndex((question) => answers[question.id] === undefined);
  return index === -1 ? Math.max(0, test.questions.length - 1) : index;
}

const secondsTo = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/**
 * Whether the school has stopped this attempt (an admin's Stop Test): asked every few seconds, and
 * told by an answer the server refused for it, so an applicant answering on learns at once.
 */
function useStoppedBySchool(test: RunningTest) {
  const [stopped, setStopped] = useState(test.stopped);
  useEffect(() => {
    if (stopped) return;
    const timer = setInterval(() => {
      getRunningTest()
        .then((running) => {
          if (running.attemptId === test.attemptId && running.stopped) setStopped(true);
        })
        .catch(() => {
          // A missed check (a dropped connection) waits for the next one.
        });
    }, RUNNING_TEST_CHECK_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [stopped, test.attemptId]);
  return [stopped, () => setStopped(true)] as const;
}

function RunningAttempt({
  test,
  email,
  onLeave,
}: { test: RunningTest; email: string } & AptitudeTestViewProps) {
  const navigate = useNavigate();
  const [stopped, markStopped] = useStoppedBySchool(test);
  const saveAnswer = useSaveTestAnswerMutation();
  const submitTest = useSubmitTestMutation();

  const stored = useRef<LocalAttempt | null>(null);
  if (stored.current === null) stored.current = initialAttempt(test, email);
  const [page, setPage] = useState(() => firstUnanswered(test, stored.current?.answers ?? {}));
  const [choice, setChoice] = useState<string | null>(() => {
    const question = test.questions[page];
    return question ? (stored.current?.answers[question.id] ?? null) : null;
  });
  const choiceRef = useRef(choice);
  choiceRef.current = choice;

  // The clock counts down to the server's deadline, re-set by each answer the server confirms.
  const deadline = useRef(Date.now() + (test.completed ? 0 : test.secondsLeft) * 1000);
  const [secondsLeft, setSecondsLeft] = useState(() => secondsTo(deadline.current));
  const secondsRef = useRef(secondsLeft);
  secondsRef.current = secondsLeft;
  useEffect(() => {
    const timer = setInterval(() => setSecondsLeft(secondsTo(deadline.current)), 1000);
    return () => clearInterval(timer);
  }, []);
  const syncClock = useCallback((serverSecondsLeft: number) => {
    deadline.current = Date.now() + serverSecondsLeft * 1000;
    setSecondsLeft(secondsTo(deadline.current));
  }, []);

  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submittingRef = useRef(false);
  const inFlight = useRef(new Set<string>());

  const persist = useCallback((next: LocalAttempt) => {
    stored.current = next;
    writeLocalAttempt(next);
  }, []);

  /** Keeps the chosen answer of the page shown, locally, as not yet confirmed by the server. */
  const keepChoice = useCallback(
    (questionIndex: number) => {
      const current = stored.current;
      const question = test.questions[questionIndex];
      const answer = choiceRef.current;
      if (!current || !question || !answer) return;
      if (current.answers[question.id] === answer && !current.unsent.includes(question.id)) return;
      persist({
        ...current,
        answers: { ...current.answers, [question.id]: answer },
        unsent: current.unsent.includes(question.id) ? current.unsent : [...current.unsent, question.id],
        timeRemaining: secondsRef.current,
      });
    },
    [persist, test.questions],
  );

  const submit = useCallback(async () => {
    if (submittingRef.current || !stored.current) return;
    submittingRef.current = true;
    setSubmitting(true);
    setError(null);
    const attempt: LocalAttempt = { ...stored.current, completed: true, timeRemaining: secondsRef.current };
    persist(attempt);
    try {
      await submitTest.mutateAsync(submitBodyFor(attempt));
    } catch (failure) {
      // Spec §4: the attempt stays saved locally; it is sent again on Submit or the next log-in.
      submittingRef.current = false;
      setSubmitting(false);
      if (isSessionError(failure)) {
        navigate(paths.login);
        return;
      }
      setError(errorMessage(failure));
      return;
    }
    removeLocalAttempt(attempt.attemptId);
    const refreshed = await refreshUserAfterTest(attempt.email);
    if (refreshed.kind === 'login') {
      navigate(paths.login);
      return;
    }
    navigate(testSuccessfulPath(refreshed.kind === 'refreshed' ? refreshed.user : getSessionUser()));
  }, [navigate, persist, submitTest]);

  /** Sends every answer the server has not confirmed; a failed one waits for the next Next. */
  const sendUnsent = useCallback(() => {
    const current = stored.current;
    if (!current) return;
    for (const questionId of current.unsent) {
      const answer = current.answers[questionId];
      if (!answer || inFlight.current.has(questionId)) continue;
      inFlight.current.add(questionId);
      saveAnswer
        .mutateAsync({ questionId, answer })
        .then((saved) => {
          const latest = stored.current;
          if (latest && latest.answers[questionId] === answer) {
            persist({ ...latest, unsent: latest.unsent.filter((id) => id !== questionId) });
          }
          syncClock(saved.secondsLeft);
        })
        .catch((failure: unknown) => {
          if (isSessionError(failure)) navigate(paths.login);
          else if (failure instanceof ApiError && failure.code === errorCodes.testStopped) markStopped();
          // 409: the server says the time is over; the attempt is submitted with this answer in it.
          else if (failure instanceof ApiError && failure.status === 409) syncClock(0);
        })
        .finally(() => inFlight.current.delete(questionId));
    }
  }, [navigate, persist, saveAnswer, syncClock, markStopped]);

  // Spec §4: at zero time remaining the attempt is submitted.
  useEffect(() => {
    if (secondsLeft > 0 || submittingRef.current || error || stopped) return;
    keepChoice(page);
    void submit();
  }, [secondsLeft, error, stopped, keepChoice, page, submit]);

  // The school closed and scored the attempt: nothing is left to send from this browser.
  useEffect(() => {
    if (stopped) removeLocalAttempt(test.attemptId);
  }, [stopped, test.attemptId]);

  const total = test.questions.length;
  const question = test.questions[page];
  const isLast = page >= total - 1;
  const timeUp = secondsLeft === 0;

  const moveTo = (index: number) => {
    const target = test.questions[index];
    setPage(index);
    setChoice(target ? (stored.current?.answers[target.id] ?? null) : null);
  };

  const onNext = () => {
    keepChoice(page);
    if (isLast || timeUp) {
      void submit();
      return;
    }
    moveTo(page + 1);
    sendUnsent();
  };

  const onBack = () => {
    keepChoice(page);
    moveTo(Math.max(0, page - 1));
  };

  if (!question) return <TestFrame>{null}</TestFrame>;
  if (stopped) {
    const leave = async () => {
      const refreshed = await refreshUserAfterTest(email);
      if (refreshed.kind === 'login') navigate(paths.login);
      else if (onLeave) onLeave();
      else navigate(paths.dashboard);
    };
    return (
      <TestFrame>
        <FormError message={messages.testStoppedBySchool} />
        <Button type="button" onClick={() => void leave()}>
          {testCopy.backToDashboard}
        </Button>
      </TestFrame>
    );
  }

  return (
    <TestFrame>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={600} aria-label="Question number">
          {page + 1}/{total}
        </Text>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" c="dimmed">
            {testCopy.timeStarted}
          </Text>
          <Text
            role="timer"
            aria-label={testCopy.timeLeft}
            fw={700}
            ff="monospace"
            c={secondsLeft <= 60 ? 'red.8' : undefined}
          >
            {formatClock(secondsLeft)}
          </Text>
        </Group>
      </Group>
      {hasImage(question.image) && (
        <QuestionImage
          key={question.image}
          src={question.image}
          alt={question.imageDescription ?? testCopy.questionImage(page + 1)}
        />
      )}
      <Radio.Group
        key={question.id}
        label={question.question}
        value={choice}
        onChange={setChoice}
        styles={{
          label: { fontSize: 'var(--mantine-font-size-md)', marginBottom: 8, whiteSpace: 'pre-line' },
        }}
      >
        <Stack gap="sm">
          {question.options.map((option) => (
            <Radio key={option} value={option} label={option} disabled={timeUp || submitting} />
          ))}
        </Stack>
      </Radio.Group>
      {timeUp && !error && <Text size="sm">{testCopy.timeUp}</Text>}
      <FormError message={error} />
      <Group grow gap="sm">
        <Button
          type="button"
          variant="default"
          onClick={onBack}
          disabled={page === 0 || submitting}
          style={page === 0 ? { opacity: 0.5 } : undefined}
        >
          {testCopy.back}
        </Button>
        <Button type="button" onClick={onNext} loading={submitting} disabled={submitting}>
          {isLast || timeUp ? testCopy.submit : testCopy.next}
        </Button>
      </Group>
    </TestFrame>
  );
}

/** A question's picture, loaded with the session token and shown from a blob: URL. */
function QuestionImage({ src, alt }: { src: string; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    let created: string | null = null;
    getTestImage(src)
      .then((objectUrl) => {
        created = objectUrl;
        if (active) setUrl(objectUrl);
        else URL.revokeObjectURL(objectUrl);
      })
      .catch(() => {
        // The question still reads without its picture.
      });
    return () => {
      active = false;
      if (created) URL.revokeObjectURL(created);
    };
  }, [src]);
  if (!url) return null;
  return <Image src={url} alt={alt} fit="contain" mah={260} radius="sm" />;
}
