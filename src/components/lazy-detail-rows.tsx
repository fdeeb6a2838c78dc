import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { adjustmentsByEstimado, type DocumentEstimate } from '../domain/finance-joins';
import { tareasQueryOptions } from '../lib/queries/tareas';
import { AdjustmentTableRow, type RowCells } from './expandable-client-table';

/** An open document's detail while it loads, or why it did not, with its retry, in the row itself. */
export function DetailStatusRow({
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
 * The adjustment lines of an open document whose summary counts them but does not carry them:
 * the tasks (listar_tarea/) are asked when a document is first opened, and its own are kept.
 */
function LazyAdjustmentRows({
  estimadoId,
  nombre,
  span,
  cells,
  column,
}: {
  estimadoId: number;
  nombre: string;
  span: number;
  cells: RowCells;
  /** The column the adjustments' amounts go under. */
  column: string;
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
        column={column}
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

/**
 * An open document's adjustment lines: those it carries, or, where its row only counts them (rows
 * from a summary), the tasks asked now.
 */
export function DocumentAdjustmentRows({
  document,
  span,
  cells,
  column,
}: {
  document: DocumentEstimate;
  span: number;
  cells: RowCells;
  column: string;
}) {
  if (document.adjustments.length < document.adjustmentCount && document.estimadoId !== null)
    return (
      <LazyAdjustmentRows
        estimadoId={document.estimadoId}
        nombre={document.nombre}
        span={span}
        cells={cells}
        column={column}
      />
    );
  return document.adjustments.map((adjustment) => (
    <AdjustmentTableRow
      key={`ajuste-${adjustment.id}`}
      adjustment={adjustment}
      cells={cells}
      column={column}
    />
  ));
}
