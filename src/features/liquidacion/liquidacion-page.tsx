import { useState } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { useSearchParams } from 'react-router-dom';
import { periodoLabel, type LiquidacionRowWire, type Periodo } from '../../contract/cierre-mes';
import { ColumnChooser } from '../../components/data-table/column-chooser';
import { useColumnVisibility } from '../../components/data-table/column-visibility';
import { ExportMenu } from '../../components/data-table/export-menu';
import { queryTableProps } from '../../components/data-table/query-table-props';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { ListPage } from '../../components/page/list-page';
import { ListToolbar } from '../../components/page/list-toolbar';
import { RowActions, RowButton } from '../../components/row-actions';
import { useConfirmAction } from '../../components/use-confirm-action';
import { errorMessage } from '../../lib/api-error';
import { useCapacidad } from '../../lib/capacidades';
import { notify } from '../../lib/notify';
import { useSession } from '../../lib/use-session';
import { useCerrarMes } from './api/cerrar-mes';
import { downloadBoleta, downloadBoletas } from './api/download-boleta';
import { useLiquidacion } from '../../lib/queries/liquidacion';
import { CerrarConfirm, type CerrarTarget } from './components/cerrar-confirm';
import { LIQUIDACION_COLUMNS } from './components/liquidacion-columns';
import { LiquidacionTable } from './components/liquidacion-table';
import { PeriodoPicker } from './components/periodo-picker';
import { ReabrirModal } from './components/reabrir-modal';
import { exportLiquidacion } from './liquidacion-export';
import { periodoParam } from './periodo-param';

const LOAD_ERROR = 'Error al cargar la liquidación del mes';
const CERRAR_ERROR = 'Error al cerrar el mes';
const BOLETA_ERROR = 'No se pudo descargar la boleta de pago';

type ClosedRow = LiquidacionRowWire & { cierre: NonNullable<LiquidacionRowWire['cierre']> };

/**
 * 'Liquidación del mes' (/gestPago/liquidacion, extension `cierre_mes`): each worker's pay for a
 * month as the server computes it, the month's totals, the pay statements as PDF, and closing
 * (Admin, SuperAdmin) and reopening (SuperAdmin) the month.
 */
export default function LiquidacionPage() {
  const [search, setSearch] = useSearchParams();
  const periodo = periodoParam(search);
  const label = periodoLabel(periodo.anio, periodo.mes);
  const offered = useCapacidad('cierre_mes');
  const liquidacion = useLiquidacion(periodo, offered);
  const session = useSession();
  const isSuperAdmin = session.status === 'valid' && session.user.role === 'SuperAdmin';
  const [reabriendo, setReabriendo] = useState<ClosedRow | null>(null);
  const [downloading, setDownloading] = useState<number | 'todos' | null>(null);
  // The table and the export show the same columns.
  const columns = useColumnVisibility('liquidacion', LIQUIDACION_COLUMNS);

  const cerrar = useCerrarMes();
  const confirm = useConfirmAction<CerrarTarget>({
    mutation: cerrar,
    errorText: (error) => errorMessage(error, CERRAR_ERROR),
    perform: (target, close) =>
      cerrar.mutate(
        { ...periodo, usuario: target.kind === 'uno' ? target.row.usuario.id : undefined },
        {
          onSuccess: () => {
            notify.success(
              target.kind === 'uno'
                ? `Mes de ${label} cerrado para ${target.row.usuario.nombre}.`
                : `Mes de ${label} cerrado para ${target.rows.length === 1 ? '1 trabajador' : `${target.rows.length} trabajadores`}.`,
            );
            close();
          },
        },
      ),
  });

  const changePeriodo = (next: Periodo) => {
    const params = new URLSearchParams(search);
    params.set('anio', String(next.anio));
    params.set('mes', next.mes);
    setSearch(params);
  };

  const download = async (which: number | 'todos') => {
    setDownloading(which);
    try {
      await (which === 'todos' ? downloadBoletas(periodo) : downloadBoleta(which, periodo));
    } catch (error) {
      notify.error(errorMessage(error, BOLETA_ERROR));
    } finally {
      setDownloading(null);
    }
  };

  const data = liquidacion.data;
  const filas = data?.filas ?? [];
  const abiertas = filas.filter((row) => row.estado === 'abierto');
  const states = queryTableProps(liquidacion, LOAD_ERROR);
  const busy = cerrar.isPending;

  const spinnerFor = (which: number | 'todos') =>
    downloading === which && <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />;

  const rowActions = (row: LiquidacionRowWire) => {
    const { cierre } = row;
    return (
      <RowActions label={`Acciones de ${row.usuario.nombre}`}>
        <RowButton
          variant="outline-primary"
          label={`Boleta de pago de ${row.usuario.nombre}`}
          title="Boleta de pago (PDF)"
          disabled={downloading !== null}
          onClick={() => void download(row.usuario.id)}
        >
          {spinnerFor(row.usuario.id)}Boleta
        </RowButton>
        {cierre === null ? (
          <RowButton
            variant="outline-success"
            label={`Cerrar mes de ${row.usuario.nombre}`}
            disabled={busy}
            onClick={() => confirm.open({ kind: 'uno', row })}
          >
            Cerrar mes
          </RowButton>
        ) : (
          isSuperAdmin && (
            <RowButton
              variant="outline-danger"
              label={`Reabrir mes de ${row.usuario.nombre}`}
              onClick={() => setReabriendo({ ...row, cierre })}
            >
              Reabrir
            </RowButton>
          )
        )}
      </RowActions>
    );
  };

  let body;
  if (states.isLoading) body = <LoadingState />;
  else if (states.error !== null) body = <ErrorState message={states.error} onRetry={states.onRetry} />;
  else if (!data || filas.length === 0) body = <EmptyState message="No hay pagos en este mes." />;
  else
    body = (
      <LiquidacionTable
        columns={columns.visible}
        data={data}
        periodo={periodo}
        caption={`Liquidación de ${label}`}
        actions={rowActions}
      />
    );

  return (
    <ListPage
      title="Liquidación del mes"
      secondaryActions={
        <Button
          variant="outline-primary"
          disabled={filas.length === 0 || downloading !== null}
          onClick={() => void download('todos')}
        >
          {spinnerFor('todos')}Boletas de todos (PDF)
        </Button>
      }
      primaryAction={
        <Button
          variant="primary"
          disabled={abiertas.length === 0 || busy}
          onClick={() => confirm.open({ kind: 'todos', rows: abiertas })}
        >
          Cerrar mes para todos
        </Button>
      }
      cardTitle={`Liquidación de ${label}`}
      toolbar={
        <ListToolbar
          end={
            <>
              {columns.choices && <ColumnChooser choices={columns.choices} onToggle={columns.toggle} />}
              <ExportMenu
                disabled={filas.length === 0}
                onExport={async (format) => {
                  if (data) await exportLiquidacion(format, data, columns.visible);
                }}
              />
            </>
          }
        >
          <PeriodoPicker value={periodo} onChange={changePeriodo} />
        </ListToolbar>
      }
      after={
        <>
          <CerrarConfirm target={confirm.target} periodo={periodo} modalProps={confirm.modalProps} />
          {reabriendo && (
            <ReabrirModal row={reabriendo} periodo={periodo} onClose={() => setReabriendo(null)} />
          )}
        </>
      }
    >
      {body}
    </ListPage>
  );
}
