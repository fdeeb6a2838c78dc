import { Fragment, useMemo, useState } from 'react';
import { Button } from 'react-bootstrap';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { AddIcon, DocumentacionIcon, EditIcon, RemoveIcon } from '../../components/icons';
import { RowActions } from '../../components/row-actions';
import { TruncatedText } from '../../components/truncated-text';
import { DetailPage } from '../../components/page/detail-page';
import { ListCard } from '../../components/page/list-page';
import { formatMoney, formatUnits } from '../../domain/format';
import { monthLabel } from '../../domain/months';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { useCobros } from '../../lib/queries/cobros';
import { useUsuarios } from '../../lib/queries/usuarios';
import { useSancionarAcreditar } from './api/sancionar-acreditar';
import { AjusteModal, type AjusteKind, type AjusteValues } from './components/ajuste-modal';
import { detalleMonth, detalleRows, type DetalleRow } from './detalle-rows';
import { pagosLoadError } from './load-error';
import { userFullName } from './payroll-view';

const EMPTY = 'No se encontraron cobros para este usuario';
const AJUSTE_ERROR = 'Error al aplicar bonificar/sancionar';
const AJUSTE_OK = {
  bonificado: 'Bonificación aplicada correctamente',
  sancionado: 'Descuento aplicado correctamente',
} as const;

const soles = (amount: number) => formatMoney(amount, 'S/.');

/**
 * '+S/. 5.00 / −S/. 2.50' under the net units. Each amount stays whole, but the note may break
 * between them: on one line it alone widened the table past 1366 px.
 */
function AdjustmentNote({ row }: { row: DetalleRow }) {
  const parts = [
    row.bonificado ? `+${soles(row.bonificado)}` : '',
    row.sancionado ? `−${soles(row.sancionado)}` : '',
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <span className="d-block small text-secondary text-wrap">
      {parts.map((part, index) => (
        <Fragment key={part}>
          {index > 0 && ' / '}
          <span className="text-nowrap">{part}</span>
        </Fragment>
      ))}
    </span>
  );
}

const BASE_COLUMNS: Column<DetalleRow>[] = [
  { id: 'id', header: 'ID Cobro', value: (row) => row.id, align: 'end', width: '4rem' },
  {
    id: 'cliente',
    header: 'Cliente',
    value: (row) => row.cliente,
    cell: (row) => <TruncatedText text={row.cliente} />,
  },
  {
    id: 'documento',
    header: 'Documento',
    value: (row) => row.documento,
    cell: (row) => <TruncatedText text={row.documento} />,
  },
  {
    id: 'unidades',
    header: 'Unidades Originales',
    value: (row) => row.units,
    cell: (row) => formatUnits(row.units),
    align: 'end',
  },
  {
    id: 'netas',
    header: 'Unidades Netas',
    value: (row) => row.netUnits,
    align: 'end',
    cell: (row) => (
      <>
        <span className="d-block">{formatUnits(row.netUnits)}</span>
        <AdjustmentNote row={row} />
      </>
    ),
  },
  {
    id: 'bonos',
    header: 'Bonos (S/.)',
    value: (row) => row.bonificado,
    cell: (row) => soles(row.bonificado),
    align: 'end',
  },
  {
    id: 'descuentos',
    header: 'Descuentos (S/.)',
    value: (row) => row.sancionado,
    cell: (row) => soles(row.sancionado),
    align: 'end',
  },
  { id: 'tipo', header: 'Tipo', value: (row) => row.tipo },
  {
    id: 'fecha',
    header: 'Fecha',
    value: (row) => monthLabel(row.mes),
    cell: (row) => <span className="text-nowrap">{monthLabel(row.mes)}</span>,
    sortable: false,
  },
];

type Editing = { kind: AjusteKind; row: DetalleRow };

