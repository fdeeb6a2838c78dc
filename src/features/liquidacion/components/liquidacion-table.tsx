import { startTransition, useEffect, useState, type ReactNode } from 'react';
import type { LiquidacionRowWire, LiquidacionWire, Periodo } from '../../../contract/cierre-mes';
import { useElementWidth } from '../../../components/data-table/use-element-width';
import { TOTAL_LABEL } from '../liquidacion-export';
import type { LiquidacionColumn } from './liquidacion-columns';

/** Below this width (the card at 1366 px and less) the table folds some columns under others (`foldInto`). */
const FOLD_BELOW = 1500;
const THRESHOLDS = [FOLD_BELOW];

/**
 * The rows drawn at once on a first load; the rest follow in a transition right after, so the
 * first workers show without waiting for the month's ~300 rows to be drawn (over a second on a
 * busy machine). The totals show with the last row, so they are always the sum of the lines shown.
 */
const FIRST_ROWS = 40;

function useShownRows<T>(rows: readonly T[]): { shown: readonly T[]; whole: boolean } {
  const [all, setAll] = useState(false);
  const whole = all || rows.length <= FIRST_ROWS;
  useEffect(() => {
    if (!whole) startTransition(() => setAll(true));
  }, [whole]);
  return { shown: whole ? rows : rows.slice(0, FIRST_ROWS), whole };
}

const alignOf = (numeric: boolean | undefined) => (numeric ? 'text-end' : undefined);

type Shown = { column: LiquidacionColumn; folded: LiquidacionColumn[] };

/** A column folds only into a column that is shown; with its target hidden it keeps its own. */
function layout(columns: readonly LiquidacionColumn[], folding: boolean): Shown[] {
  const folds = (column: LiquidacionColumn) =>
    folding && columns.some((target) => target.header === column.foldInto);
  return columns
    .filter((column) => !folds(column))
    .map((column) => ({
      column,
      folded: columns.filter((inner) => folds(inner) && inner.foldInto === column.header),
    }));
}

/** A cell and, under it, the cells folded into its column, each on its own smaller line. */
function stacked(main: ReactNode, folded: ReactNode[]) {
  return (
    <>
      {main}
      {folded.map((inner, index) => (
        <div key={index} className="data-table-fold small text-secondary">
          {inner}
        </div>
      ))}
    </>
  );
}

/**
 * One line per worker the month pays, then the month's totals as the server sums them (each the
 * sum of the lines above it). `columns` are the ones shown, Trabajador first; `actions` draws a
 * row's buttons in the last column.
 */
export function LiquidacionTable({
  columns,
  data,
  periodo,
  caption,
  actions,
}: {
  columns: readonly LiquidacionColumn[];
  data: LiquidacionWire;
  periodo: Periodo;
  caption: string;
  actions: (row: LiquidacionRowWire) => ReactNode;
}) {
  const [frameRef, band] = useElementWidth<HTMLDivElement>(THRESHOLDS);
  const [first, ...rest] = layout(columns, band !== null && band < FOLD_BELOW);
  const total = (column: LiquidacionColumn) => column.total?.cell(data.totales);
  const { shown, whole } = useShownRows(data.filas);
  return (
    <div className="table-responsive" ref={frameRef}>
      <table className="table table-hover align-middle mb-0">
        <caption className="visually-hidden">{caption}</caption>
        <thead className="table-light">
          <tr>
            {[first, ...rest].map(({ column, folded }) => (
              <th
                key={column.header}
                scope="col"
                className={alignOf(column.numeric)}
                style={column.minWidth ? { minWidth: column.minWidth } : undefined}
              >
                {stacked(
                  column.header,
                  folded.map((inner) => inner.header),
                )}
              </th>
            ))}
            <th scope="col" className="text-end">
              Acciones
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={row.usuario.id}>
              <th scope="row" className="fw-normal">
                {stacked(
                  first.column.cell(row, periodo),
                  first.folded.map((inner) => inner.cell(row, periodo)),
                )}
              </th>
              {rest.map(({ column, folded }) => (
                <td key={column.header} className={alignOf(column.numeric)}>
                  {stacked(
                    column.cell(row, periodo),
                    folded.map((inner) => inner.cell(row, periodo)),
                  )}
                </td>
              ))}
              <td className="text-end">{actions(row)}</td>
            </tr>
          ))}
        </tbody>
        {whole && (
          <tfoot>
            <tr className="fw-semibold">
              <th scope="row">{TOTAL_LABEL}</th>
              {rest.map(({ column, folded }) => (
                <td key={column.header} className={alignOf(column.numeric)}>
                  {stacked(total(column), folded.filter((inner) => inner.total).map(total))}
                </td>
              ))}
              <td />
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
