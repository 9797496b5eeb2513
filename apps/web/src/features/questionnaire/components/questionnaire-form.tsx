import { QUESTIONNAIRE_MESSAGE_MS } from '@intake/contracts/constants';
import { questionnaireCopy as text } from '@intake/contracts/copy/questionnaire';
import { reapplyCopy } from '@intake/contracts/copy/reapply';
import { messages } from '@intake/contracts/messages';
import { paths } from '@intake/contracts/pages';
import { QUESTIONNAIRE_PAGES } from '@intake/contracts/questionnaire';
import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormError } from '../../../components/form/form-error';
import { WARNING_TEXT } from '../../../lib/a11y';
import { ApiError, errorMessage, NoResponseError } from '../../../lib/api-error';
import { useFormDraft } from '../../../lib/form-draft';
import { replaceSessionUser, useSessionUser } from '../../../lib/session';
import { type AddressedPageProps, type PageMove, useAddressedPage } from '../../../lib/use-view-history';
import { useFormDataQuery } from '../api/get-form-data';
import { useQuestionnaireQuery } from '../api/get-questionnaire';
import { useSaveQuestionnairePageMutation } from '../api/save-questionnaire-page';
import { useSubmitQuestionnaireMutation } from '../api/submit-questionnaire';
import {
  clearLocal,
  draftFromValues,
  firstPageWithProblem,
  isPage,
  localKeys,
  pageProblem,
  type QuestionnaireValues,
  resumeFrom,
  saveLocalMeta,
} from '../questionnaire-values';
import { ContactPage, EducationPage, MotivationPage, PersonalPage } from './questionnaire-fields';

export type QuestionnaireFormProps = AddressedPageProps & {
  /** Called once the questionnaire is submitted and the stored user data refreshed. */
  onSubmitted: () => void;
  /** When given, page 1 shows Back too (to leave the form for the dashboard). */
  onBack?: () => void;
};

const isAuthFailure = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

/** The page a refusal is about, when the server names one (e.g. a date of birth outside the age range). */
const refusedPage = (error: unknown) => {
  const page =
    error instanceof ApiError ? (error.details as { page?: unknown } | undefined)?.page : undefined;
  return typeof page === 'number' ? page : undefined;
};

/**
 * The four-page questionnaire (docs/spec/portal-spec.md §2, §3, §5). It resumes from the server's draft (or this
 * device's newer copy), saves each page to the server on Next and keeps every change locally.
 */
export function QuestionnaireForm({ page, onPage, onSubmitted, onBack }: QuestionnaireFormProps) {
  const user = useSessionUser();
  const navigate = useNavigate();
  const server = useQuestionnaireQuery();
  const formData = useFormDataQuery();
  const userId = user?.id ?? 'anonymous';

  const authFailed = isAuthFailure(server.error);
  useEffect(() => {
    if (authFailed) navigate(paths.login);
  }, [authFailed, navigate]);

  if (server.isPending || authFailed) {
    return (
      <Center py="xl">
        <Loader aria-label={text.loading} />
      </Center>
    );
  }
  if (server.data?.submitted) {
    return (
      <QuestionnaireCard page={null}>
        <FormError message={messages.alreadySubmittedQuestionnaire} />
        <Button onClick={onSubmitted}>{text.alreadySubmittedContinue}</Button>
      </QuestionnaireCard>
    );
  }
  // No answer from the server: carry on from this device's copy.
  const start = resumeFrom(server.data, userId);
  return (
    <QuestionnairePages
      userId={userId}
      initialValues={start.values}
      initialPage={start.page}
      page={page}
      onPage={onPage}
      initialOffline={server.error instanceof NoResponseError}
      initialUnsynced={start.unsynced}
      formData={formData.data}
      copiedFrom={server.data?.copiedFrom ?? null}
      onSubmitted={onSubmitted}
      onBack={onBack}
    />
  );
}

