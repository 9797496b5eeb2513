import {
  type Funnel,
  funnelDimensionLabels,
  funnelStageLabels,
  funnelStages,
} from '@intake/contracts/funnel';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { cohortFunnel } from './funnel.service.ts';

/** One table of the screen, as the workbook's sheet and the CSV's rows carry it. */
export interface FunnelTable {
  name: string;
  columns: string[];
  rows: (string | number | null)[][];
}

const percent = (share: number | null) => (share === null ? null : Math.round(share * 1000) / 10);

/** The screen's tables, in its order, with the headings the screen shows. */
export function funnelTables(funnel: Funnel): FunnelTable[] {
  const stageHeadings = funnelStages.map((status) => funnelStageLabels[status]);
  return [
    {
      name: 'Stages',
      columns: [
        'Stage',
        'Reached',
        'In stage now',
        'Went on to the next (%)',
        'Median time in stage (minutes)',
      ],
      rows: funnel.stages.map((stage) => [
        funnelStageLabels[stage.status],
        stage.reached,
        stage.now,
        percent(stage.conversion),
        stage.medianMinutes,
      ]),
    },
    {
      name: 'Drop-off',
      columns: ['Drop-off', 'Applicants'],
      rows: [
        ['Declined the interview', funnel.dropOff.declinedInterview],
        ['Declined the offer', funnel.dropOff.declinedOffer],
        ['Not admitted', funnel.dropOff.notAdmitted],
        ...funnel.dropOff.withdrawnByStage.map((row) => [`Withdrew at ${row.status}`, row.applicants]),
      ],
    },
    {
      name: 'Withdrawal reasons',
      columns: ['Reason', 'Applicants'],
      rows: funnel.dropOff.withdrawalReasons.map((row) => [row.reason, row.applicants]),
    },
    {
      name: 'Decision reasons',
      columns: ['Decision', 'Reason', 'Applicants'],
      rows: funnel.dropOff.decisionReasons.map((row) => [
        row.decision,
        row.label ?? 'No reason',
        row.applicants,
      ]),
    },
    {
      name: 'Applications per day',
      columns: ['Day', 'New applications'],
      rows: funnel.applicationsPerDay.map((row) => [row.day, row.applicants]),
    },
    ...funnel.breakdowns.map((breakdown) => ({
      name: funnelDimensionLabels[breakdown.dimension],
      columns: [funnelDimensionLabels[breakdown.dimension], ...stageHeadings],
      rows: breakdown.rows.map((row) => [row.value || 'Not given', ...row.reached]),
    })),
  ];
}

/**
 * A cell as CSV writes it: quoted when it must be, and a text that a spreadsheet would run as a
 * formula (=, +, -, @, tab, return first: a withdrawal reason is the applicant's own words) kept
 * as text with a leading apostrophe.
 */
function csvCell(value: string | number | null) {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Every figure on one row of its own (table, row, column, value): one shape for any tool. */
export function funnelCsv(tables: FunnelTable[]) {
  const lines = [['Table', 'Row', 'Column', 'Value']];
  for (const table of tables) {
    for (const row of table.rows) {
      const [label, ...values] = row;
      values.forEach((value, index) => {
        lines.push([table.name, String(label ?? ''), table.columns[index + 1] ?? '', value as never]);
      });
    }
  }
  return `${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** The workbook: one sheet per table. A funnel is a few thousand cells, written in memory. */
export async function funnelWorkbook(tables: FunnelTable[]) {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  for (const table of tables) {
    const sheet = workbook.addWorksheet(table.name);
    sheet.addRow(table.columns).font = { bold: true };
    for (const row of table.rows) sheet.addRow(row);
    sheet.columns.forEach((column, index) => {
      column.width = index === 0 ? 32 : 16;
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The funnel of a cohort as a file: its name, type and bytes. */
export async function exportCohortFunnel(
  deps: ServiceDeps<'db' | 'config'>,
  cohortId: string,
  format: 'csv' | 'xlsx',
) {
  const tables = funnelTables(await cohortFunnel(deps, cohortId));
  const filename = `funnel-${cohortId}.${format}`;
  if (format === 'csv') {
    return { filename, contentType: 'text/csv; charset=utf-8', body: Buffer.from(funnelCsv(tables)) };
  }
  return {
    filename,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body: await funnelWorkbook(tables),
  };
}
