import { enrolmentCopy as text } from '@intake/contracts/copy/enrolment';
import { PAYMENT_PLAN_LABELS } from '@intake/contracts/enrolment';
import { Loader, Stack, Text } from '@mantine/core';
import { LazyModal } from '../../../components/dialogs/lazy-modal';
import { FormError } from '../../../components/form/form-error';
import { errorMessage } from '../../../lib/api-error';
import { toWireDate } from '../../../lib/wire-dates';
import { usePaymentPlanQuery } from '../api/get-payment-plan';
import { PlanSummary } from './plan-summary';

/**
 * The payment plan the learner agreed to (step 6), read back from the server: the plan, its months,
 * the fee, discount and tuition paid, what was due and each instalment (issue 19.13).
 */
export function AgreedPlanDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const plan = usePaymentPlanQuery(opened);
  return (
    <LazyModal opened={opened} onClose={onClose} title={text.agreedPlanTitle}>
      {plan.isPending ? (
        <Loader size="sm" aria-label="Loading" />
      ) : plan.isError ? (
        <FormError message={errorMessage(plan.error)} />
      ) : plan.data.plan ? (
        <Stack gap="sm">
          <Text fw={600}>{PAYMENT_PLAN_LABELS[plan.data.plan.paymentPlan]}</Text>
          <Text size="sm">
            {text.planPeriod(plan.data.plan.paymentStartMonth, plan.data.plan.paymentEndMonth)}
          </Text>
          <PlanSummary
            tuitionFee={plan.data.plan.tuitionFee}
            tuitionPaid={plan.data.plan.tuitionPaid}
            discount={plan.data.plan.discountAmount}
            amountDue={plan.data.plan.amountDue}
            plan={plan.data.plan.paymentPlan}
            schedule={plan.data.plan.instalments}
          />
          <Text size="sm" c="dimmed">
            {text.agreedOn(toWireDate(plan.data.plan.agreedAt.slice(0, 10)))}
          </Text>
        </Stack>
      ) : null}
    </LazyModal>
  );
}
