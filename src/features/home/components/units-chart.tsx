import { MonthBarChart, type ChartSeries } from '../../../components/month-bar-chart';
import { formatUnits } from '../../../domain/format';
import { monthLabel, type Month } from '../../../domain/months';
import type { MonthUnits } from '../home-summary';

const unitsText = (units: number) => `${formatUnits(units)} ${units === 1 ? 'unidad' : 'unidades'}`;

const SERIES: readonly ChartSeries<MonthUnits>[] = [
  {
    key: 'unidades',
    label: 'Unidades',
    value: (entry) => entry.units,
    // The current month stands out in the full colour.
    fill: (isCurrent) => (isCurrent ? 'var(--bs-primary)' : 'var(--bs-primary-border-subtle)'),
    short: formatUnits,
    full: formatUnits,
  },
];

/** The worker's units per month (Home). */
export default function UnitsChart({ data, current }: { data: readonly MonthUnits[]; current: Month }) {
  return (
    <MonthBarChart
      data={data}
      current={current}
      series={SERIES}
      caption="Unidades por mes"
      tooltip={({ month, units }) => `${monthLabel(month)}: ${unitsText(units)}`}
    />
  );
}
