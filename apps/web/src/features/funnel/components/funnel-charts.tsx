import { AreaChart, BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { CHART_HEIGHT } from './chart-size';

/*
 * The funnel's charts: @mantine/charts on Recharts, 134 KB gzipped. They are a chunk of their own,
 * loaded once the page with its tables is drawn (decision 0080: the route's budget).
 */

/** The chart is a picture for the eye, hidden from assistive technology (its table says it all): no tab stop in it. */
const notFocusable = { accessibilityLayer: false };

type Row = Record<string, string | number | null>;
interface Series {
  name: string;
  label: string;
  color: string;
}

/** Horizontal bars, one per row: the stages, whose long names need the width. */
export function StagesChart({ data, series }: { data: Row[]; series: Series }) {
  return (
    <BarChart
      h={CHART_HEIGHT}
      data={data}
      dataKey="label"
      orientation="vertical"
      yAxisProps={{ width: 130 }}
      series={[series]}
      barChartProps={notFocusable}
    />
  );
}

/** Bars per value, one series each. */
export function GroupedBarChart({ data, series }: { data: Row[]; series: Series[] }) {
  return (
    <BarChart
      h={CHART_HEIGHT}
      data={data}
      dataKey="label"
      withLegend={series.length > 1}
      series={series}
      barChartProps={notFocusable}
    />
  );
}

/** A count over days. */
export function DailyChart({ data, series }: { data: Row[]; series: Series }) {
  return (
    <AreaChart h={CHART_HEIGHT} data={data} dataKey="day" series={[series]} areaChartProps={notFocusable} />
  );
}
