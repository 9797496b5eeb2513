import type { Cohort } from '@intake/contracts/admin';
import type { MONTHS } from '@intake/contracts/constants';
import { adminCopy } from '@intake/contracts/copy/admin-console';
import { messages } from '@intake/contracts/messages';
import { formatNaira } from '@intake/contracts/naira';
import {
  Badge,
  Button,
  NumberInput,
  SimpleGrid,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { FormError } from '../../../components/form/form-error';
import { focusableScroll } from '../../../lib/a11y';
import { formatTime12h } from '../../../lib/session-time';
import { useCohortsQuery, useUpdateCohortMutation } from '../api/cohorts';
import { type CohortSchedule, readSchedule, scheduleOf } from '../cohort-schedule';
import { useAdminToasts } from '../toasts';
import { CohortScheduleFields } from './cohort-schedule-fields';
import { type CohortTerms, CohortTermsFields, readFirstPayment } from './cohort-terms-fields';
import { ListState } from './list-state';
import { Panel } from './panel';

type Month = (typeof MONTHS)[number];

/** The name, fee, start date, seats, offer days and window of the cohort being changed, as typed. */
function CohortForm({ cohort, onDone }: { cohort: Cohort; onDone: () => void }) {
  const toasts = useAdminToasts();
  const update = useUpdateCohortMutation();
  const [name, setName] = useState(cohort.name);
  const [terms, setTerms] = useState<CohortTerms>({
    tuitionFee: cohort.tuitionFee ?? '',
    firstPayment: cohort.firstPayment ?? '',
    startMonth: cohort.startMonth,
    startYear: cohort.startYear,
  });
  const [schedule, setSchedule] = useState<CohortSchedule>(() => scheduleOf(cohort));
  const [retentionDays, setRetentionDays] = useState<string | number>(cohort.retentionDays ?? '');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { tuitionFee, startMonth, startYear } = terms;
    if (!name.trim()) {
      setError(adminCopy.nameCohort);
      return;
    }
    if (typeof tuitionFee !== 'number' || typeof startYear !== 'number' || !startMonth) {
      setError(adminCopy.fillCohort);
      return;
    }
    const first = readFirstPayment(terms);
    if ('error' in first) {
      setError(first.error);
      return;
    }
    const read = readSchedule(schedule);
    if ('error' in read) {
      setError(read.error);
      return;
    }
    if (
      retentionDays !== '' &&
      !(
        typeof retentionDays === 'number' &&
        Number.isInteger(retentionDays) &&
        retentionDays >= 30 &&
        retentionDays <= 3650
      )
    ) {
      setError(adminCopy.retentionDaysRange);
      return;
    }
    setError(null);
    try {
      await update.mutateAsync({
        cohortId: cohort.id,
        name: name.trim(),
        tuitionFee,
        firstPayment: first.value,
        startMonth: startMonth as Month,
        startYear,
        ...read.input,
        retentionDays: retentionDays === '' ? null : retentionDays,
      });
      toasts.success(messages.cohortUpdated);
      onDone();
    } catch (failure) {
      toasts.failure(failure);
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={adminCopy.changeCohort(cohort.name)}
    >
      <Text fw={600} size="sm" mb="xxs">
        {adminCopy.changeCohort(cohort.name)}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={adminCopy.cohortName}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          required
        />
        <CohortTermsFields terms={terms} onChange={setTerms} required />
        <CohortScheduleFields schedule={schedule} onChange={setSchedule} />
        <NumberInput
          label={adminCopy.retentionDays}
          description={adminCopy.retentionHint}
          value={retentionDays}
          onChange={setRetentionDays}
          min={30}
          max={3650}
          // Not clamped: a period out of range is named, not silently changed.
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt="xs">
        {adminCopy.windowHint}
      </Text>
      <FormError message={error} />
      <Button type="submit" mt="sm" fullWidth disabled={update.isPending} loading={update.isPending}>
        {adminCopy.saveCohort}
      </Button>
    </form>
  );
}

/** A window as the school's clock shows it: '04-03-2027, 9:00 AM to 31-03-2027, 11:59 PM'. */
const windowText = (window: NonNullable<Cohort['applicationWindow']>) =>
  adminCopy.windowRange(
    `${window.opensDate}, ${formatTime12h(window.opensTime)}`,
    `${window.closesDate}, ${formatTime12h(window.closesTime)}`,
  );

/**
 * Every cohort with its fee, start date, seats, offer days and application window; an admin
 * changes any of them for any cohort (issues 18.13, 23.1).
 */
export function CohortsPanel() {
  const cohorts = useCohortsQuery();
  const [editing, setEditing] = useState<string | null>(null);
  const chosen = cohorts.data?.find((cohort) => cohort.id === editing);

  return (
    <Panel title={adminCopy.cohortsTitle}>
      <Text size="xs" c="dimmed">
        {adminCopy.cohortsIntro}
      </Text>
      <ListState query={cohorts} emptyText={adminCopy.noCohorts}>
        {(list) => (
          <Table.ScrollContainer minWidth={760} scrollAreaProps={focusableScroll}>
            <Table striped fz="sm" aria-label={adminCopy.cohortsTitle}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{adminCopy.cohort}</Table.Th>
                  <Table.Th>{adminCopy.tuitionFee}</Table.Th>
                  <Table.Th>{adminCopy.cohortStart}</Table.Th>
                  <Table.Th>{adminCopy.seats}</Table.Th>
                  <Table.Th>{adminCopy.applicationWindow}</Table.Th>
                  <Table.Th>{adminCopy.offerDaysShort}</Table.Th>
                  <Table.Th>{adminCopy.cohortApplicants}</Table.Th>
                  <Table.Th>{adminCopy.cohortAgreedPlans}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{adminCopy.update}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((cohort) => (
                  <Table.Tr key={cohort.id}>
                    <Table.Td>
                      {cohort.name}{' '}
                      {cohort.isCurrent ? (
                        <Badge size="xs" variant="light">
                          {adminCopy.currentCohort}
                        </Badge>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      {cohort.tuitionFee === null ? (
                        <Text span fw={700} size="sm">
                          {adminCopy.feeNotSet}
                        </Text>
                      ) : (
                        formatNaira(cohort.tuitionFee)
                      )}
                    </Table.Td>
                    <Table.Td>{`${adminCopy.month(cohort.startMonth)} ${cohort.startYear}`}</Table.Td>
                    <Table.Td>{cohort.seats ?? adminCopy.seatsNotSet}</Table.Td>
                    <Table.Td>
                      {cohort.applicationWindow ? windowText(cohort.applicationWindow) : adminCopy.noWindow}
                    </Table.Td>
                    <Table.Td>{cohort.offerResponseDays}</Table.Td>
                    <Table.Td>{cohort.applicants}</Table.Td>
                    <Table.Td>{cohort.agreedPlans}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        aria-label={adminCopy.changeCohort(cohort.name)}
                        onClick={() => setEditing(cohort.id)}
                      >
                        {adminCopy.update}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ListState>
      {chosen ? <CohortForm key={chosen.id} cohort={chosen} onDone={() => setEditing(null)} /> : null}
    </Panel>
  );
}
