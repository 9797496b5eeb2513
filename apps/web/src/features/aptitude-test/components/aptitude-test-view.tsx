import type { RunningTest } from '@intake/contracts/aptitude-test';
import { TEST_HEARTBEAT_SECONDS } from '@intake/contracts/constants';
import { testCopy } from '@intake/contracts/copy/aptitude-test';
import { errorCodes } from '@intake/contracts/error-codes';
import { messages } from '@intake/contracts/messages';
import { paths } from '@intake/contracts/pages';
import { Alert, Button, Container, Group, Image, Paper, Radio, Stack, Text } from '@mantine/core';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { FormError } from '../../../components/form/form-error';
import { PageLoader } from '../../../components/layout/page-loader';
import { ApiError, errorMessage, NoResponseError } from '../../../lib/api-error';
import { getSessionUser, useSessionUser } from '../../../lib/session';
import { type AddressedPageProps, type PageMove, useAddressedPage } from '../../../lib/use-view-history';
import { useRunningTestQuery } from '../api/get-running-test';
import { getTestImage, hasImage } from '../api/get-test-image';
import { useSaveTestAnswerMutation } from '../api/save-test-answer';
import { sendHeartbeat } from '../api/send-heartbeat';
import { useSubmitTestMutation } from '../api/submit-test';
import { isSessionError, refreshUserAfterTest, submitBodyFor, testSuccessfulPath } from '../finish-test';
import { formatClock } from '../format-clock';
import { type LocalAttempt, readLocalAttempt, removeLocalAttempt, writeLocalAttempt } from '../local-attempt';

/** `page`: the question the address names (from 1), which a reload or the phone's Back shows. */
type AptitudeTestViewProps = AddressedPageProps & {
  /** Leaves the test view (e.g. back to the dashboard) when there is no test to take. */
  onLeave?: () => void;
};

/**
 * The test screen (docs/spec/portal-spec.md §2, §4): the running attempt as the server holds it, one question per
 * page, the clock counting down to the server's deadline, each answer saved on Next.
 */
export function AptitudeTestView({ onLeave, page, onPage }: AptitudeTestViewProps) {
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
  return (
    <RunningAttempt
      key={query.data.attemptId}
      test={query.data}
      email={user.email}
      onLeave={onLeave}
      page={page}
      onPage={onPage}
    />
  );
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
  const mine = local && local.email.toLowerCase() === email.toLowerCase() ? local : null;
  const refused = new Set(test.uncounted.map((entry) => entry.questionId));
  if (mine) {
    for (const [questionId, answer] of Object.entries(mine.answers)) {
      if (!questionIds.has(questionId)) continue;
      if (test.answers[questionId] !== answer && !refused.has(questionId)) unsent.push(questionId);
      answers[questionId] = answer;
    }
  }
  return {
    attemptId: test.attemptId,
    email,
    answers,
    unsent,
    elapsed: mine?.elapsed ?? {},
    page:
      mine?.page !== undefined && mine.page < test.questions.length
        ? mine.page
        : firstUnanswered(test, answers),
    completed: mine?.completed ?? false,
    timeRemaining: test.secondsLeft,
  };
}

/** Without a stored page: the first unanswered question; the last one when all are answered. */
function firstUnanswered(test: RunningTest, answers: Record<string, string>) {
  const index = test.questions.findIndex((question) => answers[question.id] === undefined);
  return index === -1 ? Math.max(0, test.questions.length - 1) : index;
}

/** No answer, a timeout or a server failure: the connection is cut as far as the test goes. */
const isCut = (failure: unknown) =>
  failure instanceof NoResponseError || (failure instanceof ApiError && failure.status >= 500);
const isStopped = (failure: unknown) =>
  failure instanceof ApiError && failure.code === errorCodes.testStopped;

const secondsTo = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

