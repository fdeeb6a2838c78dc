import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { RowCells } from '../../../components/expandable-client-table';
import { DetailStatusRow } from '../../../components/lazy-detail-rows';
import { fromCents } from '../../../domain/cents';
import { actualCobroRows, type ActualCobroRow } from '../../../domain/comparativa';
import { formatMoney, formatUnits } from '../../../domain/format';
import { monthLabel } from '../../../domain/months';
import { taskTypeLabel } from '../../../domain/task-types';
import { cobrosDelDocumentoQueryOptions } from '../../../lib/queries/cobros-documento';

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
          <span className="text-nowrap">
            {formatMoney(fromCents(cobro.cents))}{' '}
            <span className="text-secondary">({formatUnits(cobro.units)} u.)</span>
          </span>
        ),
      })}
      <td />
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
