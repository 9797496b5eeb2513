import {
  type Funnel,
  funnelDimensionLabels,
  funnelStageLabels,
  funnelStages,
} from '@intake/contracts/funnel';
import { Box, Stack } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';
import { lazyExport } from '../../../lib/lazy-export';
import { formatMinutes, formatShare } from '../format';
import { CHART_HEIGHT } from './chart-size';
import { FigureSection } from './figure-section';

const charts = () => import('./funnel-charts');
const StagesChart = lazyExport(charts, 'StagesChart');
const GroupedBarChart = lazyExport(charts, 'GroupedBarChart');
const DailyChart = lazyExport(charts, 'DailyChart');

const Deferred = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<Box h={CHART_HEIGHT} />}>{children}</Suspense>
);

/** The stages a breakdown's chart compares; its table has them all. */
const BREAKDOWN_CHART_STAGES = ['APPLIED', 'TESTED', 'OFFERED_ADMISSION', 'ENROLLED'] as const;

/** Every figure of a cohort's funnel, each a chart with its table. */
export function FunnelFigures({ funnel }: { funnel: Funnel }) {
  const stageRows = funnel.stages.map((stage) => ({ ...stage, label: funnelStageLabels[stage.status] }));
  const { dropOff } = funnel;
  return (
    <Stack gap="lg">
      <FigureSection
        title="Stages"
        chart={
          <Deferred>
            <StagesChart data={stageRows} series={{ name: 'reached', label: 'Reached', color: 'blue.6' }} />
          </Deferred>
        }
        table={{
          caption: `Applicants of ${funnel.cohortName} who reached each stage`,
          columns: ['Stage', 'Reached', 'In stage now', 'Went on to the next', 'Median time in stage'],
          rows: stageRows.map((stage) => [
            stage.label,
            stage.reached,
            stage.now,
            formatShare(stage.conversion),
            formatMinutes(stage.medianMinutes),
          ]),
        }}
      />
      <FigureSection
        title="New applications per day"
        chart={
          <Deferred>
            <DailyChart
              data={funnel.applicationsPerDay}
              series={{ name: 'applicants', label: 'New applications', color: 'teal.6' }}
            />
          </Deferred>
        }
        table={{
          caption: 'New applications per day',
          columns: ['Day', 'New applications'],
          rows: funnel.applicationsPerDay.map((row) => [row.day, row.applicants]),
        }}
      />
      <FigureSection
        title="Drop-off"
        chart={
          <Deferred>
            <GroupedBarChart
              data={dropOff.withdrawnByStage.map((row) => ({ ...row, label: stageLabel(row.status) }))}
              series={[{ name: 'applicants', label: 'Withdrew', color: 'red.6' }]}
            />
          </Deferred>
        }
        table={{
          caption: 'Applicants who left, and where',
          columns: ['Drop-off', 'Applicants'],
          rows: [
            ['Declined the interview', dropOff.declinedInterview],
            ['Declined the offer', dropOff.declinedOffer],
            ['Not admitted', dropOff.notAdmitted],
            ...dropOff.withdrawnByStage.map((row) => [
              `Withdrew at ${stageLabel(row.status)}`,
              row.applicants,
            ]),
          ],
        }}
      />
      <FigureSection
        title="Withdrawal reasons"
        table={{
          caption: 'The reasons written most often on the withdrawal form',
          columns: ['Reason', 'Applicants'],
          rows: dropOff.withdrawalReasons.map((row) => [row.reason, row.applicants]),
        }}
      />
      <FigureSection
        title="Decision reasons"
        table={{
          caption: 'Elders’ decisions by reason',
          columns: ['Decision', 'Reason', 'Applicants'],
          rows: dropOff.decisionReasons.map((row) => [
            row.decision,
            row.label ?? 'No reason given',
            row.applicants,
          ]),
        }}
      />
      {funnel.breakdowns.map((breakdown) => {
        const label = funnelDimensionLabels[breakdown.dimension];
        const chartRows = breakdown.rows.map((row) => ({
          label: row.value || 'Not given',
          ...Object.fromEntries(
            BREAKDOWN_CHART_STAGES.map((status) => [status, row.reached[funnelStages.indexOf(status)] ?? 0]),
          ),
        }));
        return (
          <FigureSection
            key={breakdown.dimension}
            title={`By ${label.toLowerCase()}`}
            chart={
              <Deferred>
                <GroupedBarChart
                  data={chartRows}
                  series={BREAKDOWN_CHART_STAGES.map((status, index) => ({
                    name: status,
                    label: funnelStageLabels[status],
                    color: ['blue.6', 'teal.6', 'orange.6', 'grape.6'][index] as string,
                  }))}
                />
              </Deferred>
            }
            table={{
              caption: `Applicants who reached each stage, by ${label.toLowerCase()} when they reached it`,
              columns: [label, ...funnelStages.map((status) => funnelStageLabels[status])],
              rows: breakdown.rows.map((row) => [row.value || 'Not given', ...row.reached]),
            }}
          />
        );
      })}
    </Stack>
  );
}

const stageLabel = (status: string) =>
  (funnelStageLabels as Record<string, string>)[status] ?? status.replaceAll('_', ' ').toLowerCase();
