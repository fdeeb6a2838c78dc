import { MonthBarChart, type ChartSeries } from '../../../components/month-bar-chart';
import { fromCents } from '../../../domain/cents';
import { formatMoney, formatNumber } from '../../../domain/format';
import { monthLabel, type Month } from '../../../domain/months';
import type { MonthMoney } from '../../../domain/superadmin-home';

/** Short figures above the bars ('1.2k'); the exact amounts are in the tooltip and the table. */
function shortMoney(cents: number): string {
  const amount = fromCents(cents);
  return Math.abs(amount) >= 1000 ? `${formatNumber(amount / 1000, 1)}k` : formatNumber(amount);
}
const money = (cents: number) => formatMoney(fromCents(cents));

const SERIES: readonly ChartSeries<MonthMoney>[] = [
  {
    key: 'cobrado',
    label: 'Cobrado',
    value: (entry) => entry.collectedCents,
    fill: () => 'var(--bs-success)',
    short: shortMoney,
    full: money,
  },
  {
    key: 'estimado',
    label: 'Estimado',
    value: (entry) => entry.estimatedCents,
    fill: () => 'var(--bs-secondary-border-subtle)',
    short: shortMoney,
    full: money,
  },
];

/** Money collected per month beside the month's estimated total (SuperAdmin Home). */
export default function MoneyChart({ data, current }: { data: readonly MonthMoney[]; current: Month }) {
  return (
    <MonthBarChart
      data={data}
      current={current}
      series={SERIES}
      caption="Cobrado y estimado por mes"
      height={220}
      barShare={0.7}
      tooltip={({ month, collectedCents, estimatedCents }) =>
        `${monthLabel(month)}: cobrado ${money(collectedCents)}, estimado ${money(estimatedCents)}`
      }
    />
  );
}
