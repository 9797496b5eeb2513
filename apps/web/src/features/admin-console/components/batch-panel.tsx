import type { CreateBatchInput } from '@intake/contracts/admin';
import { MONTHS } from '@intake/contracts/constants';
import { messages } from '@intake/contracts/messages';
import { Button, NativeSelect, NumberInput, SimpleGrid, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useCreateBatchMutation } from '../api/create-batch';
import { adminCopy } from '../copy';
import { useAdminToasts } from '../toasts';
import { Panel } from './panel';

const toNumber = (value: string | number) => (typeof value === 'number' ? value : undefined);

/** Start New Batch (docs/spec/portal-spec.md §2; issue 5): name, tuition fee in NGN, start month and year. */
export function BatchPanel() {
  const toasts = useAdminToasts();
  const create = useCreateBatchMutation();
  const [name, setName] = useState('');
  const [tuitionFee, setTuitionFee] = useState<string | number>('');
  const [startMonth, setStartMonth] = useState('');
  const [startYear, setStartYear] = useState<string | number>('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Only what was filled in is sent; the server carries the rest over from the last batch.
    const input: NonNullable<CreateBatchInput> = {};
    if (name.trim()) input.name = name.trim();
    const fee = toNumber(tuitionFee);
    if (fee !== undefined) input.tuitionFee = fee;
    if (startMonth) input.startMonth = startMonth as (typeof MONTHS)[number];
    const year = toNumber(startYear);
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
          <NumberInput
            label={adminCopy.tuitionFee}
            value={tuitionFee}
            onChange={setTuitionFee}
            min={0}
            decimalScale={2}
            thousandSeparator=","
            allowNegative={false}
          />
          <NativeSelect
            label={adminCopy.startMonth}
            value={startMonth}
            onChange={(e) => setStartMonth(e.currentTarget.value)}
            data={[
              { label: '', value: '' },
              ...MONTHS.map((month) => ({ label: adminCopy.month(month), value: month })),
            ]}
          />
          <NumberInput
            label={adminCopy.startYear}
            value={startYear}
            onChange={setStartYear}
            min={2000}
            max={2100}
            allowDecimal={false}
            allowNegative={false}
          />
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