/** The worker payment detail (/gestPago/listarPagosCobrosDetallados/{userId}?mes=, spec section 2). */
export default function PagoDetallePage() {
  const userId = Number(useParams().userId);
  const [search] = useSearchParams();
  const mes = detalleMonth(search);
  const cobros = useCobros();
  const usuarios = useUsuarios();
  const ajuste = useSancionarAcreditar();
  const [editing, setEditing] = useState<Editing | null>(null);

  const rows = useMemo(() => detalleRows(cobros.data ?? [], userId, mes), [cobros.data, userId, mes]);
  const usuario = usuarios.data?.find((user) => user.id === userId);
  const registra = cobros.data?.find((cobro) => cobro.usuario_registra?.id === userId)?.usuario_registra;
  const nombre = usuario ? userFullName(usuario) : (registra?.nombre ?? `Trabajador ${userId}`);

  const { reset: resetAjuste } = ajuste;
  const columns = useMemo<Column<DetalleRow>[]>(() => {
    const open = (kind: AjusteKind, row: DetalleRow) => {
      resetAjuste();
      setEditing({ kind, row });
    };
    return [
      ...BASE_COLUMNS,
      {
        id: 'acciones',
        header: 'Acciones',
        value: () => null,
        sortable: false,
        exportable: false,
        align: 'end',
        cell: (row) => (
          <RowActions label={`Acciones del cobro ${row.id}`}>
            <Link
              to={paths.pagos.registros.to(row.id)}
              className="btn btn-sm btn-outline-primary"
              aria-label={`Detalles del cobro ${row.id}`}
              title="Detalles"
            >
              <DocumentacionIcon />
            </Link>
            {row.editable && (
              <Link
                to={paths.pagos.modificar.to(row.id)}
                className="btn btn-sm btn-outline-primary"
                aria-label={`Modificar cobro ${row.id}`}
                title="Modificar"
              >
                <EditIcon />
              </Link>
            )}
            <Button
              size="sm"
              variant="outline-success"
              aria-label={`Bonus del cobro ${row.id}`}
              title="Bonus"
              onClick={() => open('bonificado', row)}
            >
              <AddIcon />
            </Button>
            <Button
              size="sm"
              variant="outline-danger"
              aria-label={`Descuentos del cobro ${row.id}`}
              title="Descuentos"
              onClick={() => open('sancionado', row)}
            >
              <RemoveIcon />
            </Button>
          </RowActions>
        ),
      },
    ];
  }, [resetAjuste]);

  const apply = ({ kind, row }: Editing, { monto, nota }: AjusteValues) => {
    const body =
      kind === 'bonificado'
        ? { bonificado: monto, nota_bonificado: nota }
        : { sancionado: monto, nota_sancionado: nota };
    ajuste.mutate(
      { cobroId: row.id, body },
      {
        onSuccess: () => {
          setEditing(null);
          notify.success(AJUSTE_OK[kind], { toastId: 'pago-ajuste' });
        },
        onError: (error) => notify.error(errorMessage(error, AJUSTE_ERROR)),
      },
    );
  };

  const isLoading = cobros.isPending || (cobros.isError && cobros.isFetching);
  return (
    <DetailPage
      title={nombre}
      subtitle={mes ? monthLabel(mes) : 'Todos los meses'}
      backTo={paths.pagos.list.to({ mes })}
    >
      <ListCard>
        <div className="table-compact">
          <DataTable
            columns={columns}
            rows={rows}
            getRowId={(row) => row.id}
            caption={`Cobros de ${nombre}`}
            isLoading={isLoading}
            error={cobros.isError ? pagosLoadError(cobros.error) : null}
            onRetry={() => void cobros.refetch()}
            emptyMessage={mes ? `${EMPTY} en el mes de ${monthLabel(mes)}` : EMPTY}
            searchPlaceholder="Buscar cobro..."
            exportFileName={`pagos-trabajador-${userId}`}
            defaultSort={{ id: 'id', dir: 'desc' }}
            maxHeight="500px"
            countNoun="cobros"
          />
        </div>
      </ListCard>
      {editing && (
        <AjusteModal
          key={`${editing.kind}-${editing.row.id}`}
          kind={editing.kind}
          cobroId={editing.row.id}
          initial={
            editing.kind === 'bonificado'
              ? { monto: editing.row.bonificado, nota: editing.row.notaBonificado }
              : { monto: editing.row.sancionado, nota: editing.row.notaSancionado }
          }
          isPending={ajuste.isPending}
          onSubmit={(values) => apply(editing, values)}
          onCancel={() => setEditing(null)}
        />
      )}
    </DetailPage>
  );
}