function RunningAttempt({
  test,
  email,
  onLeave,
  page: addressedPage,
  onPage,
}: { test: RunningTest; email: string } & AptitudeTestViewProps) {
  const navigate = useNavigate();
  // An admin's Stop Test: known from the test as loaded, and from the heartbeat or an answer the
  // server refuses with TEST_STOPPED, so an applicant answering on learns within seconds.
  const [stopped, setStopped] = useState(test.stopped);
  // The school closed and scored the attempt: nothing is left to send from this browser, and
  // nothing may be written back after it is dropped (a save or heartbeat may still be in flight).
  const stoppedRef = useRef(test.stopped);
  const markStopped = useCallback(() => {
    stoppedRef.current = true;
    removeLocalAttempt(test.attemptId);
    setStopped(true);
  }, [test.attemptId]);
  useEffect(() => {
    if (test.stopped) removeLocalAttempt(test.attemptId);
  }, [test.stopped, test.attemptId]);
  const saveAnswer = useSaveTestAnswerMutation();
  const submitTest = useSubmitTestMutation();

  const stored = useRef<LocalAttempt | null>(null);
  if (stored.current === null) stored.current = initialAttempt(test, email);
  // The question the address names (Back, Forward, a reload) wins over the one stored; `page`
  // counts from 0, the address from 1.
  const [shown, moveShown] = useAddressedPage(
    { page: addressedPage, onPage },
    (stored.current?.page ?? 0) + 1,
    (question) => question >= 1 && question <= test.questions.length,
  );
  const page = shown - 1;
  const answerTo = (index: number) => {
    const question = test.questions[index];
    return question ? (stored.current?.answers[question.id] ?? null) : null;
  };
  const [choice, setChoice] = useState<string | null>(() => answerTo(page));
  // However the question changes, its choice is the answer kept for it.
  const [choiceOf, setChoiceOf] = useState(page);
  if (choiceOf !== page) {
    setChoiceOf(page);
    setChoice(answerTo(page));
  }
  const choiceRef = useRef(choice);
  choiceRef.current = choice;

  // The clock counts down to the server's deadline, re-set by each answer the server confirms.
  const deadline = useRef(Date.now() + (test.completed ? 0 : test.secondsLeft) * 1000);
  const [secondsLeft, setSecondsLeft] = useState(() => secondsTo(deadline.current));
  const secondsRef = useRef(secondsLeft);
  secondsRef.current = secondsLeft;
  // Cut off from the server, the clock stands still and the question is hidden: the server pauses
  // the attempt after TEST_PAUSE_GAP_SECONDS without contact and moves its deadline.
  const [cutOff, setCutOff] = useState(false);
  const cutOffRef = useRef(false);
  const markCut = useCallback((cut: boolean) => {
    cutOffRef.current = cut;
    setCutOff(cut);
  }, []);
  useEffect(() => {
    const timer = setInterval(() => {
      if (!cutOffRef.current) setSecondsLeft(secondsTo(deadline.current));
    }, 1000);
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
  // When the server last heard from this screen (a save or a heartbeat it answered), and when the
  // last heartbeat went out: a save already proves contact, so heartbeats fill only the silences.
  const lastContact = useRef(Date.now());
  const lastBeat = useRef(0);

  const persist = useCallback((next: LocalAttempt) => {
    stored.current = next;
    if (!stoppedRef.current) writeLocalAttempt(next);
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
        elapsed: {
          ...current.elapsed,
          [question.id]: Math.max(
            0,
            Math.min(test.durationSeconds, test.durationSeconds - secondsRef.current),
          ),
        },
        timeRemaining: secondsRef.current,
      });
    },
    [persist, test.questions, test.durationSeconds],
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
      // docs/spec/portal-spec.md §4: the attempt stays saved locally; it is sent again on Submit or the next log-in.
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
        .mutateAsync({ questionId, answer, elapsedSeconds: current.elapsed[questionId] })
        .then((saved) => {
          lastContact.current = Date.now();
          const latest = stored.current;
          if (latest && latest.answers[questionId] === answer) {
            persist({ ...latest, unsent: latest.unsent.filter((id) => id !== questionId) });
          }
          syncClock(saved.secondsLeft);
        })
        .catch((failure: unknown) => {
          if (isSessionError(failure)) navigate(paths.login);
          else if (isStopped(failure)) markStopped();
          // 409: the server says the time is over; the attempt is submitted with this answer in it.
          else if (failure instanceof ApiError && failure.status === 409) syncClock(0);
        })
        .finally(() => inFlight.current.delete(questionId));
    }
  }, [markStopped, navigate, persist, saveAnswer, syncClock]);

  /**
   * After TEST_HEARTBEAT_SECONDS without contact, and at once when the browser says it is back
   * online: contact with the answers not yet acknowledged. Its answer ends a cut and re-sets the clock; its failure starts one.
   */
  const beating = useRef(false);
  const beat = useCallback(async () => {
    const current = stored.current;
    if (beating.current || submittingRef.current || !current) return;
    beating.current = true;
    lastBeat.current = Date.now();
    const sent = current.unsent.flatMap((questionId) => {
      const answer = current.answers[questionId];
      return answer ? [{ questionId, answer, elapsedSeconds: current.elapsed[questionId] }] : [];
    });
    try {
      const answer = await sendHeartbeat({ answers: sent });
      lastContact.current = Date.now();
      const latest = stored.current;
      if (latest) {
        // Acknowledged, or refused for good (listed uncounted): either way no longer to send.
        const settled = new Set([...answer.acknowledged, ...answer.uncounted.map((u) => u.questionId)]);
        const done = new Set(
          sent
            .filter((a) => settled.has(a.questionId) && latest.answers[a.questionId] === a.answer)
            .map((a) => a.questionId),
        );
        if (done.size > 0) persist({ ...latest, unsent: latest.unsent.filter((id) => !done.has(id)) });
      }
      syncClock(answer.completed ? 0 : answer.secondsLeft);
      markCut(false);
      if (answer.completed) void submit();
    } catch (failure) {
      if (isSessionError(failure)) navigate(paths.login);
      else if (isStopped(failure)) markStopped();
      else if (isCut(failure)) markCut(true);
    } finally {
      beating.current = false;
    }
  }, [markCut, markStopped, navigate, persist, submit, syncClock]);
  // The interval and listeners are set once: `beat` changes with every render (the clock ticks
  // each second), and re-creating a 5 s interval every second would never let it fire.
  const beatRef = useRef(beat);
  beatRef.current = beat;
  useEffect(() => {
    if (stopped) return;
    // Checked twice a second: a heartbeat goes out once the server has not heard from this screen
    // for TEST_HEARTBEAT_SECONDS, and while cut off at most that often. An applicant answering
    // every few seconds sends none: the saves are the contact (issue 20, the test-day load).
    const timer = setInterval(() => {
      const now = Date.now();
      const due = TEST_HEARTBEAT_SECONDS * 1000;
      if (now - lastContact.current >= due && now - lastBeat.current >= due) void beatRef.current();
    }, 500);
    const offline = () => markCut(true);
    const online = () => void beatRef.current();
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      clearInterval(timer);
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [markCut, stopped]);

  // docs/spec/portal-spec.md §4: at zero time remaining the attempt is submitted.
  useEffect(() => {
    if (secondsLeft > 0 || submittingRef.current || error || cutOff || stopped) return;
    keepChoice(page);
    void submit();
  }, [secondsLeft, error, cutOff, stopped, keepChoice, page, submit]);

  const total = test.questions.length;
  const question = test.questions[page];
  const isLast = page >= total - 1;
  const timeUp = secondsLeft === 0;

  // The question on screen is kept with the attempt, however it was reached.
  useEffect(() => {
    if (stored.current && stored.current.page !== page) persist({ ...stored.current, page });
  }, [page, persist]);
  const moveTo = (index: number, move: PageMove) => moveShown(index + 1, move);

  // Kept at once, with the time it was chosen at: a cut right after the choice loses nothing.
  const onChoose = (value: string) => {
    setChoice(value);
    choiceRef.current = value;
    keepChoice(page);
  };

  const onNext = () => {
    keepChoice(page);
    if (isLast || timeUp) {
      void submit();
      return;
    }
    moveTo(page + 1, 'on');
    sendUnsent();
  };

  const onBack = () => {
    keepChoice(page);
    moveTo(Math.max(0, page - 1), 'back');
  };

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
  if (!question) return <TestFrame>{null}</TestFrame>;

  return (
    <TestFrame>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={600} aria-label="Question number">
          {page + 1}/{total}
        </Text>
        <Group gap="xxs" wrap="nowrap">
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
            {cutOff ? testCopy.clockPaused(formatClock(secondsLeft)) : formatClock(secondsLeft)}
          </Text>
        </Group>
      </Group>
      {cutOff && (
        <Alert role="status" color="yellow" title={testCopy.pausedTitle}>
          {testCopy.pausedBody}
        </Alert>
      )}
      {!cutOff && hasImage(question.image) && (
        <QuestionImage
          key={question.image}
          src={question.image}
          alt={question.imageDescription ?? testCopy.questionImage(page + 1)}
        />
      )}
      {!cutOff && (
        <Radio.Group
          key={question.id}
          label={question.question}
          value={choice}
          onChange={onChoose}
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
      )}
      {timeUp && !error && <Text size="sm">{testCopy.timeUp}</Text>}
      <FormError message={error} />
      <Group grow gap="sm">
        <Button
          type="button"
          variant="default"
          onClick={onBack}
          disabled={page === 0 || submitting || cutOff}
          style={page === 0 ? { opacity: 0.5 } : undefined}
        >
          {testCopy.back}
        </Button>
        <Button type="button" onClick={onNext} loading={submitting} disabled={submitting || cutOff}>
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
