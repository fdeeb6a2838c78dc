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

/** Both series write their figures alike; only the figure and its colour differ. */
const moneySeries = (
  key: string,
  label: string,
  value: (entry: MonthMoney) => number,
  fill: string,
): ChartSeries<MonthMoney> => ({ key, label, value, fill: () => fill, short: shortMoney, full: money });

const SERIES: readonly ChartSeries<MonthMoney>[] = [
  moneySeries('cobrado', 'Cobrado', (entry) => entry.collectedCents, 'var(--bs-success)'),
  moneySeries('estimado', 'Estimado', (entry) => entry.estimatedCents, 'var(--bs-secondary-border-subtle)'),
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
