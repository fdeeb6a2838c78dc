import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { AdjustmentTableRow, type RowCells } from '../../../components/expandable-client-table';
import { fromCents } from '../../../domain/cents';
import { actualCobroRows, type ActualCobroRow } from '../../../domain/comparativa';
import { adjustmentsByEstimado } from '../../../domain/finance-joins';
import { formatMoney, formatUnits } from '../../../domain/format';
import { monthLabel } from '../../../domain/months';
import { taskTypeLabel } from '../../../domain/task-types';
import { cobrosDelDocumentoQueryOptions } from '../../../lib/queries/cobros-documento';
import { tareasQueryOptions } from '../../../lib/queries/tareas';

/** One actual cobro under its document: what it is, and what it is worth under 'Real'. */
export function CobroLine({ cobro, cells }: { cobro: ActualCobroRow; cells: RowCells }) {
  return (
    <tr className="small">
      <td />
      <td className="ps-5">
        Cobro #{cobro.id} · {taskTypeLabel(cobro.tipo_tarea)} · {monthLabel(cobro.mes)}
        {cobro.usuario ? ` · ${cobro.usuario}` : ''}
      </td>
      {cells({
        real: (
          <>
            {formatMoney(fromCents(cobro.cents))}{' '}
            <span className="text-secondary">({formatUnits(cobro.units)} u.)</span>
          </>
        ),
      })}
      <td />
    </tr>
  );
}

/** An open document's detail while it loads, or why it did not, with its retry, in the row itself. */
function DetailStatusRow({
  span,
  failed,
  onRetry,
  failure,
  loading,
}: {
  span: number;
  failed: boolean;
  onRetry: () => void;
  failure: string;
  loading: string;
}) {
  return (
    <tr className="small">
      <td />
      <td className="ps-5" colSpan={span}>
        {failed ? (
          <span role="alert" className="text-danger">
            {failure}{' '}
            <Button size="sm" variant="outline-secondary" onClick={onRetry}>
              Reintentar
            </Button>
          </span>
        ) : (
          <span role="status" className="text-secondary">
            <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
            {loading}
          </span>
        )}
      </td>
    </tr>
  );
}

/**
 * The cobro lines of an open document where the figures come from the summaries (extension
 * `resumenes`): that document's cobros are asked when it is opened, with their loading and error
 * states in the row itself.
 */
export function DocumentoCobroRows({
  documentoId,
  nombre,
  span,
  cells,
}: {
  documentoId: number;
  nombre: string;
  span: number;
  cells: RowCells;
}) {
  const query = useQuery(cobrosDelDocumentoQueryOptions(documentoId));
  const lines = useMemo(() => (query.data ? actualCobroRows(query.data) : null), [query.data]);
  if (lines) return lines.map((cobro) => <CobroLine key={`cobro-${cobro.id}`} cobro={cobro} cells={cells} />);
  return (
    <DetailStatusRow
      span={span}
      failed={query.isError}
      onRetry={() => void query.refetch()}
      failure={`No se pudieron cargar los cobros de ${nombre}.`}
      loading={`Cargando cobros de ${nombre}…`}
    />
  );
}

/**
 * The adjustment lines of an open document whose summary counts them but does not carry them:
 * the tasks (listar_tarea/) are asked when a document is first opened, and its own are kept.
 */
export function DocumentoAjusteRows({
  estimadoId,
  nombre,
  span,
  cells,
}: {
  estimadoId: number;
  nombre: string;
  span: number;
  cells: RowCells;
}) {
  const query = useQuery(tareasQueryOptions());
  const lines = useMemo(
    () => (query.data ? (adjustmentsByEstimado(query.data).get(estimadoId)?.rows ?? []) : null),
    [query.data, estimadoId],
  );
  if (lines)
    return lines.map((adjustment) => (
      <AdjustmentTableRow
        key={`ajuste-${adjustment.id}`}
        adjustment={adjustment}
        cells={cells}
        column="estimado"
      />
    ));
  return (
    <DetailStatusRow
      span={span}
      failed={query.isError}
      onRetry={() => void query.refetch()}
      failure={`No se pudieron cargar los ajustes de ${nombre}.`}
      loading={`Cargando ajustes de ${nombre}…`}
    />
  );
}
