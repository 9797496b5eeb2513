import { offersCopy as copy } from '@intake/contracts/copy/offers';
import type { CohortSeats } from '@intake/contracts/offers';
import { Card, NativeSelect, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { FormError } from '../../../components/form/form-error';
import { focusableScroll } from '../../../lib/a11y';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/date-time';
import { useCohortSeatsQuery } from '../api/get-cohort-seats';
import { useCohortsQuery } from '../api/get-cohorts';

/**
 * Seats and the waitlist in the admin console (issue 23.2): a cohort's seats offered, accepted,
 * paid and remaining, and who waits for a seat in rank order. It starts on the current cohort.
 */
export function SeatsPanel() {
  const titleId = useId();
  const cohorts = useCohortsQuery();
  const [picked, setPicked] = useState<string | null>(null);
  const cohortId =
    picked ?? cohorts.data?.find((cohort) => cohort.isCurrent)?.id ?? cohorts.data?.[0]?.id ?? null;
  const seats = useCohortSeatsQuery(cohortId);

  return (
    <Card component="section" withBorder radius="md" padding="md" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} id={titleId}>
          {copy.title}
        </Title>
        <Text size="sm">{copy.intro}</Text>
        {cohorts.isError ? <FormError message={errorMessage(cohorts.error)} /> : null}
        {cohorts.isSuccess && cohorts.data.length === 0 ? <Text size="sm">{copy.noCohorts}</Text> : null}
        {cohorts.data && cohorts.data.length > 0 ? (
          <NativeSelect
            label={copy.cohort}
            data={cohorts.data.map((cohort) => ({ value: cohort.id, label: cohort.name }))}
            value={cohortId ?? ''}
            onChange={(event) => setPicked(event.currentTarget.value)}
            w={{ base: '100%', xs: 280 }}
          />
        ) : null}
        {seats.isError ? <FormError message={errorMessage(seats.error)} /> : null}
        {seats.data ? <SeatFigures seats={seats.data} /> : null}
        {seats.data ? <Waitlist seats={seats.data} /> : null}
      </Stack>
    </Card>
  );
}

function SeatFigures({ seats }: { seats: CohortSeats }) {
  const figures: [string, string][] = [
    [copy.seats, seats.seats === null ? copy.noLimit : String(seats.seats)],
    [copy.offered, String(seats.offered)],
    [copy.accepted, String(seats.accepted)],
    [copy.paid, String(seats.paid)],
    [copy.remaining, seats.remaining === null ? copy.noLimit : String(seats.remaining)],
  ];
  return (
    <>
      <SimpleGrid component="dl" cols={{ base: 2, xs: 5 }} spacing="xs" m={0} aria-label={copy.figuresLabel}>
        {figures.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0} fw={700} size="lg">
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <Text size="sm">{seats.seats === null ? copy.noLimitNote : copy.responseDays(seats.responseDays)}</Text>
    </>
  );
}

function Waitlist({ seats }: { seats: CohortSeats }) {
  const score = (value: number | null) => (value === null ? copy.none : String(value));
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {copy.waitlistTitle}
      </Title>
      {seats.waitlist.length === 0 ? (
        <Text size="sm">{copy.waitlistEmpty}</Text>
      ) : (
        <Table.ScrollContainer minWidth={420} scrollAreaProps={focusableScroll}>
          <Table striped fz="sm" aria-label={copy.waitlistTitle}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{copy.rank}</Table.Th>
                <Table.Th>{copy.applicant}</Table.Th>
                <Table.Th>{copy.reviewScore}</Table.Th>
                <Table.Th>{copy.testScore}</Table.Th>
                <Table.Th>{copy.placed}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {seats.waitlist.map((entry) => (
                <Table.Tr key={entry.applicantId}>
                  <Table.Td>{entry.rank}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {entry.name}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {entry.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>{score(entry.reviewScore)}</Table.Td>
                  <Table.Td>{score(entry.testScore)}</Table.Td>
                  <Table.Td>{formatDateTime(entry.placedAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
