import { enrolmentCopy as text } from '@intake/contracts/copy/enrolment';
import type { PaymentPlan, paymentSchedule } from '@intake/contracts/enrolment';
import { formatNaira } from '@intake/contracts/enrolment';
import { Group, Stack, Text } from '@mantine/core';

/** The plan in figures: fee, discount, tuition paid, amount due, and each instalment by month. */
type SummaryProps = {
  tuitionFee: number;
  tuitionPaid: number;
  discount: number;
  amountDue: number;
  plan: PaymentPlan | null;
  schedule: ReturnType<typeof paymentSchedule>;
};

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm">{label}</Text>
      <Text size="sm" fw={600} ta="right">
        {value}
      </Text>
    </Group>
  );
}

export function PlanSummary({ tuitionFee, tuitionPaid, discount, amountDue, plan, schedule }: SummaryProps) {
  const first = schedule[0];
  const last = schedule.at(-1);
  return (
    <Stack gap="xxs" aria-label={text.schedule} role="group">
      <Line label={text.tuitionFee} value={formatNaira(tuitionFee)} />
      {discount > 0 && <Line label={text.discount} value={`- ${formatNaira(discount)}`} />}
      <Line label={text.tuitionPaid} value={`- ${formatNaira(tuitionPaid)}`} />
      <Line label={text.amountDue} value={formatNaira(amountDue)} />
      {plan === 'CUSTOMIZED' && (
        <Text size="sm" c="dimmed">
          {text.customizedPlan}
        </Text>
      )}
      {first && (
        <>
          <Text size="sm" fw={600} data-testid="instalments">
            {last && last.amount !== first.amount
              ? text.instalmentsWithLast(
                  schedule.length - 1,
                  formatNaira(first.amount),
                  formatNaira(last.amount),
                )
              : text.instalments(schedule.length, formatNaira(first.amount))}
          </Text>
          <Stack component="ol" gap="xxs" p={0} m={0} style={{ listStyle: 'none' }}>
            {schedule.map((instalment) => (
              <Group key={instalment.month} component="li" justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" c="dimmed">
                  {instalment.month}
                </Text>
                <Text size="sm">{formatNaira(instalment.amount)}</Text>
              </Group>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
