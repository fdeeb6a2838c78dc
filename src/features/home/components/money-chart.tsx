import { fromCents } from '../../../domain/cents';
import { formatMoney, formatNumber } from '../../../domain/format';
import { monthLabel, type Month } from '../../../domain/months';
import type { MonthMoney } from '../../../domain/superadmin-home';

// Heights in pixels, horizontal positions in percent of the width, as in the workers' units chart.
const HEIGHT = 220;
const TOP = 18;
const BOTTOM = 22;
const PLOT_HEIGHT = HEIGHT - TOP - BOTTOM;
const BASELINE = TOP + PLOT_HEIGHT;
const BAR_SHARE_OF_SLOT = 0.35;
const pct = (value: number) => `${value}%`;

const COLLECTED_FILL = 'var(--bs-success)';
const ESTIMATED_FILL = 'var(--bs-secondary-border-subtle)';

/** Short figures above the bars ('1.2k'), the exact amounts are in the tooltip and the table. */
function shortMoney(cents: number): string {
  const amount = fromCents(cents);
  return Math.abs(amount) >= 1000 ? `${formatNumber(amount / 1000, 1)}k` : formatNumber(amount);
}

function Legend() {
  return (
    <div className="d-flex gap-3 small text-secondary mb-2" aria-hidden="true">
      <span>
        <span
          className="d-inline-block rounded me-1"
          style={{ width: 12, height: 12, background: COLLECTED_FILL }}
        />
        Cobrado
      </span>
      <span>
        <span
          className="d-inline-block rounded me-1"
          style={{ width: 12, height: 12, background: ESTIMATED_FILL }}
        />
        Estimado
      </span>
    </div>
  );
}

/**
 * Money collected per month beside the month's estimated total, drawn by hand like the units
 * chart. The SVG is for the eye only; screen readers get the figures from the hidden table.
 */
export default function MoneyChart({ data, current }: { data: readonly MonthMoney[]; current: Month }) {
  const max = Math.max(0, ...data.flatMap((entry) => [entry.collectedCents, entry.estimatedCents]));
  const slot = 100 / data.length;
  const barWidth = slot * BAR_SHARE_OF_SLOT;
  const barHeight = (cents: number) => (max > 0 ? (Math.max(0, cents) / max) * PLOT_HEIGHT : 0);
  return (
    <>
      <Legend />
      <svg width="100%" height={HEIGHT} className="d-block" aria-hidden="true" focusable="false">
        {data.map(({ month, collectedCents, estimatedCents }, index) => {
          const isCurrent = month === current;
          const center = index * slot + slot / 2;
          const bars = [
            { key: 'cobrado', cents: collectedCents, x: center - barWidth, fill: COLLECTED_FILL },
            { key: 'estimado', cents: estimatedCents, x: center, fill: ESTIMATED_FILL },
          ];
          return (
            <g key={month} data-month={month}>
              <title>
                {`${monthLabel(month)}: cobrado ${formatMoney(fromCents(collectedCents))}, estimado ${formatMoney(fromCents(estimatedCents))}`}
              </title>
              {/* Covers the whole column so that an empty month still shows its tooltip. */}
              <rect x={pct(index * slot)} y={0} width={pct(slot)} height={HEIGHT} fill="transparent" />
              {bars.map((bar) => (
                <g key={bar.key}>
                  <rect
                    x={pct(bar.x)}
                    y={BASELINE - barHeight(bar.cents)}
                    width={pct(barWidth)}
                    height={barHeight(bar.cents)}
                    rx={2}
                    style={{ fill: bar.fill }}
                  />
                  {bar.cents > 0 && (
                    <text
                      x={pct(bar.x + barWidth / 2)}
                      y={BASELINE - barHeight(bar.cents) - 4}
                      textAnchor="middle"
                      fontSize={10}
                      style={{ fill: 'var(--bs-secondary-color)' }}
                    >
                      {shortMoney(bar.cents)}
                    </text>
                  )}
                </g>
              ))}
              <text
                x={pct(center)}
                y={HEIGHT - 6}
                textAnchor="middle"
                fontSize={12}
                fontWeight={isCurrent ? 700 : 400}
                style={{ fill: isCurrent ? 'var(--bs-emphasis-color)' : 'var(--bs-secondary-color)' }}
              >
                {monthLabel(month).slice(0, 3)}
              </text>
            </g>
          );
        })}
        <line
          x1="0"
          x2="100%"
          y1={BASELINE}
          y2={BASELINE}
          strokeWidth={1}
          style={{ stroke: 'var(--bs-border-color)' }}
        />
      </svg>
      {/* Hidden by a wrapper: a table ignores the 1px height of .visually-hidden and would stretch the page. */}
      <div className="visually-hidden">
        <table>
          <caption>Cobrado y estimado por mes</caption>
          <thead>
            <tr>
              <th scope="col">Mes</th>
              <th scope="col">Cobrado</th>
              <th scope="col">Estimado</th>
            </tr>
          </thead>
          <tbody>
            {data.map(({ month, collectedCents, estimatedCents }) => (
              <tr key={month}>
                <th scope="row">
                  {month === current ? `${monthLabel(month)} (mes actual)` : monthLabel(month)}
                </th>
                <td>{formatMoney(fromCents(collectedCents))}</td>
                <td>{formatMoney(fromCents(estimatedCents))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
