import { financeCopy } from '@intake/contracts/copy/ledger';
import { formatKobo, type UnmatchedPayment } from '@intake/contracts/tuition-statement';
import {
  Alert,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { focusableScroll } from '../../../lib/a11y';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/date-time';
import { useSessionUser } from '../../../lib/session';
import { useAssignUnmatchedMutation } from '../api/assign-unmatched-payment';
import { useDismissUnmatchedMutation } from '../api/dismiss-unmatched-payment';
import { type FinanceFileFormat, useDownloadFinanceMutation } from '../api/download-finance-export';
import { useOutstandingBalancesQuery } from '../api/get-outstanding-balances';
import { usePaymentsByDayQuery } from '../api/get-payments-by-day';
import { useUnmatchedPaymentsQuery } from '../api/get-unmatched-payments';
import { useLearnerSearchQuery } from '../api/search-learners';
import { SmsUnitsSection } from './sms-units-section';

const PaymentsChart = lazy(() => import('./payments-chart'));

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The range in the address (?from&to), else the last 30 days: Back and reload keep it. */
function useRange() {
  const [search, setSearch] = useSearchParams();
  const today = new Date();
  const from = DAY.test(search.get('from') ?? '')
    ? (search.get('from') as string)
    : isoDay(new Date(today.getTime() - 29 * 86_400_000));
  const to = DAY.test(search.get('to') ?? '') ? (search.get('to') as string) : isoDay(today);
  const set = (next: { from?: string; to?: string }) => {
    const params = new URLSearchParams(search);
    for (const [name, value] of Object.entries(next)) if (value && DAY.test(value)) params.set(name, value);
    setSearch(params, { replace: true });
  };
  return { from, to, set };
}

function PaymentsByDaySection({ from, to }: { from: string; to: string }) {
  const byDay = usePaymentsByDayQuery(from, to);
  const { byDay: copy } = financeCopy;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2}>{copy.heading}</Title>
        {byDay.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(byDay.error)}
          </Alert>
        ) : !byDay.data ? (
          <Loader aria-label={financeCopy.loading} />
        ) : byDay.data.days.length === 0 ? (
          <Text>{copy.empty}</Text>
        ) : (
          <>
            <Suspense fallback={<div style={{ height: 260 }} />}>
              <PaymentsChart days={byDay.data.days} />
            </Suspense>
            <Table.ScrollContainer minWidth={300} scrollAreaProps={focusableScroll}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{copy.columns.day}</Table.Th>
                    <Table.Th ta="right">{copy.columns.count}</Table.Th>
                    <Table.Th ta="right">{copy.columns.total}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {byDay.data.days.map((day) => (
                    <Table.Tr key={day.day}>
                      <Table.Td>{day.day}</Table.Td>
                      <Table.Td ta="right">{day.count}</Table.Td>
                      <Table.Td ta="right">{formatKobo(day.totalKobo)}</Table.Td>
                    </Table.Tr>
                  ))}
                  <Table.Tr>
                    <Table.Th>{copy.total}</Table.Th>
                    <Table.Td />
                    <Table.Th ta="right">{formatKobo(byDay.data.totalKobo)}</Table.Th>
                  </Table.Tr>
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** Search a learner and assign the payment to them. */
function AssignForm({ payment, onDone }: { payment: UnmatchedPayment; onDone: () => void }) {
  const { unmatched: copy } = financeCopy;
  const [query, setQuery] = useState('');
  const matches = useLearnerSearchQuery(query);
  const assign = useAssignUnmatchedMutation();
  return (
    <Stack gap="xs">
      <TextInput
        label={copy.search}
        description={copy.searchHint}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        data-autofocus
      />
      {matches.data?.learners.length === 0 ? <Text size="sm">{copy.noMatch}</Text> : null}
      {matches.data?.learners.map((learner) => (
        <Group key={learner.email} justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm">
            {learner.firstName} {learner.lastName} · {learner.email} · #{learner.applicationNumber}
            {learner.cohortName ? ` · ${learner.cohortName}` : ''}
          </Text>
          <Button
            size="xs"
            loading={assign.isPending}
            onClick={() => assign.mutate({ id: payment.id, email: learner.email }, { onSuccess: onDone })}
          >
            {copy.confirm}
          </Button>
        </Group>
      ))}
      {assign.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(assign.error)}
        </Alert>
      ) : null}
    </Stack>
  );
}

/** An admin says why the payment is not tuition; it leaves the queue (audited). */
function DismissForm({ payment, onDone }: { payment: UnmatchedPayment; onDone: () => void }) {
  const { unmatched: copy } = financeCopy;
  const [reason, setReason] = useState('');
  const dismiss = useDismissUnmatchedMutation();
  return (
    <Stack gap="xs">
      <TextInput
        label={copy.dismissReason}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        maxLength={500}
        data-autofocus
      />
      <Button
        size="xs"
        color="red"
        loading={dismiss.isPending}
        disabled={reason.trim().length < 3}
        onClick={() => dismiss.mutate({ id: payment.id, reason: reason.trim() }, { onSuccess: onDone })}
      >
        {copy.confirmDismiss}
      </Button>
      {dismiss.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(dismiss.error)}
        </Alert>
      ) : null}
    </Stack>
  );
}