function QuestionnaireCard({ page, children }: { page: number | null; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', xs: 'xl' }} maw={640} mx="auto" w="100%">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" align="baseline">
          <Title order={1}>{text.title}</Title>
          {page !== null && (
            <Text fw={600} c="dimmed" aria-label={`Page ${page} of ${QUESTIONNAIRE_PAGES}`}>
              {text.counter(page, QUESTIONNAIRE_PAGES)}
            </Text>
          )}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

type PagesProps = QuestionnaireFormProps & {
  userId: string;
  initialValues: QuestionnaireValues;
  initialPage: number;
  initialOffline: boolean;
  /** This device holds answers the server has not confirmed. */
  initialUnsynced: boolean;
  formData: ReturnType<typeof useFormDataQuery>['data'];
  /** The earlier application's cohort when the draft is a copy of its questionnaire (issue 23.4). */
  copiedFrom: string | null;
};

function QuestionnairePages({
  userId,
  initialValues,
  initialPage,
  initialOffline,
  initialUnsynced,
  formData,
  copiedFrom,
  page: addressedPage,
  onPage,
  onSubmitted,
  onBack,
}: PagesProps) {
  const navigate = useNavigate();
  const save = useSaveQuestionnairePageMutation();
  const submit = useSubmitQuestionnaireMutation();
  // The page the address names (Back, Forward, a reload) wins over the one stored.
  const [page, movePage] = useAddressedPage({ page: addressedPage, onPage }, initialPage, isPage);
  const [error, setError] = useState<string | null>(null);
  const [offline, setOffline] = useState(initialOffline);
  const top = useRef<HTMLDivElement>(null);
  const { control, getValues, watch } = useForm<QuestionnaireValues>({ defaultValues: initialValues });

  // Every change is kept on this device; `unsynced` says the server has not seen it yet.
  useFormDraft(localKeys(userId).values, watch);
  const pageRef = useRef(page);
  pageRef.current = page;
  const unsyncedRef = useRef(initialUnsynced);
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (!name) return;
      unsyncedRef.current = true;
      saveLocalMeta(userId, { page: pageRef.current, unsynced: true });
    });
    return () => subscription.unsubscribe();
  }, [userId, watch]);
  useEffect(() => {
    saveLocalMeta(userId, { page, unsynced: unsyncedRef.current });
  }, [userId, page]);

  // docs/spec/portal-spec.md §9: the questionnaire's error text goes away after 5 seconds.
  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => setError(null), QUESTIONNAIRE_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [error]);

  const goTo = (target: number, move: PageMove, unsynced = unsyncedRef.current) => {
    unsyncedRef.current = unsynced;
    movePage(target, move);
    top.current?.scrollIntoView?.({ block: 'start' });
  };

  const onNext = async () => {
    const values = getValues();
    const problem = pageProblem(page, values);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    const target = page + 1;
    try {
      replaceSessionUser(await save.mutateAsync(draftFromValues(values, target)));
      setOffline(false);
      goTo(target, 'on', false);
    } catch (failure) {
      if (failure instanceof NoResponseError) {
        // Nothing is lost: the answers stay on this device and go with the next Next or Submit.
        setOffline(true);
        goTo(target, 'on', true);
      } else if (isAuthFailure(failure)) {
        navigate(paths.login);
      } else {
        showRefusal(failure);
      }
    }
  };

  const showRefusal = (failure: unknown) => {
    const target = refusedPage(failure);
    if (target !== undefined && target !== page) goTo(target, 'settle');
    setError(errorMessage(failure));
  };

  const onBackClick = () => {
    setError(null);
    if (page === 1) onBack?.();
    else goTo(page - 1, 'back');
  };

  const onSubmit = async () => {
    const values = getValues();
    const problem = firstPageWithProblem(values);
    if (problem) {
      if (problem.page !== page) goTo(problem.page, 'settle');
      setError(problem.problem);
      return;
    }
    setError(null);
    try {
      replaceSessionUser(await submit.mutateAsync(draftFromValues(values, QUESTIONNAIRE_PAGES)));
      clearLocal(userId);
      onSubmitted();
    } catch (failure) {
      if (isAuthFailure(failure)) navigate(paths.login);
      else showRefusal(failure);
    }
  };

  const busy = save.isPending || submit.isPending;
  const pageProps = { control, formData };
  return (
    <div ref={top}>
      <QuestionnaireCard page={page}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (page === QUESTIONNAIRE_PAGES) void onSubmit();
            else void onNext();
          }}
        >
          <Stack gap="md">
            {page === 1 && copiedFrom !== null && (
              <Alert color="blue" title={reapplyCopy.prefilledTitle}>
                {reapplyCopy.prefilledText(copiedFrom || null)}
              </Alert>
            )}
            {page === 1 && <PersonalPage {...pageProps} />}
            {page === 2 && <ContactPage {...pageProps} />}
            {page === 3 && <MotivationPage {...pageProps} />}
            {page === 4 && <EducationPage {...pageProps} />}
            {offline && (
              <Text role="status" size="sm" c={WARNING_TEXT}>
                {text.savedOnDevice}
              </Text>
            )}
            <FormError message={error} />
            <Group grow gap="sm">
              {(page > 1 || onBack) && (
                <Button variant="default" onClick={onBackClick} disabled={busy}>
                  {text.back}
                </Button>
              )}
              <Button type="submit" loading={busy} disabled={busy}>
                {page === QUESTIONNAIRE_PAGES ? text.submit : text.next}
              </Button>
            </Group>
          </Stack>
        </form>
      </QuestionnaireCard>
    </div>
  );
}
