import { numberColumn } from '../../../components/data-table/columns';
import type { Column } from '../../../components/data-table/data-table';
import { TruncatedText } from '../../../components/truncated-text';
import { AgencyList } from '../../../components/agency-list';
import { SignedAmount } from '../../../components/money';
import { toCents } from '../../../domain/cents';
import { formatMoney, formatUnits } from '../../../domain/format';
import { monthLabel } from '../../../domain/months';
import type { CobroRow, SupervisedRow } from '../cobro-rows';

/** Lista de Cobros' columns, apart from Acciones (which needs the page's session and delete). */
const NO_ADJUSTMENT = '—';

/** Net bonus minus discount in céntimos: what the column sorts by. */
const adjustmentCents = (row: CobroRow) => toCents(row.bonificado) - toCents(row.sancionado);

/** Both parts when a cobro has a bonus and a discount, so neither hides behind the net figure. */
function adjustmentCell(row: CobroRow) {
  const bonus = toCents(row.bonificado);
  const discount = toCents(row.sancionado);
  if (!bonus && !discount) return <span className="text-secondary">{NO_ADJUSTMENT}</span>;
  return (
    <span className="text-nowrap">
      {bonus !== 0 && <SignedAmount cents={bonus} />}
      {bonus !== 0 && discount !== 0 && ' / '}
      {discount !== 0 && <SignedAmount cents={-discount} />}
    </span>
  );
}

const recordsText = (count: number) => `${count} ${count === 1 ? 'registro' : 'registros'}`;
const unitsText = (units: number) => `${formatUnits(units)} ${units === 1 ? 'unidad' : 'unidades'}`;

/**
 * The table lays out fixed, in the dense type and cells of a nine-column grid (styles.css,
 * .cobros-list): these columns get the width their content needs ('Septiembre', '12 registros ·
 * 480 u.', the header 'Bonos/Descuentos' with its sort mark, two icon buttons), and the columns
 * of long names split what is left, truncated. So the table fits 1024 px without scrolling
 * sideways, every header reads whole from 1366 px, and widths do not change from page to page.
 */
export const WIDTH = {
  id: '4rem',
  mes: '6rem',
  registros: '10.5rem',
  ajustes: '11rem',
  acciones: '5.5rem',
} as const;
/**
 * Under this much room (a 1024 px screen leaves the table about 960 px; 1366 px leaves 1076 px)
 * the names would read four to six characters: Agencia(s) folds under Cliente, Documento under
 * Mes, and each pair shares the room of two columns.
 */
const FOLD_BELOW_PX = 1040;

export const ID_COLUMN: Column<CobroRow> = {
  id: 'id',
  header: 'ID',
  value: (row) => row.id,
  align: 'end',
  width: WIDTH.id,
};
export const USUARIO_COLUMN: Column<CobroRow> = {
  id: 'usuario',
  header: 'Usuario',
  value: (row) => row.usuario,
  cell: (row) => <TruncatedText text={row.usuario} />,
};
/**
 * One text line per row: long names truncate with their full text on hover and focus, so the
 * table fits 1024 px without scrolling sideways and rows stay one line high at 1366 px.
 */
export const DETAIL_COLUMNS: Column<CobroRow>[] = [
  {
    id: 'cliente',
    header: 'Cliente',
    value: (row) => row.cliente,
    cell: (row) => <TruncatedText text={row.cliente} />,
  },
  {
    id: 'agencias',
    header: 'Agencia(s)',
    value: (row) => row.agencias.join(', '),
    cell: (row) => <AgencyList names={row.agencias} />,
    fold: { into: 'cliente', below: FOLD_BELOW_PX },
  },
  {
    id: 'documento',
    header: 'Documento',
    value: (row) => row.documento,
    cell: (row) => <TruncatedText text={row.documento} />,
    fold: { into: 'mes', below: FOLD_BELOW_PX },
  },
  // Calendar order: alphabetical month names would put abril first.
  {
    id: 'mes',
    header: 'Mes',
    value: (row) => monthLabel(row.mes),
    sortValue: (row) => row.mesOrder,
    width: WIDTH.mes,
    cell: (row) => <span className="text-nowrap">{monthLabel(row.mes)}</span>,
  },
  // The spec's 'Registros' column counts records; the units they add up to follow, named in full.
  {
    id: 'registros',
    header: 'Registros',
    value: (row) => row.recordCount,
    align: 'end',
    width: WIDTH.registros,
    cell: (row) => (
      <span title={`${recordsText(row.recordCount)}, ${unitsText(row.units)}`}>
        {recordsText(row.recordCount)}
        <span className="text-secondary">
          {' · '}
          {formatUnits(row.units)} <abbr title="unidades">u.</abbr>
        </span>
      </span>
    ),
  },
  {
    id: 'ajustes',
    header: 'Bonos/Descuentos',
    value: (row) => row.bonificado - row.sancionado,
    sortValue: adjustmentCents,
    align: 'end',
    width: WIDTH.ajustes,
    cell: adjustmentCell,
  },
];

export const SUPERVISED_COLUMNS: Column<SupervisedRow>[] = [
  {
    id: 'usuario',
    header: 'Usuario',
    value: (row) => row.usuario,
    cell: (row) => (
      <>
        {row.usuario}
        {row.sharedName && <span className="small text-secondary"> (ID {row.usuarioId})</span>}
      </>
    ),
  },
  numberColumn('unidades', 'Total Unidades', (row) => row.units, formatUnits),
  numberColumn('total', 'Total a Cobrar', (row) => row.amount, formatMoney),
];
