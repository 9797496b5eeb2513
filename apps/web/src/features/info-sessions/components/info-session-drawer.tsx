import type { InfoSession } from '@intake/contracts/info-sessions';
import { paths } from '@intake/contracts/pages';
import { Badge, Button, Card, Drawer, Group, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useFirstOpening } from '../../../components/dialogs/lazy-modal';
import { FormError } from '../../../components/form/form-error';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { clearSession, replaceSessionUser, useSessionUser } from '../../../lib/session';
import {
  availableInfoSessionsQueryKey,
  useAvailableInfoSessionsQuery,
} from '../api/get-available-info-sessions';
import { useSelectInfoSessionMutation } from '../api/select-info-session';
import { infoSessionCopy } from '../copy';

export type InfoSessionDrawerProps = {
  opened: boolean;
  onClose: () => void;
};

const isSessionEnded = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

function SessionSummary({ session }: { session: InfoSession }) {
  return (
    <Stack gap="xxs">
      <Text fw={600}>{session.sessionDetails}</Text>
      <Group gap="xs">
        <Badge variant="light" color={session.mode === 'Online' ? 'indigo' : 'teal'}>
          {infoSessionCopy.mode[session.mode]}
        </Badge>
      </Group>
      <Text size="sm">
        {infoSessionCopy.when(session.sessionDate, session.sessionTime)}{' '}
        <Text span size="xs" c="dimmed">
          ({infoSessionCopy.schoolTime})
        </Text>
      </Text>
      {session.venueAddress ? <Text size="sm">{infoSessionCopy.venue(session.venueAddress)}</Text> : null}
      {session.venueDirections ? (
        <Text size="sm" c="dimmed">
          {session.venueDirections}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * The dashboard's information-session drawer (docs/spec/portal-spec.md §2): the upcoming sessions to choose from, or
 * the applicant's booked one with Reschedule. Booking stores the fresh user data the server answers.
 */
export function InfoSessionDrawer({ opened, onClose }: InfoSessionDrawerProps) {
  const drawer = useFirstOpening(opened);
  const user = useSessionUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const sessions = useAvailableInfoSessionsQuery(opened);
  const select = useSelectInfoSessionMutation();
  const [rescheduling, setRescheduling] = useState(false);
  const [bookedDetails, setBookedDetails] = useState<string | null>(null);
  // Blocks a second booking before React has re-rendered the disabled buttons.
  const inFlight = useRef(false);

  // Each opening starts from the applicant's booking, without last time's lines.
  useEffect(() => {
    if (opened) return;
    setRescheduling(false);
    setBookedDetails(null);
  }, [opened]);

  // docs/spec/portal-spec.md §6: a 401 or 403 on the info-session list sends the user to /login.
  useEffect(() => {
    if (!isSessionEnded(sessions.error)) return;
    clearSession();
    navigate(paths.login);
  }, [sessions.error, navigate]);

  const list = sessions.data ?? [];
  const upcoming = user?.infoSessionId
    ? list.find((session) => session.infoSessionId === user.infoSessionId)
    : undefined;
  const joinLink = upcoming?.joinable ? upcoming.infoSessionLink : undefined;

  const choose = async (session: InfoSession) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBookedDetails(null);
    select.reset();
    try {
      const fresh = await select.mutateAsync(session.infoSessionId);
      replaceSessionUser(fresh);
      setBookedDetails(session.sessionDetails);
      setRescheduling(false);
    } catch (error) {
      if (isSessionEnded(error)) {
        clearSession();
        navigate(paths.login);
        return;
      }
      // The session may have filled up or passed: show the list as it is now.
      void queryClient.invalidateQueries({ queryKey: availableInfoSessionsQueryKey });
    } finally {
      inFlight.current = false;
    }
  };

  const renderBody = () => {
    if (sessions.isPending) {
      return (
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm">{infoSessionCopy.loading}</Text>
        </Group>
      );
    }
    if (sessions.isError) return <FormError message={errorMessage(sessions.error)} />;

    if (upcoming && !rescheduling) {
      return (
        <Stack gap="md">
          <Text fw={700} size="lg">
            {joinLink ? infoSessionCopy.onNow : infoSessionCopy.upcoming}
          </Text>
          <Card withBorder padding="md">
            <SessionSummary session={upcoming} />
          </Card>
          {joinLink ? (
            <Button component="a" href={joinLink} target="_blank" rel="noopener noreferrer">
              {infoSessionCopy.join}
            </Button>
          ) : null}
          <Button
            type="button"
            variant="light"
            onClick={() => {
              setBookedDetails(null);
              select.reset();
              setRescheduling(true);
            }}
          >
            {infoSessionCopy.reschedule}
          </Button>
        </Stack>
      );
    }

    if (list.length === 0) return <Text>{infoSessionCopy.empty}</Text>;

    return (
      <Stack gap="sm">
        <Text size="sm">{infoSessionCopy.intro}</Text>
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {list.map((session) => {
            const current = session.infoSessionId === user?.infoSessionId;
            const choosing = select.isPending && select.variables === session.infoSessionId;
            return (
              <Card component="li" key={session.infoSessionId} withBorder padding="md">
                <Stack gap="sm">
                  <SessionSummary session={session} />
                  {current ? (
                    <Text size="sm" fw={600} c="dimmed">
                      {infoSessionCopy.currentSession}
                    </Text>
                  ) : (
                    <Button
                      type="button"
                      aria-label={infoSessionCopy.chooseLabel(session.sessionDetails)}
                      disabled={select.isPending}
                      onClick={() => void choose(session)}
                    >
                      {choosing ? infoSessionCopy.booking : infoSessionCopy.choose}
                    </Button>
                  )}
                </Stack>
              </Card>
            );
          })}
        </Stack>
        {rescheduling && upcoming ? (
          <Button
            type="button"
            variant="default"
            disabled={select.isPending}
            onClick={() => {
              select.reset();
              setRescheduling(false);
            }}
          >
            {infoSessionCopy.keepSession}
          </Button>
        ) : null}
      </Stack>
    );
  };

  if (!drawer.mounted) return null;
  return (
    <Drawer
      opened={drawer.opened}
      onClose={onClose}
      position="right"
      // Full width on a phone, a side panel on anything wider.
      size="min(100%, 28rem)"
      title={infoSessionCopy.title}
      closeButtonProps={{ 'aria-label': infoSessionCopy.close }}
    >
      <Stack gap="md">
        {bookedDetails ? (
          <Text role="status" c="teal.8" fw={600}>
            {infoSessionCopy.booked(bookedDetails)}
          </Text>
        ) : null}
        <FormError message={select.isError ? errorMessage(select.error) : null} />
        {renderBody()}
      </Stack>
    </Drawer>
  );
}
