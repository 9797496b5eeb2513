import { messageRoutingCopy } from '@intake/contracts/copy/messaging';
import { smsUnitCostSchema } from '@intake/contracts/message-timeline';
import { NumberInput, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { SettingItemForm, useSettingSave } from '../../../components/layout/settings-panel';
import { useSmsUnitCostQuery } from '../api/get-sms-unit-cost';
import { useUpdateSmsUnitCostMutation } from '../api/update-sms-unit-cost';

const copy = messageRoutingCopy.smsPrice;

function SmsUnitCostForm({ nairaPerUnit }: { nairaPerUnit: number }) {
  const titleId = useId();
  const save = useUpdateSmsUnitCostMutation();
  const [value, setValue] = useState<string | number>(nairaPerUnit);
  const item = useSettingSave();

  const onSubmit = () => {
    if (save.isPending) return;
    const parsed = smsUnitCostSchema.safeParse({
      nairaPerUnit: typeof value === 'number' ? value : Number.NaN,
    });
    if (!parsed.success) item.refuse(parsed.error.issues[0]?.message ?? null);
    else void item.submit(() => save.mutateAsync(parsed.data));
  };

  return (
    <SettingItemForm
      titleId={titleId}
      onSubmit={onSubmit}
      error={item.error}
      savedMessage={item.saved ? messageRoutingCopy.saved(copy.title) : null}
      saveLabel={messageRoutingCopy.save}
      saving={save.isPending}
    >
      <Title order={3} size="h5" id={titleId}>
        {copy.title}
      </Title>
      <Text size="sm">{copy.rule}</Text>
      <NumberInput
        label={copy.label}
        value={value}
        onChange={(next) => {
          setValue(next);
          item.changed();
        }}
        min={0}
        max={1_000}
        decimalScale={2}
        allowNegative={false}
      />
    </SettingItemForm>
  );
}

/** The price of one SMS unit (decision 0091), once read: the bulk message's cost estimate uses it. */
export function SmsUnitCostItem() {
  const cost = useSmsUnitCostQuery();
  return cost.data ? <SmsUnitCostForm nairaPerUnit={cost.data.nairaPerUnit} /> : null;
}
