import type { ReactNode } from 'react';
import { Badge } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { LiquidacionMoneyWire, LiquidacionRowWire, Periodo } from '../../../contract/cierre-mes';
import { MoneyCell, SignedAmount } from '../../../components/money';
import { toCents } from '../../../domain/cents';
import { formatInstant } from '../../../domain/agency-time';
import { formatUnits } from '../../../domain/format';
import { AGENCY_TIME_ZONE } from '../../../lib/agency-zone';
import { roleLabel } from '../../../domain/role-labels';
import type { CellValue } from '../../../lib/export/cell';
import { paths } from '../../../lib/paths';

/**
 * The columns of 'Liquidación del mes', read by the screen and by the export alike: each says
 * its header, the value it exports (soles as numbers, as the wire sends them), its cell, and its
 * total when it has one (the answer's `totales`).
 */
export type LiquidacionColumn = {
  /** The column's name in the remembered 'Columnas' choice. */
  id: string;
  header: string;
  /** False for Trabajador, the row's header: the 'Columnas' menu cannot hide it. */
  hideable?: boolean;
  value: (row: LiquidacionRowWire) => CellValue;
  cell: (row: LiquidacionRowWire, periodo: Periodo) => ReactNode;
  total?: {
    value: (totales: LiquidacionMoneyWire) => number;
    cell: (totales: LiquidacionMoneyWire) => ReactNode;
  };
  numeric?: boolean;
  /** The narrowest the column gets, so a name or a closing does not wrap to a word a line. */
  minWidth?: string;
  /** On a narrow table the column is shown under the column with this header, so all fit at 1024 px. */
  foldInto?: string;
};

/** 'Cerrado por Ana Admin el 02/04/2026 18:30'. */
export function cerradoText(cierre: NonNullable<LiquidacionRowWire['cierre']>): string {
  return `Cerrado por ${cierre.cerrado_por.nombre} el ${formatInstant(cierre.cerrado_en, AGENCY_TIME_ZONE)}`;
}

export const estadoText = (row: LiquidacionRowWire): string =>
  row.cierre ? cerradoText(row.cierre) : 'Abierto';

/** The badge, and under a closed one who closed the month and when. */
function estadoCell(row: LiquidacionRowWire): ReactNode {
  if (!row.cierre) return <Badge bg="success">Abierto</Badge>;
  return (
    <>
      <Badge bg="secondary">Cerrado</Badge>
      <div className="small text-secondary">{cerradoText(row.cierre)}</div>
    </>
  );
}

const money = (field: keyof LiquidacionMoneyWire, show: (cents: number) => ReactNode): LiquidacionColumn => ({
  id: field,
  header: {
    devengado: 'Devengado',
    bonificaciones: 'Bonificaciones',
    descuentos: 'Descuentos',
    neto: 'Neto',
  }[field],
  value: (row) => row[field],
  cell: (row) => show(toCents(row[field])),
  total: { value: (totales) => totales[field], cell: (totales) => show(toCents(totales[field])) },
  numeric: true,
});

const units = (
  id: string,
  header: string,
  value: (row: LiquidacionRowWire) => number,
): LiquidacionColumn => ({
  id,
  header,
  value,
  cell: (row) => formatUnits(value(row)),
  numeric: true,
});

export const LIQUIDACION_COLUMNS: readonly LiquidacionColumn[] = [
  {
    id: 'trabajador',
    header: 'Trabajador',
    hideable: false,
    value: (row) => row.usuario.nombre,
    cell: (row) => row.usuario.nombre,
    minWidth: '9rem',
  },
  {
    id: 'rol',
    header: 'Rol',
    value: (row) => roleLabel(row.usuario.rol),
    cell: (row) => roleLabel(row.usuario.rol),
    foldInto: 'Trabajador',
  },
  units('unidades_propias', 'Unidades propias', (row) => row.unidades_propias),
  {
    ...units('unidades_supervisadas', 'Unidades supervisadas', (row) => row.unidades_supervisadas),
    foldInto: 'Unidades propias',
  },
  money('devengado', (cents) => <MoneyCell cents={cents} />),
  money('bonificaciones', (cents) => <SignedAmount cents={cents} zeroText="—" />),
  {
    ...money('descuentos', (cents) => <SignedAmount cents={-cents} zeroText="—" />),
    foldInto: 'Bonificaciones',
  },
  {
    ...money('neto', (cents) => <MoneyCell cents={cents} />),
    // The figure of 'Pagos del Trabajador' for the same month: the link opens it.
    cell: (row, { anio, mes }) => (
      <Link
        to={paths.pagos.detallados.to(row.usuario.id, { mes, anio })}
        className="fw-semibold"
        title={`Ver los pagos de ${row.usuario.nombre} en el mes`}
      >
        <MoneyCell cents={toCents(row.neto)} />
      </Link>
    ),
  },
  {
    id: 'cobros',
    header: 'Cobros',
    value: (row) => row.cobros,
    cell: (row) => row.cobros,
    numeric: true,
    foldInto: 'Neto',
  },
  { id: 'estado', header: 'Estado', value: estadoText, cell: estadoCell, minWidth: '10rem' },
];
