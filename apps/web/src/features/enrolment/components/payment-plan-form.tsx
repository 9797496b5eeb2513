import { MONTHS, PAYMENT_PLANS } from '@intake/contracts/constants';
import { enrolmentCopy as text } from '@intake/contracts/copy/enrolment';
import {
  discountCodeLookupParamSchema,
  formatNaira,
  type Month,
  PAYMENT_PLAN_LABELS,
  type PaymentPlan,
  paymentEndMonth,
  paymentPlanProblem,
  paymentPlanSchema,
  paymentSchedule,
} from '@intake/contracts/enrolment';
import { tuitionDue } from '@intake/contracts/payments';
import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { FormError } from '../../../components/form/form-error';
import { WARNING_TEXT } from '../../../lib/a11y';
import { errorMessage } from '../../../lib/api-error';
import { replaceSessionUser, useSessionUser } from '../../../lib/session';
import { useFillPaymentAgreementMutation } from '../api/fill-payment-agreement';
import { useTuitionQuery } from '../api/get-tuition';
import { useLookupDiscountCodeMutation } from '../api/lookup-discount-code';
import { PlanSummary } from './plan-summary';

export type PaymentPlanFormProps = {
  /** Back to the dashboard without choosing. */
  onBack: () => void;
  /** The plan is stored and the fresh user data saved (docs/spec/portal-spec.md §4: back to the dashboard). */
  onDone: () => void;
};

const isPlan = (value: string): value is PaymentPlan => (PAYMENT_PLANS as readonly string[]).includes(value);
const isMonth = (value: string): value is Month => (MONTHS as readonly string[]).includes(value);

/**
 * 'TUITION PAYMENT PLAN' (docs/spec/portal-spec.md §2, §3, §9): a plan, the month payments start (they end 11 months
 * later), the instalments of the cohort's fee less any discount code and the tuition already paid,
 * and two boxes to tick. The server takes the fee and the paid tuition from its own records; the
 * figures here are what the applicant is shown.
 */
export function PaymentPlanForm({ onBack, onDone }: PaymentPlanFormProps) {
  const user = useSessionUser();
  const tuition = useTuitionQuery();
  const tuitionFee = tuition.data?.tuitionFee ?? user?.cohortDetails?.tuitionFee ?? 0;
  const tuitionPaid = tuition.data?.tuitionPaid ?? 0;
  const fill = useFillPaymentAgreementMutation();
  const lookup = useLookupDiscountCodeMutation();
  const [plan, setPlan] = useState('');
  const [startMonth, setStartMonth] = useState('');
  const [code, setCode] = useState('');
  const [understand, setUnderstand] = useState(false);
  const [agree, setAgree] = useState(false);
  const [codeProblem, setCodeProblem] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const applied = lookup.data && lookup.data.code === code.trim().toUpperCase() ? lookup.data : null;
  const amountDue = tuitionDue({ tuitionFee, discountAmount: applied?.discountAmount ?? 0, tuitionPaid });
  const schedule = isPlan(plan) && isMonth(startMonth) ? paymentSchedule(plan, amountDue, startMonth) : [];

  const onCheckCode = async () => {
    const parsed = discountCodeLookupParamSchema.safeParse({ code });
    if (!parsed.success || parsed.data.code === '') {
      setCodeProblem(parsed.error?.issues[0]?.message ?? null);
      return;
    }
    setCodeProblem(null);
    try {
      await lookup.mutateAsync(parsed.data.code);
    } catch (failure) {
      setCodeProblem(errorMessage(failure));
    }
  };

  const onSubmit = async () => {
    if (fill.isPending) return;
    const body = {
      paymentPlan: plan,
      paymentStartMonth: startMonth,
      iunderstandTerms: understand,
      iagreeToTerms: agree,
      tuitionFee,
      discountCode: code.trim(),
    };
    const problem = paymentPlanProblem(body) ?? paymentPlanSchema.safeParse(body).error?.issues[0]?.message;
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    try {
      replaceSessionUser(await fill.mutateAsync(body));
      onDone();
    } catch (failure) {
      // docs/spec/portal-spec.md §8 has this failure logged; the applicant is told too, so the button is not silent.
      console.error('fillPaymentAgreement failed', failure);
      setError(errorMessage(failure));
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', xs: 'xl' }} maw={640} mx="auto" w="100%">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
      >
        <Stack gap="md">
          <Title order={1}>{text.planTitle}</Title>
          {tuitionFee <= 0 && (
            <Text c={WARNING_TEXT} size="sm">
              {text.noTuition}
            </Text>
          )}
          <Radio.Group label={text.plan} withAsterisk value={plan} onChange={setPlan}>
            <Stack gap="xs" mt="xs">
              {PAYMENT_PLANS.map((option) => (
                <Radio key={option} value={option} label={PAYMENT_PLAN_LABELS[option]} />
              ))}
            </Stack>
          </Radio.Group>
          <Group grow gap="sm" align="flex-start" wrap="wrap">
            <NativeSelect
              label={text.startMonth}
              miw={150}
              value={startMonth}
              onChange={(event) => setStartMonth(event.currentTarget.value)}
              data={[{ value: '', label: text.choose }, ...MONTHS]}
            />
            <TextInput
              label={text.endMonth}
              miw={150}
              readOnly
              value={isMonth(startMonth) ? paymentEndMonth(startMonth) : ''}
            />
          </Group>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={text.discountCode}
              flex={1}
              miw={0}
              value={code}
              autoComplete="off"
              onChange={(event) => setCode(event.currentTarget.value)}
            />
            <Button variant="light" onClick={() => void onCheckCode()} loading={lookup.isPending}>
              {text.checkCode}
            </Button>
          </Group>
          <FormError message={codeProblem} />
          {applied && (
            <Text role="status" size="sm" c="teal.8">
              {text.codeApplied(applied.code, formatNaira(applied.discountAmount))}
            </Text>
          )}
          <PlanSummary
            tuitionFee={tuitionFee}
            tuitionPaid={tuitionPaid}
            discount={applied?.discountAmount ?? 0}
            amountDue={amountDue}
            plan={isPlan(plan) ? plan : null}
            schedule={schedule}
          />
          <Checkbox
            label={text.understandTerms}
            checked={understand}
            onChange={(event) => setUnderstand(event.currentTarget.checked)}
          />
          <Checkbox
            label={text.agreeToTerms}
            checked={agree}
            onChange={(event) => setAgree(event.currentTarget.checked)}
          />
          <FormError message={error} />
          <Group grow gap="sm">
            <Button variant="default" onClick={onBack} disabled={fill.isPending}>
              {text.back}
            </Button>
            <Button type="submit" loading={fill.isPending} disabled={fill.isPending}>
              {text.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
