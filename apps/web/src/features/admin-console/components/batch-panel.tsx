import type { CreateBatchInput } from '@intake/contracts/admin';
import type { MONTHS } from '@intake/contracts/constants';
import { adminCopy } from '@intake/contracts/copy/admin-console';
import { messages } from '@intake/contracts/messages';
import { Button, SimpleGrid, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useCreateBatchMutation } from '../api/create-batch';
import { useAdminToasts } from '../toasts';
import { type CohortTerms, CohortTermsFields } from './cohort-terms-fields';
import { Panel } from './panel';

const toNumber = (value: string | number) => (typeof value === 'number' ? value : undefined);

/** Start New Batch (docs/spec/portal-spec.md §2; issue 5): name, tuition fee in NGN, start month and year. */
export function BatchPanel() {
  const toasts = useAdminToasts();
  const create = useCreateBatchMutation();
  const [name, setName] = useState('');
  const [terms, setTerms] = useState<CohortTerms>({ tuitionFee: '', startMonth: '', startYear: '' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Only what was filled in is sent; the server carries the rest over from the last batch.
    const input: NonNullable<CreateBatchInput> = {};
    if (name.trim()) input.name = name.trim();
    const fee = toNumber(terms.tuitionFee);
    if (fee !== undefined) input.tuitionFee = fee;
    if (terms.startMonth) input.startMonth = terms.startMonth as (typeof MONTHS)[number];
    const year = toNumber(terms.startYear);
    if (year !== undefined) input.startYear = year;
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
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt="xs">
          {adminCopy.batchIntro}
        </Text>
        <Button type="submit" mt="sm" fullWidth disabled={create.isPending} loading={create.isPending}>
          {adminCopy.startBatch}
        </Button>
      </form>
    </Panel>
  );
}
