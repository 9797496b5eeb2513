import { adminCopy } from '@intake/contracts/copy/admin-console';
import { messages } from '@intake/contracts/messages';
import { formatNaira } from '@intake/contracts/naira';
import { Button, NumberInput, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useConfirmation } from '../../../components/dialogs/confirm-dialog';
import { FormError } from '../../../components/form/form-error';
import { focusableScroll } from '../../../lib/a11y';
import { useCreateDiscountCodeMutation } from '../api/create-discount-code';
import { useDeleteDiscountCodeMutation } from '../api/delete-discount-code';
import { useDiscountCodesQuery } from '../api/get-discount-codes';
import { useUpdateDiscountCodeMutation } from '../api/update-discount-code';
import { useAdminToasts } from '../toasts';
import { ListState } from './list-state';
import { Panel } from './panel';

const whole = (value: string | number) =>
  typeof value === 'number' && Number.isInteger(value) ? value : null;

/**
 * Summer School Discount Code Generator (docs/spec/portal-spec.md §2, §7, §8): Create, Update, Delete, and the codes
 * with their remaining uses. Delete has no sentence in the spec: the server's is shown.
 */
export function DiscountCodePanel() {
  const toasts = useAdminToasts();
  const codes = useDiscountCodesQuery();
  const create = useCreateDiscountCodeMutation();
  const update = useUpdateDiscountCodeMutation();
  const remove = useDeleteDiscountCodeMutation();
  const busy = create.isPending || update.isPending || remove.isPending;
  const { ask, dialog } = useConfirmation();

  const [owner, setOwner] = useState('');
  const [code, setCode] = useState('');
  const [uses, setUses] = useState<string | number>('');
  const [amount, setAmount] = useState<string | number>('');
  const [error, setError] = useState<string | null>(null);

  const numbers = () => {
    const numberOfValidRegistration = whole(uses);
    const discountAmount = whole(amount);
    if (!code.trim() || numberOfValidRegistration === null || discountAmount === null) {
      setError(adminCopy.fillCode);
      return null;
    }
    return { code: code.trim(), numberOfValidRegistration, discountAmount };
  };

  const onCreate = async () => {
    const input = numbers();
    if (!input) return;
    if (!owner.trim()) {
      setError(adminCopy.fillOwner);
      return;
    }
    setError(null);
    try {
      await create.mutateAsync({ discountOwner: owner.trim(), ...input });
      toasts.success(messages.discountCreated);
    } catch (failure) {
      toasts.failure(failure);
    }
  };

  const onUpdate = async () => {
    const input = numbers();
    if (!input) return;
    setError(null);
    try {
      await update.mutateAsync(input);
      toasts.success(messages.discountUpdated);
    } catch (failure) {
      toasts.failure(failure);
    }
  };

  const deleteCode = async (target: string) => {
    try {
      const answer = await remove.mutateAsync(target);
      toasts.success(answer.message);
    } catch (failure) {
      toasts.failure(failure);
    }
  };

  const onDelete = () => {
    const target = code.trim();
    if (!target) {
      setError(adminCopy.enterCode);
      return;
    }
    setError(null);
    ask({
      title: adminCopy.confirmDeleteTitle,
      message: adminCopy.confirmDelete(target),
      confirmLabel: adminCopy.delete,
      onConfirm: () => void deleteCode(target),
    });
  };

  return (
    <Panel title={adminCopy.discountTitle}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={adminCopy.discountOwner}
          value={owner}
          onChange={(e) => setOwner(e.currentTarget.value)}
        />
        <TextInput label={adminCopy.code} value={code} onChange={(e) => setCode(e.currentTarget.value)} />
        <NumberInput
          label={adminCopy.uses}
          value={uses}
          onChange={setUses}
          min={0}
          allowDecimal={false}
          allowNegative={false}
        />
        <NumberInput
          label={adminCopy.amount}
          value={amount}
          onChange={setAmount}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
        />
      </SimpleGrid>
      <FormError message={error} />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
        <Button type="button" disabled={busy} loading={create.isPending} onClick={() => void onCreate()}>
          {adminCopy.create}
        </Button>
        <Button type="button" disabled={busy} loading={update.isPending} onClick={() => void onUpdate()}>
          {adminCopy.update}
        </Button>
        <Button
          type="button"
          color="red"
          variant="light"
          disabled={busy}
          loading={remove.isPending}
          onClick={onDelete}
        >
          {adminCopy.delete}
        </Button>
      </SimpleGrid>
      {dialog}

      <Stack gap="xxs">
        <Text fw={600} size="sm">
          {adminCopy.codes}
        </Text>
        <ListState query={codes} emptyText={adminCopy.noCodes}>
          {(list) => (
            <Table.ScrollContainer minWidth={360} scrollAreaProps={focusableScroll}>
              <Table striped fz="sm" aria-label={adminCopy.codes}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{adminCopy.code}</Table.Th>
                    <Table.Th>{adminCopy.discountOwner}</Table.Th>
                    <Table.Th>{adminCopy.remainingUses}</Table.Th>
                    <Table.Th>{adminCopy.amount}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.map((item) => (
                    <Table.Tr key={item.code}>
                      <Table.Td>{item.code}</Table.Td>
                      <Table.Td>{item.discountOwner}</Table.Td>
                      <Table.Td>{item.numberOfValidRegistration}</Table.Td>
                      <Table.Td>{formatNaira(item.discountAmount)}</Table.Td>
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
