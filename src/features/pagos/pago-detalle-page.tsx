import { Fragment, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { actionsColumn, idColumn, numberColumn, textColumn } from '../../components/data-table/columns';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { queryTableProps } from '../../components/data-table/query-table-props';
import { BonusIcon, DiscountIcon, DocumentacionIcon, EditIcon } from '../../components/icons';
import { LockBadge } from '../../components/lock-badge';
import { PayBreakdown } from '../../components/pay-breakdown';
import { RowActions, RowButton, RowLink } from '../../components/row-actions';
import { DetailPage } from '../../components/page/detail-page';
import { HistorialCambiosLink } from '../../components/historial-cambios-link';
import { ListCard } from '../../components/page/list-page';
import { formatMoney, formatUnits } from '../../domain/format';
import { monthLabel } from '../../domain/months';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { cierreMotivo, useCierres } from '../../lib/queries/cierres';
import { useAnioParam } from '../../lib/use-periodo-anio';
import { periodoLabel } from '../../contract/cierre-mes';
import { useCobrosDelMes } from '../../lib/queries/cobros';
import { useUsuarios } from '../../lib/queries/usuarios';
import { useSancionarAcreditar } from './api/sancionar-acreditar';
import { AjusteModal, type AjusteKind, type AjusteValues } from './components/ajuste-modal';
import { detalleMonth, detallePay, detalleRows, type DetalleRow } from './detalle-rows';
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
 * '+S/. 5.00 / −S/. 2.50' under the net units: the cobro's money, shown beside its units, never added to them. Each amount stays whole, but the note may break
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

/**
 * Under this much room (1366 px leaves the table about 1070 px, 1024 px about 960) the names would
 * read a few characters and Acciones would leave the screen: Documento folds under Cliente and
 * Tipo under Fecha.
 */
const FOLD_BELOW_PX = 1200;

const BASE_COLUMNS: Column<DetalleRow>[] = [
  idColumn((row) => row.id, { header: 'ID Cobro', width: '4rem' }),
  textColumn('cliente', 'Cliente', (row) => row.cliente),
  textColumn('documento', 'Documento', (row) => row.documento, {
    fold: { into: 'cliente', below: FOLD_BELOW_PX },
  }),
  numberColumn('unidades', 'Unidades Originales', (row) => row.units, formatUnits),
  numberColumn('netas', 'Unidades Netas', (row) => row.netUnits, formatUnits, {
    cell: (row) => (
      <>
        <span className="d-block">{formatUnits(row.netUnits)}</span>
        <AdjustmentNote row={row} />
      </>
    ),
  }),
  numberColumn('bonos', 'Bonos (S/.)', (row) => row.bonificado, soles),
  numberColumn('descuentos', 'Descuentos (S/.)', (row) => row.sancionado, soles),
  // 'Subir notas al Sistema' reads on one line; the name columns give way.
  textColumn('tipo', 'Tipo', (row) => row.tipo, {
    fit: 'whole',
    fold: { into: 'fecha', below: FOLD_BELOW_PX },
  }),
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
  const anio = useAnioParam();
  const { cobros } = useCobrosDelMes(mes, anio);
  const usuarios = useUsuarios();
  const ajuste = useSancionarAcreditar();
  const [editing, setEditing] = useState<Editing | null>(null);

  const rows = useMemo(
    () => detalleRows(cobros.data ?? [], userId, mes, anio),
    [cobros.data, userId, mes, anio],
  );
  const periodo = mes && (anio === null ? monthLabel(mes) : periodoLabel(anio, mes));
  const usuario = usuarios.data?.find((user) => user.id === userId);
  const rol = usuario?.rol?.nombre ?? null;
  // The worker's pay as 'Lista Pagos' pays it: at its role's rate, so only once the users are in.
  const usuariosData = usuarios.data;
  const pay = useMemo(() => {
    if (!cobros.data || !usuariosData) return null;
    const role = usuariosData.find((user) => user.id === userId)?.rol?.nombre ?? null;
    return detallePay(cobros.data, userId, mes, role, anio);
  }, [cobros.data, usuariosData, userId, mes, anio]);
  const registra = cobros.data?.find((cobro) => cobro.usuario_registra?.id === userId)?.usuario_registra;
  const nombre = usuario ? userFullName(usuario) : (registra?.nombre ?? `Trabajador ${userId}`);

  const { reset: resetAjuste } = ajuste;
  const { cierreDe } = useCierres();
  const columns = useMemo<Column<DetalleRow>[]>(() => {
    const open = (kind: AjusteKind, row: DetalleRow) => {
      resetAjuste();
      setEditing({ kind, row });
    };
    return [
      ...BASE_COLUMNS,
      actionsColumn((row) => {
        const cierre = cierreDe(userId, row.anio, row.mes);
        const locked = cierre ? cierreMotivo(cierre) : null;
        return (
          <RowActions label={`Acciones del cobro ${row.id}`}>
            <RowLink
              to={paths.pagos.registros.to(row.id)}
              label={`Detalles del cobro ${row.id}`}
              title="Detalles"
            >
              <DocumentacionIcon />
            </RowLink>
            {/* In a closed month the lock takes Modificar's place, so the row keeps its width. */}
            {locked && <LockBadge reason={locked} compact />}
            {row.editable && !locked && (
              <RowLink
                to={paths.pagos.modificar.to(row.id)}
                label={`Modificar cobro ${row.id}`}
                title="Modificar"
              >
                <EditIcon />
              </RowLink>
            )}
            <RowButton
              variant="outline-success"
              label={`Bonus del cobro ${row.id}`}
              title={locked ?? 'Bonus'}
              disabled={locked !== null}
              onClick={() => open('bonificado', row)}
            >
              <BonusIcon />
            </RowButton>
            {/* A minus in a neutral colour: a red × would read as deleting the cobro. */}
            <RowButton
              variant="outline-primary"
              label={`Descuentos del cobro ${row.id}`}
              title={locked ?? 'Descuento'}
              disabled={locked !== null}
              onClick={() => open('sancionado', row)}
            >
              <DiscountIcon />
            </RowButton>
          </RowActions>
        );
      }),
    ];
  }, [resetAjuste, cierreDe, userId]);

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

  return (
    <DetailPage
      title={nombre}
      subtitle={periodo || 'Todos los meses'}
      backTo={paths.pagos.list.to({ mes, anio })}
      actions={<HistorialCambiosLink query={{ entidad: 'trabajador', id: userId }} />}
    >
      <ListCard>
        <div className="table-compact">
          <DataTable
            columns={columns}
            rows={rows}
            getRowId={(row) => row.id}
            caption={`Cobros de ${nombre}`}
            {...queryTableProps(cobros, pagosLoadError)}
            emptyMessage={periodo ? `${EMPTY} en el mes de ${periodo}` : EMPTY}
            searchPlaceholder="Buscar cobro..."
            exportFileName={`pagos-trabajador-${userId}`}
            listId="pagos-trabajador"
            defaultSort={{ id: 'id', dir: 'desc' }}
            maxHeight="500px"
            countNoun="cobros"
          />
        </div>
      </ListCard>
      {pay && (pay.ownUnits > 0 || pay.supervisedUnits > 0) && (
        <section aria-labelledby="pago-detalle-total" className="card shadow-sm mt-3">
          <div className="card-body">
            <h2 id="pago-detalle-total" className="h5 mb-3">
              Total a cobrar {periodo ? `en ${periodo}` : 'en todos los meses'}
            </h2>
            <div style={{ maxWidth: '36rem' }}>
              <PayBreakdown
                pay={pay}
                currency="S/."
                label={`Cálculo del pago de ${nombre}`}
                supervises={rol === 'user_Supervisor'}
              />
            </div>
          </div>
        </section>
      )}
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
