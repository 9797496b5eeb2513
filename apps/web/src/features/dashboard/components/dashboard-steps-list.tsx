import type { Interview } from '@intake/contracts';
import { copy } from '@intake/contracts/copy/shared';
import { Anchor, Box, Button, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { DashboardCard } from '../../../components/layout/dashboard-card';
import { WARNING_TEXT } from '../../../lib/a11y';
import {
  type DashboardStep,
  type DashboardUser,
  dashboardSteps,
  interviewLinkLabel,
  interviewText,
  type PaymentProofSummary,
  type StepAction,
  sliderPosition,
  sliderPositions,
  sliderValue,
} from '../dashboard-steps';
import classes from './dashboard-steps-list.module.css';
import { InterviewDetailsDialog } from './interview-details-dialog';

type DashboardStepsListProps = {
  user: DashboardUser;
  interview: Interview | null | undefined;
  /** The latest proof of payment, for step 4's label (awaiting confirmation, declined). */
  paymentProof?: PaymentProofSummary;
  onAction: (action: Exclude<StepAction, 'interview' | null>) => void;
  /** A way back to what a completed step recorded, by the spec's step number (6: the agreed plan). */
  completedLinks?: Partial<Record<number, { label: string; onOpen: () => void }>>;
};

/** The numbered steps beside the vertical progress slider (docs/spec/portal-spec.md §2, §4). */
export function DashboardStepsList({
  user,
  interview,
  paymentProof,
  onAction,
  completedLinks = {},
}: DashboardStepsListProps) {
  const steps = dashboardSteps(user, paymentProof);
  const positions = sliderPositions(user);
  const position = sliderPosition(user);
  // docs/spec/portal-spec.md §9's value runs from 100 at the first step down to 9 at the last; the marker sits that
  // far down the track, with the way already come filled above it.
  const reached = `${100 - sliderValue(user)}%`;
  return (
    <StepsFrame
      slider={
        <div
          className={classes.slider}
          role="progressbar"
          aria-label={copy.yourProgress}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={sliderValue(user)}
          aria-valuetext={`${position}/${positions}`}
        >
          <div className={classes.sliderFill} style={{ height: reached }} />
          <div className={classes.sliderThumb} style={{ top: reached }} />
        </div>
      }
    >
      {steps.map((step) =>
        step.action === 'interview' ? (
          <InterviewStepRow key={step.number} step={step} user={user} interview={interview} />
        ) : (
          <StepRow
            key={step.number}
            step={step}
            onAction={onAction}
            completedLink={step.state === 'COMPLETED' ? completedLinks[step.number] : undefined}
          />
        ),
      )}
    </StepsFrame>
  );
}

/** Everyone's steps before their own are known: the page's HTML shows this until the app runs. */
export function DashboardStepsOutline() {
  const steps = dashboardSteps(outlineUser);
  return (
    <StepsFrame slider={<div className={classes.slider} />}>
      {steps.map((step) => (
        <Box component="li" key={step.number} className={classes.step}>
          <Group wrap="nowrap" gap="sm" align="flex-start">
            <StepNumber step={{ ...step, active: false }} />
            <Box flex={1} miw={0}>
              <Text fw={600}>
                {step.action === 'interview' ? interviewText('APPLIED', undefined) : step.title}
              </Text>
              {step.detail && (
                <Text size="sm" c="dimmed">
                  {step.detail}
                </Text>
              )}
            </Box>
            <Skeleton h={20} w={64} radius="xl" className={classes.badge} />
          </Group>
        </Box>
      ))}
    </StepsFrame>
  );
}

const outlineUser: DashboardUser = {
  applicationStatus: 'APPLIED',
  nativeState: 'PENDING',
  canFillEnrollmentForm: false,
  canFillTenancyAgreementForm: false,
  canFillLoanAgreement: false,
};

function StepsFrame({ slider, children }: { slider: ReactNode; children: ReactNode }) {
  return (
    <DashboardCard title={copy.yourSteps}>
      <Group align="stretch" wrap="nowrap" gap="sm">
        {slider}
        <Stack component="ol" gap="xs" className={classes.list} flex={1} miw={0}>
          {children}
        </Stack>
      </Group>
    </DashboardCard>
  );
}

function StepNumber({ step }: { step: DashboardStep }) {
  // The active step takes the school's colour (the theme's primary), as every other accent does.
  const color = step.state === 'COMPLETED' ? 'teal' : step.active ? undefined : 'gray';
  return (
    <ThemeIcon radius="xl" size="md" color={color} variant={step.active ? 'filled' : 'light'} aria-hidden>
      {step.number}
    </ThemeIcon>
  );
}

type StepRowProps = {
  step: DashboardStep;
  onAction: DashboardStepsListProps['onAction'];
  completedLink: { label: string; onOpen: () => void } | undefined;
};

function StepRow({ step, onAction, completedLink }: StepRowProps) {
  const { action } = step;
  return (
    <Box component="li" className={classes.step} data-active={step.active || undefined}>
      <Group wrap="nowrap" gap="sm" align="flex-start">
        <StepNumber step={step} />
        <Box flex={1} miw={0}>
          <Text fw={600}>{step.title}</Text>
          {step.detail && (
            <Text size="sm" c={step.tone === 'warning' ? 'red.8' : 'dimmed'}>
              {step.detail}
            </Text>
          )}
          {completedLink && (
            <Anchor component="button" type="button" size="sm" onClick={completedLink.onOpen}>
              {completedLink.label}
            </Anchor>
          )}
        </Box>
        {action && action !== 'interview' ? (
          <Button size="xs" onClick={() => onAction(action)} aria-label={`${step.state}: ${step.title}`}>
            {step.state}
          </Button>
        ) : (
          // The label as the spec writes it ('Pending', 'COMPLETED', 'Disabled'), not an upper-cased badge.
          <Text
            component="div"
            size="sm"
            fw={600}
            c={
              step.state === 'COMPLETED'
                ? 'teal.9'
                : step.state === 'Awaiting confirmation'
                  ? WARNING_TEXT
                  : 'gray.7'
            }
            className={classes.badge}
            aria-label={`${step.title}: ${step.state}`}
          >
            {step.state}
          </Text>
        )}
      </Group>
    </Box>
  );
}

type InterviewStepRowProps = {
  step: DashboardStep;
  user: DashboardUser;
  interview: Interview | null | undefined;
};

function InterviewStepRow({ step, user, interview }: InterviewStepRowProps) {
  const [detailsOpen, setDetailsOpen] = useState(false);
  return (
    <Box component="li" className={classes.step} data-active={step.active || undefined}>
      <Group wrap="nowrap" gap="sm" align="flex-start">
        <StepNumber step={step} />
        <Box flex={1} miw={0}>
          <Text fw={600}>{interviewText(user.applicationStatus, interview)}</Text>
        </Box>
        {interview ? (
          <Anchor component="button" type="button" size="sm" onClick={() => setDetailsOpen(true)}>
            {interviewLinkLabel(true)}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            {interviewLinkLabel(false)}
          </Text>
        )}
      </Group>
      {interview && (
        <InterviewDetailsDialog
          interview={interview}
          opened={detailsOpen}
          onClose={() => setDetailsOpen(false)}
        />
      )}
    </Box>
  );
}
