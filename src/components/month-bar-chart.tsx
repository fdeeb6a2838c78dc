import { Fragment } from 'react';
import type { Month } from '../domain/months';
import { monthLabel } from '../domain/months';

/** One bar per month of a chart: its figure, colour, and how it is written. */
export type ChartSeries<T> = {
  key: string;
  /** The legend and the hidden table's column header. */
  label: string;
  value: (entry: T) => number;
  fill: (isCurrent: boolean) => string;
  /** Above the bar ('1.2k'); the exact figure is in the tooltip and the table. */
  short: (value: number) => string;
  /** In the hidden table. */
  full: (value: number) => string;
};

// Heights in pixels, horizontal positions in percent of the width: the chart fills any card width
// while its text keeps a readable size (a scaled viewBox would shrink it to nothing on a phone).
const TOP = 18;
const BOTTOM = 22;
const pct = (value: number) => `${value}%`;

/**
 * Figures per month as bars, drawn by hand: a chart library would outweigh the whole Home page.
 * Several series stand side by side in each month. The SVG is for the eye only; screen readers
 * get the same figures from the visually hidden table named `caption`.
 */
export function MonthBarChart<T extends { month: Month }>({
  data,
  current,
  series,
  caption,
  tooltip,
  height = 200,
  barShare = 0.6,
}: {
  data: readonly T[];
  current: Month;
  series: readonly ChartSeries<T>[];
  caption: string;
  tooltip: (entry: T) => string;
  height?: number;
  /** The part of a month's width its bars take together. */
  barShare?: number;
}) {
  const plotHeight = height - TOP - BOTTOM;
  const baseline = TOP + plotHeight;
  const max = Math.max(0, ...data.flatMap((entry) => series.map((one) => one.value(entry))));
  const slot = 100 / data.length;
  const barWidth = (slot * barShare) / series.length;
  const barHeight = (value: number) => (max > 0 ? (Math.max(0, value) / max) * plotHeight : 0);
  return (
    <>
      {series.length > 1 && (
        <div className="d-flex gap-3 small text-secondary mb-2" aria-hidden="true">
          {series.map((one) => (
            <span key={one.key}>
              <span
                className="d-inline-block rounded me-1"
                style={{ width: 12, height: 12, background: one.fill(false) }}
              />
              {one.label}
            </span>
          ))}
        </div>
      )}
      <svg width="100%" height={height} className="d-block" aria-hidden="true" focusable="false">
        {data.map((entry, index) => {
          const isCurrent = entry.month === current;
          const center = index * slot + slot / 2;
          const first = center - (barWidth * series.length) / 2;
          return (
            <g key={entry.month} data-month={entry.month}>
              <title>{tooltip(entry)}</title>
              {/* Covers the whole column so that an empty month still shows its tooltip. */}
              <rect x={pct(index * slot)} y={0} width={pct(slot)} height={height} fill="transparent" />
              {series.map((one, position) => {
                const value = one.value(entry);
                const x = first + position * barWidth;
                return (
                  <Fragment key={one.key}>
                    <rect
                      x={pct(x)}
                      y={baseline - barHeight(value)}
                      width={pct(barWidth)}
                      height={barHeight(value)}
                      rx={3}
                      style={{ fill: one.fill(isCurrent) }}
                    />
                    {value > 0 && (
                      <text
                        x={pct(x + barWidth / 2)}
                        y={baseline - barHeight(value) - 5}
                        textAnchor="middle"
                        fontSize={11}
                        style={{ fill: 'var(--bs-secondary-color)' }}
                      >
                        {one.short(value)}
                      </text>
                    )}
                  </Fragment>
                );
              })}
              <text
                x={pct(center)}
                y={height - 6}
                textAnchor="middle"
                fontSize={12}
                fontWeight={isCurrent ? 700 : 400}
                style={{ fill: isCurrent ? 'var(--bs-emphasis-color)' : 'var(--bs-secondary-color)' }}
              >
                {monthLabel(entry.month).slice(0, 3)}
              </text>
            </g>
          );
        })}
        <line
          x1="0"
          x2="100%"
          y1={baseline}
          y2={baseline}
          strokeWidth={1}
          style={{ stroke: 'var(--bs-border-color)' }}
        />
      </svg>
      {/* Hidden by a wrapper: a table ignores the 1px height of .visually-hidden and would stretch the page. */}
      <div className="visually-hidden">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Mes</th>
              {series.map((one) => (
                <th key={one.key} scope="col">
                  {one.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.map((entry) => (
              <tr key={entry.month}>
                <th scope="row">
                  {entry.month === current
                    ? `${monthLabel(entry.month)} (mes actual)`
                    : monthLabel(entry.month)}
                </th>
                {series.map((one) => (
                  <td key={one.key}>{one.full(one.value(entry))}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
