import { monthLabel, type Month } from '../../../domain/months';
import { formatUnits } from '../../../domain/format';
import type { MonthUnits } from '../home-summary';

// Heights in pixels, horizontal positions in percent of the width: the chart fills any card width
// while its text keeps a readable size (a scaled viewBox would shrink it to nothing on a phone).
const HEIGHT = 200;
const TOP = 18;
const BOTTOM = 22;
const PLOT_HEIGHT = HEIGHT - TOP - BOTTOM;
const BASELINE = TOP + PLOT_HEIGHT;
const BAR_SHARE_OF_SLOT = 0.6;
const pct = (value: number) => `${value}%`;

const unitsText = (units: number) => `${formatUnits(units)} ${units === 1 ? 'unidad' : 'unidades'}`;

/**
 * Units per month, drawn by hand: a chart library would outweigh the whole Home page. The SVG is
 * for the eye only; screen readers get the same figures from the visually hidden table.
 */
export default function UnitsChart({ data, current }: { data: readonly MonthUnits[]; current: Month }) {
  const max = Math.max(0, ...data.map((entry) => entry.units));
  const slot = 100 / data.length;
  const barWidth = slot * BAR_SHARE_OF_SLOT;
  return (
    <>
      <svg width="100%" height={HEIGHT} className="d-block" aria-hidden="true" focusable="false">
        {data.map(({ month, units }, index) => {
          const isCurrent = month === current;
          const height = max > 0 ? (units / max) * PLOT_HEIGHT : 0;
          const center = index * slot + slot / 2;
          return (
            <g key={month} data-month={month}>
              <title>{`${monthLabel(month)}: ${unitsText(units)}`}</title>
              {/* Covers the whole column so that an empty month still shows its tooltip. */}
              <rect x={pct(index * slot)} y={0} width={pct(slot)} height={HEIGHT} fill="transparent" />
              <rect
                x={pct(center - barWidth / 2)}
                y={BASELINE - height}
                width={pct(barWidth)}
                height={height}
                rx={3}
                style={{ fill: isCurrent ? 'var(--bs-primary)' : 'var(--bs-primary-border-subtle)' }}
              />
              {units > 0 && (
                <text
                  x={pct(center)}
                  y={BASELINE - height - 5}
                  textAnchor="middle"
                  fontSize={11}
                  style={{ fill: 'var(--bs-secondary-color)' }}
                >
                  {formatUnits(units)}
                </text>
              )}
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
          <caption>Unidades por mes</caption>
          <thead>
            <tr>
              <th scope="col">Mes</th>
              <th scope="col">Unidades</th>
            </tr>
          </thead>
          <tbody>
            {data.map(({ month, units }) => (
              <tr key={month}>
                <th scope="row">
                  {month === current ? `${monthLabel(month)} (mes actual)` : monthLabel(month)}
                </th>
                <td>{formatUnits(units)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
