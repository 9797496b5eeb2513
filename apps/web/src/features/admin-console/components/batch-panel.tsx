import type { CreateBatchInput } from '@intake/contracts/admin';
import { OFFER_RESPONSE_DAYS_DEFAULT } from '@intake/contracts/admin';
import type { MONTHS } from '@intake/contracts/constants';
import { adminCopy } from '@intake/contracts/copy/admin-console';
import { messages } from '@intake/contracts/messages';
import { Button, SimpleGrid, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { FormError } from '../../../components/form/form-error';
import { useCreateBatchMutation } from '../api/create-batch';
import { type CohortSchedule, emptySchedule, readSchedule } from '../cohort-schedule';
import { useAdminToasts } from '../toasts';
import { CohortScheduleFields } from './cohort-schedule-fields';
import { type CohortTerms, CohortTermsFields, readFirstPayment } from './cohort-terms-fields';
import { Panel } from './panel';

const toNumber = (value: string | number) => (typeof value === 'number' ? value : undefined);

/**
 * Start New Batch (docs/spec/portal-spec.md §2; issue 5): name, tuition fee in NGN, start month and
 * year; and (issue 23.1) seats, days to answer an offer and the application window.
 */
export function BatchPanel() {
  const toasts = useAdminToasts();
  const create = useCreateBatchMutation();
  const [name, setName] = useState('');
  const [terms, setTerms] = useState<CohortTerms>({
    tuitionFee: '',
    firstPayment: '',
    startMonth: '',
    startYear: '',
  });
  const [schedule, setSchedule] = useState<CohortSchedule>(() => emptySchedule(OFFER_RESPONSE_DAYS_DEFAULT));
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const read = readSchedule(schedule);
    if ('error' in read) {
      setError(read.error);
      return;
    }
    const first = readFirstPayment(terms);
    if ('error' in first) {
      setError(first.error);
      return;
    }
    setError(null);
    // Only what was filled in is sent; the server carries the rest over from the last batch.
    const input: NonNullable<CreateBatchInput> = {};
    if (name.trim()) input.name = name.trim();
    const fee = toNumber(terms.tuitionFee);
    if (fee !== undefined) input.tuitionFee = fee;
    if (first.value !== null) input.firstPayment = first.value;
    if (terms.startMonth) input.startMonth = terms.startMonth as (typeof MONTHS)[number];
    const year = toNumber(terms.startYear);
    if (year !== undefined) input.startYear = year;
    if (read.input.seats !== null) input.seats = read.input.seats;
    if (read.input.applicationWindow) input.applicationWindow = read.input.applicationWindow;
    if (read.input.offerResponseDays !== OFFER_RESPONSE_DAYS_DEFAULT) {
      input.offerResponseDays = read.input.offerResponseDays;
    }
    try {
      await create.mutateAsync(input);
      toasts.success(messages.createdBatch);
    } catch (error) {
      toasts.failure(error, messages.batchCreationFailed);
    }
  };

  return (
    <Panel title={adminCopy.batchTitle}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={adminCopy.batchName}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <CohortTermsFields terms={terms} onChange={setTerms} />
          <CohortScheduleFields schedule={schedule} onChange={setSchedule} />
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt="xs">
          {adminCopy.batchIntro} {adminCopy.windowHint}
        </Text>
        <FormError message={error} />
        <Button type="submit" mt="sm" fullWidth disabled={create.isPending} loading={create.isPending}>
          {adminCopy.startBatch}
        </Button>
      </form>
    </Panel>
  );
}
