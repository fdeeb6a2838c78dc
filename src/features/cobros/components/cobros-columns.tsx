import { numberColumn } from '../../../components/data-table/columns';
import type { Column } from '../../../components/data-table/data-table';
import { TruncatedText } from '../../../components/truncated-text';
import { AgencyList } from '../../../components/agency-list';
import { MoneyCell, SignedAmount } from '../../../components/money';
import { fromCents, toCents } from '../../../domain/cents';
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
 * Only the action column is sized: two icon buttons. The others size to their content (styles.css,
 * .cobros-list), figures on one line and names wrapped to two lines in the room left, so the
 * table uses the width it has at every screen.
 */
export const WIDTH = {
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
};
export const USUARIO_COLUMN: Column<CobroRow> = {
  id: 'usuario',
  header: 'Usuario',
  value: (row) => row.usuario,
  cell: (row) => <TruncatedText text={row.usuario} lines={2} />,
};
/**
 * Long names wrap to two lines, cut only past that with their full text on hover and focus, so
 * the table fits 1024 px without scrolling sideways.
 */
export const DETAIL_COLUMNS: Column<CobroRow>[] = [
  {
    id: 'cliente',
    header: 'Cliente',
    value: (row) => row.cliente,
    cell: (row) => <TruncatedText text={row.cliente} lines={2} />,
  },
  {
    id: 'agencias',
    header: 'Agencia(s)',
    value: (row) => row.agencias.join(', '),
    cell: (row) => <AgencyList names={row.agencias} lines={2} />,
    fold: { into: 'cliente', below: FOLD_BELOW_PX },
  },
  {
    id: 'documento',
    header: 'Documento',
    value: (row) => row.documento,
    cell: (row) => <TruncatedText text={row.documento} lines={2} />,
    fold: { into: 'mes', below: FOLD_BELOW_PX },
  },
  // Calendar order: alphabetical month names would put abril first.
  {
    id: 'mes',
    header: 'Mes',
    value: (row) => monthLabel(row.mes),
    sortValue: (row) => row.mesOrder,
    cell: (row) => <span className="text-nowrap">{monthLabel(row.mes)}</span>,
  },
  // The spec's 'Registros' column counts records; the units they add up to follow, named in full.
  {
    id: 'registros',
    header: 'Registros',
    value: (row) => row.recordCount,
    align: 'end',
    cell: (row) => (
      // Two parts that go on two lines when the names need the room (styles.css).
      <span className="registros-cell" title={`${recordsText(row.recordCount)}, ${unitsText(row.units)}`}>
        <span className="text-nowrap">{recordsText(row.recordCount)}</span>{' '}
        <span className="text-secondary text-nowrap">
          · {formatUnits(row.units)} <abbr title="unidades">u.</abbr>
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
    cell: adjustmentCell,
  },
];

/**
 * What a cobro pays, from the domain's pay line (cobroPay, at the cobro's fixed `tarifa` when it
 * has one), bonuses and discounts in. Two quantities, two names: a worker's 'A cobrar' is its own
 * pay, so the column adds up to its card; Admin's 'Pago total' adds the supervisor's 0.20, what
 * the agency pays for the cobro, so the column adds up to 'Total Global'.
 */
function montoColumn(withSupervisor: boolean): Column<CobroRow> {
  const cents = (row: CobroRow) => row.workerCents + (withSupervisor ? row.supervisorCents : 0);
  return {
    id: 'monto',
    header: withSupervisor ? 'Pago total' : 'A cobrar',
    value: (row) => fromCents(cents(row)),
    sortValue: cents,
    align: 'end',
    cell: (row) => <MoneyCell cents={cents(row)} />,
  };
}
export const MONTO_COLUMN = montoColumn(false);
export const MONTO_WITH_SUPERVISOR_COLUMN = montoColumn(true);

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
