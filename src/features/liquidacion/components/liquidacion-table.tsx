import type { ReactNode } from 'react';
import type { LiquidacionRowWire, LiquidacionWire, Periodo } from '../../../contract/cierre-mes';
import { TOTAL_LABEL } from '../liquidacion-export';
import { LIQUIDACION_COLUMNS } from './liquidacion-columns';

const alignOf = (numeric: boolean | undefined) => (numeric ? 'text-end' : undefined);

/**
 * One line per worker the month pays, then the month's totals as the server sums them (each the
 * sum of the lines above it). `actions` draws a row's buttons in the last column.
 */
export function LiquidacionTable({
  data,
  periodo,
  caption,
  actions,
}: {
  data: LiquidacionWire;
  periodo: Periodo;
  caption: string;
  actions: (row: LiquidacionRowWire) => ReactNode;
}) {
  const [first, ...rest] = LIQUIDACION_COLUMNS;
  return (
    <div className="table-responsive">
      <table className="table table-hover align-middle mb-0">
        <caption className="visually-hidden">{caption}</caption>
        <thead className="table-light">
          <tr>
            {LIQUIDACION_COLUMNS.map((column) => (
              <th key={column.header} scope="col" className={alignOf(column.numeric)}>
                {column.header}
              </th>
            ))}
            <th scope="col" className="text-end">
              Acciones
            </th>
          </tr>
        </thead>
        <tbody>
          {data.filas.map((row) => (
            <tr key={row.usuario.id}>
              <th scope="row" className="fw-normal">
                {first.cell(row, periodo)}
              </th>
              {rest.map((column) => (
                <td key={column.header} className={alignOf(column.numeric)}>
                  {column.cell(row, periodo)}
                </td>
              ))}
              <td className="text-end">{actions(row)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="fw-semibold">
            <th scope="row">{TOTAL_LABEL}</th>
            {rest.map((column) => (
              <td key={column.header} className={alignOf(column.numeric)}>
                {column.total?.cell(data.totales)}
              </td>
            ))}
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
