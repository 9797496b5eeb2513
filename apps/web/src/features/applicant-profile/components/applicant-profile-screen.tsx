import type { ApplicantProfile } from '@intake/contracts/applicant-records';
import { profileCopy } from '@intake/contracts/copy/applicant-profile';
import { paths } from '@intake/contracts/pages';
import { Alert, Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { type CSSProperties, type ReactNode, Suspense, useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { lazyExport } from '../../../lib/lazy-export';
import { useSessionUser } from '../../../lib/session';
import { useApplicantProfileQuery } from '../api/get-applicant-profile';
import { lastOpenedApplicant, rememberApplicant } from '../format';
import { ActivityLogView } from './activity-log-view';
import { AptitudeTestView } from './aptitude-test-view';
import { EarlierApplications } from './earlier-applications';
import { FullInfoView } from './full-info-view';
import classes from './profile-layout.module.css';
import { QuizView } from './quiz-view';
import { type ProfileView, SideMenu } from './side-menu';
import { SidePanel } from './side-panel';
import { SummaryView } from './summary-view';

/** Loaded after the profile: elders and admins only (issue 22.8). */
const ScorecardsSection = lazyExport(() => import('./scorecards-section'), 'ScorecardsSection');
// Only the activity view shows the messages: their chunk loads there.
const MessageTimeline = lazyExport(() => import('./message-timeline'), 'MessageTimeline');

/**
 * Which applicant a view shows: /profile/{email} names it; the spec's other paths take ?email= (to
 * be shareable) and otherwise show the applicant last opened in this tab.
 */
export function useProfileEmail(view: ProfileView): string | null {
  const { id } = useParams();
  const [search] = useSearchParams();
  if (view === 'summary' && id) return id;
  return search.get('email')?.trim() || lastOpenedApplicant();
}

function Centered({ children }: { children: ReactNode }) {
  return (
    <Stack align="center" gap="sm" p="lg" ta="center">
      {children}
    </Stack>
  );
}

const viewTitles: Record<ProfileView, string> = {
  summary: profileCopy.summary,
  'full-info': profileCopy.fullInfo,
  test: profileCopy.aptitudeTest,
  quiz: profileCopy.writtenAnswers,
  'activity-log': profileCopy.activityLog,
};

/**
 * A profile view inside the side menu and side panel, with its loading, error and not-found states.
 * `summaryExtra` adds a section another feature owns under the summary (the page composes them).
 */
export function ApplicantProfileScreen({
  view,
  summaryExtra,
  tuition,
  interviewActions,
}: {
  view: ProfileView;
  summaryExtra?: (applicant: ApplicantProfile['applicant']) => ReactNode;
  /** The summary's tuition ledger, composed by the page (issue 24.4): shown once the offer is accepted. */
  tuition?: (email: string) => ReactNode;
  /** Interview actions another feature owns, shown in the side panel under the spec's invitation. */
  interviewActions?: (email: string) => ReactNode;
}) {
  const email = useProfileEmail(view);
  const user = useSessionUser();
  const canAct = user?.roles === 'ADMIN' || user?.roles === 'ELDER';
  const profile = useApplicantProfileQuery(email);

  useEffect(() => {
    if (email && profile.isSuccess) rememberApplicant(email);
  }, [email, profile.isSuccess]);

  if (!email) {
    return (
      <Centered>
        <Title order={1}>{viewTitles[view]}</Title>
        <Text fw={600}>{profileCopy.noApplicant}</Text>
        <Text>{profileCopy.noApplicantHint}</Text>
        <Button component={Link} to={paths.allApplicants}>
          {profileCopy.openRecords}
        </Button>
      </Centered>
    );
  }

  if (profile.isPending) {
    return (
      <Centered>
        <Loader aria-hidden />
        <Text role="status">{profileCopy.loading}</Text>
      </Centered>
    );
  }

  if (profile.isError) {
    const missing = profile.error instanceof ApiError && profile.error.status === 404;
    return (
      <Centered>
        <Paper withBorder p="md" radius="md" maw="32rem" w="100%">
          <Stack gap="sm">
            <Alert color={missing ? 'yellow' : 'red'} role="alert">
              {missing ? profileCopy.notFound : errorMessage(profile.error)}
            </Alert>
            {!missing && (
              <Button variant="default" onClick={() => void profile.refetch()}>
                {profileCopy.retry}
              </Button>
            )}
            <Button component={Link} to={paths.allApplicants} variant="subtle">
              {profileCopy.openRecords}
            </Button>
          </Stack>
        </Paper>
      </Centered>
    );
  }

  const data = profile.data;
  return (
    <div className={classes.layout}>
      <SideMenu email={data.applicant.email} current={view} />
      <div className={classes.panel}>
        <SidePanel
          profile={data}
          canAct={canAct}
          interviewActions={interviewActions?.(data.applicant.email)}
        />
      </div>
      <main className={classes.main}>
        <Title order={1} style={visuallyHidden}>
          {`${data.applicant.firstName} ${data.applicant.lastName}`.trim()}
        </Title>
        {view === 'summary' && <SummaryView profile={data} />}
        {view === 'summary' && summaryExtra?.(data.applicant)}
        {view === 'summary' && <EarlierApplications email={data.applicant.email} />}
        {view === 'summary' && canAct && (
          <Suspense fallback={<Loader size="sm" aria-label={profileCopy.loading} />}>
            <ScorecardsSection email={data.applicant.email} />
          </Suspense>
        )}
        {view === 'summary' &&
          tuition &&
          data.applicant.nativeState !== 'PENDING' &&
          tuition(data.applicant.email)}
        {view === 'full-info' && <FullInfoView profile={data} />}
        {view === 'test' && <AptitudeTestView profile={data} />}
        {view === 'quiz' && <QuizView profile={data} />}
        {view === 'activity-log' && <ActivityLogView profile={data} />}
        {view === 'activity-log' && (
          <Suspense fallback={<Loader size="sm" aria-label={profileCopy.loading} />}>
            <MessageTimeline email={data.applicant.email} canAct={canAct} />
          </Suspense>
        )}
      </main>
    </div>
  );
}

const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};
