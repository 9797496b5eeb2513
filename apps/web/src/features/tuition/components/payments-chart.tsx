import { ledgerSourceLabels } from '@intake/contracts/copy/ledger';
import type { PaymentsByDay } from '@intake/contracts/tuition-statement';
import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';

/** Payments per day stacked by source, in naira; a chunk of its own (the table says it all). */
export default function PaymentsChart({ days }: { days: PaymentsByDay['days'] }) {
  const data = days.map((day) => ({
    day: day.day,
    paystack: day.paystackKobo / 100,
    flutterwave: day.flutterwaveKobo / 100,
    proof: day.proofKobo / 100,
    staff: day.staffKobo / 100,
  }));
  return (
    <BarChart
      h={260}
      data={data}
      dataKey="day"
      type="stacked"
      withLegend
      barChartProps={{ accessibilityLayer: false }}
      series={[
        { name: 'paystack', label: ledgerSourceLabels.paystack, color: 'teal.6' },
        { name: 'flutterwave', label: ledgerSourceLabels.flutterwave, color: 'orange.6' },
        { name: 'proof', label: ledgerSourceLabels.proof, color: 'blue.6' },
        { name: 'staff', label: ledgerSourceLabels.staff, color: 'gray.6' },
      ]}
    />
  );
}
