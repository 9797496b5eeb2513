import { adminCopy } from '@intake/contracts/copy/admin-console';
import { copy } from '@intake/contracts/copy/shared';
import { INFO_SESSION_MODES, type InfoSession, type InfoSessionInput } from '@intake/contracts/info-sessions';
import { messages } from '@intake/contracts/messages';
import { Button, NativeSelect, SimpleGrid, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { DateField } from '../../../components/form/date-field';
import { FormError } from '../../../components/form/form-error';
import { focusableScroll } from '../../../lib/a11y';
import { formatSessionDate, formatTime12h } from '../../../lib/session-time';
import { fromWireDate, isoToday, toWireDate, toWireTime } from '../../../lib/wire-dates';
import { useCreateInfoSessionMutation } from '../api/create-info-session';
import { useInfoSessionsQuery } from '../api/get-info-sessions';
import { useSendInfoSessionEmailMutation } from '../api/send-info-session-email';
import { useUpdateInfoSessionMutation } from '../api/update-info-session';
import { useAdminToasts } from '../toasts';
import { ListState } from './list-state';
import { Panel } from './panel';

type Mode = (typeof INFO_SESSION_MODES)[number];

/** InfoSession Tasks (docs/spec/portal-spec.md §2, §5, §7, §8): Create, Update, Notify, and the upcoming sessions. */
export function InfoSessionPanel() {
  const toasts = useAdminToasts();
  const sessions = useInfoSessionsQuery();
  const create = useCreateInfoSessionMutation();
  const update = useUpdateInfoSessionMutation();
  const notify = useSendInfoSessionEmailMutation();
  const busy = create.isPending || update.isPending || notify.isPending;

  const [sessionId, setSessionId] = useState('');
  // The spec gives a session's mode no default: it is chosen, or taken from the session picked.
  const [mode, setMode] = useState<Mode | ''>('');
  const [link, setLink] = useState('');
  const [venueAddress, setVenueAddress] = useState('');
  const [venueDirections, setVenueDirections] = useState('');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [error, setError] = useState<string | null>(null);

  const pick = (id: string) => {
    setSessionId(id);
    const session = sessions.data?.find((item) => item.infoSessionId === id);
    if (!session) return;
    setMode(session.mode);
    setLink(session.infoSessionLink ?? '');
    setVenueAddress(session.venueAddress ?? '');
    setVenueDirections(session.venueDirections ?? '');
    setDate(fromWireDate(session.sessionDate));
    setTime(session.sessionTime);
  };

  /** The spec's body; an online session needs its link, an offline one its venue (issue 19.9). */
  const readForm = (): InfoSessionInput | null => {
    const sessionDate = toWireDate(date);
    const sessionTime = toWireTime(time);
    const infoSessionLink = link.trim();
    const address = venueAddress.trim();
    const directions = venueDirections.trim();
    const missing =
      !mode || !sessionDate || !sessionTime
        ? adminCopy.fillSession
        : mode === 'Online' && !infoSessionLink
          ? messages.infoSessionNeedsLink
          : mode === 'Offline' && !address
            ? messages.infoSessionNeedsVenue
            : null;
    setError(missing);
    if (!mode || missing) return null;
    return {
      mode,
      ...(infoSessionLink ? { infoSessionLink } : {}),
      ...(mode === 'Offline' ? { venueAddress: address } : {}),
      ...(mode === 'Offline' && directions ? { venueDirections: directions } : {}),
      sessionDate,
      sessionTime,
    };
  };

  const save = async (kind: 'create' | 'update') => {
    if (kind === 'update' && !sessionId) {
      setError(adminCopy.chooseSession);
      return;
    }
    const input = readForm();
    if (!input) return;
    try {
      if (kind === 'create') {
        await create.mutateAsync(input);
        toasts.success(messages.infoSessionCreated);
      } else {
        await update.mutateAsync({ ...input, infoSessionId: sessionId });
        toasts.success(messages.infoSessionUpdated);
      }
    } catch (failure) {
      toasts.failure(failure);
    }
  };

  const sendEmails = async () => {
    try {
      await notify.mutateAsync();
      toasts.success(messages.infoSessionEmailsSent);
    } catch (failure) {
      toasts.failure(failure);
    }
  };

  const list: InfoSession[] = sessions.data ?? [];

  return (
    <Panel title={adminCopy.infoSessionTitle}>
      <NativeSelect
        label={adminCopy.session}
        value={sessionId}
        onChange={(e) => pick(e.currentTarget.value)}
        data={[
          { label: adminCopy.sessionPlaceholder, value: '' },
          ...list.map((session) => ({
            label: `${formatSessionDate(session.sessionDate)}, ${formatTime12h(session.sessionTime)} · ${session.mode}`,
            value: session.infoSessionId,
          })),
        ]}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NativeSelect
          label={adminCopy.mode}
          value={mode}
          onChange={(e) => setMode(e.currentTarget.value as Mode)}
          data={[{ label: copy.choose, value: '', disabled: true }, ...INFO_SESSION_MODES]}
        />
        <TextInput
          label={mode === 'Offline' ? adminCopy.linkOptional : adminCopy.link}
          type="url"
          placeholder="https://"
          value={link}
          onChange={(e) => setLink(e.currentTarget.value)}
        />
        {mode === 'Offline' && (
          <>
            <TextInput
              label={adminCopy.venueAddress}
              value={venueAddress}
              onChange={(e) => setVenueAddress(e.currentTarget.value)}
            />
            <Textarea
              label={adminCopy.venueDirections}
              rows={2}
              value={venueDirections}
              onChange={(e) => setVenueDirections(e.currentTarget.value)}
            />
          </>
        )}
        <DateField label={adminCopy.date} minDate={isoToday()} value={date} onChange={setDate} />
        <TextInput
          label={adminCopy.time}
          type="time"
          step={60}
          value={time}
          onChange={(e) => setTime(e.currentTarget.value)}
        />
      </SimpleGrid>
      <FormError message={error} />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
        <Button type="button" disabled={busy} loading={create.isPending} onClick={() => void save('create')}>
          {adminCopy.createSession}
        </Button>
        <Button type="button" disabled={busy} loading={update.isPending} onClick={() => void save('update')}>
          {adminCopy.updateSession}
        </Button>
        <Button
          type="button"
          variant="light"
          disabled={busy}
          loading={notify.isPending}
          onClick={() => void sendEmails()}
        >
          {adminCopy.notify}
        </Button>
      </SimpleGrid>

      <Stack gap="xxs">
        <Text fw={600} size="sm">
          {adminCopy.upcomingSessions}
        </Text>
        <ListState query={sessions} emptyText={adminCopy.noSessions}>
          {(upcoming) => (
            <Table.ScrollContainer minWidth={420} scrollAreaProps={focusableScroll}>
              <Table striped fz="xs" aria-label={adminCopy.upcomingSessions}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{adminCopy.date}</Table.Th>
                    <Table.Th>{adminCopy.time}</Table.Th>
                    <Table.Th>{adminCopy.mode}</Table.Th>
                    <Table.Th>{adminCopy.venue}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {upcoming.map((session) => (
                    <Table.Tr key={session.infoSessionId}>
                      <Table.Td>{session.sessionDate}</Table.Td>
                      <Table.Td>{formatTime12h(session.sessionTime)}</Table.Td>
                      <Table.Td>{session.mode}</Table.Td>
                      <Table.Td>{session.venueAddress}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </ListState>
      </Stack>
    </Panel>
  );
}