function UnmatchedSection() {
  const unmatched = useUnmatchedPaymentsQuery();
  const { unmatched: copy } = financeCopy;
  const isAdmin = useSessionUser()?.roles === 'ADMIN';
  // One payment's form at a time: assigning it to a learner, or dismissing it.
  const [open, setOpen] = useState<{ paymentId: string; action: 'assign' | 'dismiss' } | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const finish = (message: string) => {
    setOpen(null);
    setOutcome(message);
  };
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2}>{copy.heading}</Title>
        {outcome ? (
          <Alert color="teal" role="status" withCloseButton onClose={() => setOutcome(null)}>
            {outcome}
          </Alert>
        ) : null}
        {unmatched.data && unmatched.data.total > unmatched.data.payments.length ? (
          <Alert color="yellow" role="status">
            {copy.cut(unmatched.data.payments.length, unmatched.data.total)}
          </Alert>
        ) : null}
        {unmatched.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(unmatched.error)}
          </Alert>
        ) : !unmatched.data ? (
          <Loader aria-label={financeCopy.loading} />
        ) : unmatched.data.payments.length === 0 ? (
          <Text>{copy.empty}</Text>
        ) : (
          unmatched.data.payments.map((payment) => (
            <Paper key={payment.id} withBorder p="sm" radius="sm">
              <Stack gap="xs">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Text fw={600}>{formatKobo(payment.amountKobo)}</Text>
                  <Text size="sm">
                    {formatDateTime(payment.paidAt)} · {payment.provider} · {payment.reference}
                  </Text>
                </Group>
                <Text size="sm">
                  {copy.columns.payer}: {Object.values(payment.payer).join(' · ')}
                </Text>
                {open?.paymentId === payment.id ? (
                  <>
                    {open.action === 'assign' ? (
                      <AssignForm payment={payment} onDone={() => finish(copy.assigned)} />
                    ) : (
                      <DismissForm payment={payment} onDone={() => finish(copy.dismissed)} />
                    )}
                    <Button variant="default" size="xs" onClick={() => setOpen(null)}>
                      {copy.cancel}
                    </Button>
                  </>
                ) : (
                  <Group gap="xs">
                    <Button
                      variant="light"
                      size="xs"
                      onClick={() => setOpen({ paymentId: payment.id, action: 'assign' })}
                    >
                      {copy.assign}
                    </Button>
                    {isAdmin ? (
                      <Button
                        variant="default"
                        size="xs"
                        onClick={() => setOpen({ paymentId: payment.id, action: 'dismiss' })}
                      >
                        {copy.dismiss}
                      </Button>
                    ) : null}
                  </Group>
                )}
              </Stack>
            </Paper>
          ))
        )}
      </Stack>
    </Paper>
  );
}

function OutstandingSection() {
  const outstanding = useOutstandingBalancesQuery();
  const { outstanding: copy } = financeCopy;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2}>{copy.heading}</Title>
        {outstanding.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(outstanding.error)}
          </Alert>
        ) : !outstanding.data ? (
          <Loader aria-label={financeCopy.loading} />
        ) : outstanding.data.cohorts.length === 0 ? (
          <Text>{copy.empty}</Text>
        ) : (
          outstanding.data.cohorts.map((cohort) => (
            <Stack key={cohort.cohortId} gap="xs">
              <Title order={3}>
                {cohort.cohortName}: {copy.learners(cohort.learners.length)}, {formatKobo(cohort.balanceKobo)}
              </Title>
              <Table.ScrollContainer minWidth={480} scrollAreaProps={focusableScroll}>
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{copy.columns.learner}</Table.Th>
                      <Table.Th ta="right">{copy.columns.owed}</Table.Th>
                      <Table.Th ta="right">{copy.columns.paid}</Table.Th>
                      <Table.Th ta="right">{copy.columns.balance}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {cohort.learners.map((learner) => (
                      <Table.Tr key={learner.email}>
                        <Table.Td>
                          {learner.firstName} {learner.lastName}
                          <Text size="xs">{learner.email}</Text>
                        </Table.Td>
                        <Table.Td ta="right">{formatKobo(learner.owedKobo)}</Table.Td>
                        <Table.Td ta="right">{formatKobo(learner.paidKobo)}</Table.Td>
                        <Table.Td ta="right">{formatKobo(learner.balanceKobo)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Stack>
          ))
        )}
      </Stack>
    </Paper>
  );
}

/** /dashboard/finance (issue 24.5): admins and the finance address; the server checks who. */
export function FinanceScreen() {
  const { from, to, set } = useRange();
  const download = useDownloadFinanceMutation();
  const save = (format: FinanceFileFormat) => download.mutate({ from, to, format });
  return (
    <Container size="lg" px="md" py="lg">
      <Stack gap="md">
        <Title order={1}>{financeCopy.title}</Title>
        <Group align="end" gap="sm" wrap="wrap">
          <TextInput
            type="date"
            label={financeCopy.range.from}
            value={from}
            max={to}
            onChange={(event) => set({ from: event.currentTarget.value })}
            w={{ base: '100%', xs: 180 }}
          />
          <TextInput
            type="date"
            label={financeCopy.range.to}
            value={to}
            min={from}
            onChange={(event) => set({ to: event.currentTarget.value })}
            w={{ base: '100%', xs: 180 }}
          />
          <Button
            variant="default"
            onClick={() => save('xlsx')}
            loading={download.isPending && download.variables?.format === 'xlsx'}
          >
            {financeCopy.export.xlsx}
          </Button>
          <Button
            variant="default"
            onClick={() => save('csv')}
            loading={download.isPending && download.variables?.format === 'csv'}
          >
            {financeCopy.export.csv}
          </Button>
        </Group>
        {download.isError ? (
          <Alert color="red" role="alert">
            {financeCopy.export.failed}
          </Alert>
        ) : null}
        <PaymentsByDaySection from={from} to={to} />
        <UnmatchedSection />
        <OutstandingSection />
        <SmsUnitsSection />
      </Stack>
    </Container>
  );
}
