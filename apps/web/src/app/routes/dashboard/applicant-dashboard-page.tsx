import type { UserData } from '@intake/contracts';
import { Anchor, Button, Grid, Paper, Stack } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageLoader } from '../../../components/layout/page-loader';
import { Screen } from '../../../components/layout/screen-heading';
import { TestStartDialog } from '../../../features/aptitude-test/components/test-start-dialog';
import {
  DashboardStepsList,
  FullInfo,
  interviewLookup,
  PersonalityTestLink,
  refreshCurrentUser,
  type StepAction,
  useCurrentUserRefresh,
  useInterviewQuery,
  WelcomeGreeting,
} from '../../../features/dashboard';
import { InfoSessionDrawer } from '../../../features/info-sessions';
import { ProfilePictureUpload } from '../../../features/profile-picture';
import { FormSplash, useFormDataQuery } from '../../../features/questionnaire';
import { copy } from '../../../lib/copy';
import { usePublicConfig } from '../../../lib/public-config';
import { useSessionUser } from '../../../lib/session';
import { paths } from '../../paths';

// The questionnaire and the test are big and shown one at a time: each loads when opened.
const QuestionnaireForm = lazy(() =>
  import('../../../features/questionnaire/components/questionnaire-form').then((module) => ({
    default: module.QuestionnaireForm,
  })),
);
const AptitudeTestView = lazy(() =>
  import('../../../features/aptitude-test/components/aptitude-test-view').then((module) => ({
    default: module.AptitudeTestView,
  })),
);

/** The views the dashboard switches between in place (spec §2). */
type DashboardView = 'dashboard' | 'questionnaire' | 'formSplash' | 'test' | 'fullInfo';

const initialView = (user: UserData | null): DashboardView =>
  user?.applicationStatus === 'TESTING' ? 'test' : 'dashboard';

export default function ApplicantDashboardPage() {
  const user = useSessionUser();
  // RequireRole keeps this screen for signed-in applicants.
  if (!user) return null;
  return <ApplicantDashboard user={user} />;
}

function ApplicantDashboard({ user }: { user: UserData }) {
  const navigate = useNavigate();
  const config = usePublicConfig().data;
  const [view, setView] = useState<DashboardView>(() => initialView(user));
  const [startDialogOpen, setStartDialogOpen] = useState(false);
  const [infoSessionsOpen, setInfoSessionsOpen] = useState(false);

  useCurrentUserRefresh();
  // Spec §4: at APPLIED the form's option lists are fetched and kept for the questionnaire.
  useFormDataQuery({ enabled: user.applicationStatus === 'APPLIED' });
  const interview = useInterviewQuery(user.id, interviewLookup(user.applicationStatus) !== null);

  const backToDashboard = () => setView('dashboard');

  const onStepAction = (action: Exclude<StepAction, 'interview' | null>) => {
    switch (action) {
      case 'questionnaire':
        setView('questionnaire');
        return;
      case 'test':
        if (user.applicationStatus === 'TESTING') setView('test');
        else setStartDialogOpen(true);
        return;
      case 'payment':
        navigate(paths.confirmPayment);
        return;
      case 'enrolment':
        navigate(paths.enroll);
        return;
      case 'agreement':
        navigate(paths.agreement);
        return;
    }
  };

  const onTestStarted = async () => {
    setStartDialogOpen(false);
    setView('test');
    // The status is now TESTING on the server; a failed refresh only delays the step labels.
    await refreshCurrentUser().catch(() => undefined);
  };

  return (
    <Screen>
      <TestStartDialog
        opened={startDialogOpen}
        onClose={() => setStartDialogOpen(false)}
        onStarted={onTestStarted}
      />
      <Suspense fallback={<PageLoader />}>
        {view === 'questionnaire' && (
          <QuestionnaireForm onSubmitted={() => setView('formSplash')} onBack={backToDashboard} />
        )}
        {view === 'test' && <AptitudeTestView onLeave={backToDashboard} />}
      </Suspense>
      {view === 'formSplash' && (
        <FormSplash onTakeTest={() => setStartDialogOpen(true)} onBackToDashboard={backToDashboard} />
      )}
      {view === 'fullInfo' && <FullInfo user={user} onBackHome={backToDashboard} />}
      {view === 'dashboard' && (
        <Stack gap="md">
          <WelcomeGreeting firstName={user.firstName} />
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 8 }}>
              <DashboardStepsList user={user} interview={interview.data} onAction={onStepAction} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <Paper withBorder radius="md" p="md" component="aside">
                <Stack gap="sm">
                  <ProfilePictureUpload />
                  <PersonalityTestLink personalityTestUrl={config?.personalityTestUrl} trait={user.trait} />
                  <Button variant="light" fullWidth onClick={() => setInfoSessionsOpen(true)}>
                    {copy.attendInfoSession}
                  </Button>
                  <Button variant="default" fullWidth onClick={() => setView('fullInfo')}>
                    {copy.viewMyDetails}
                  </Button>
                  {config?.mainSiteUrl && (
                    <Anchor href={config.mainSiteUrl} target="_blank" rel="noopener noreferrer" ta="center">
                      {copy.visitMainSite}
                    </Anchor>
                  )}
                </Stack>
              </Paper>
            </Grid.Col>
          </Grid>
        </Stack>
      )}
      <InfoSessionDrawer opened={infoSessionsOpen} onClose={() => setInfoSessionsOpen(false)} />
    </Screen>
  );
}
