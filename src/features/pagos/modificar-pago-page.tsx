import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { ModificarCobroForm } from '../../components/cobro/modificar-cobro-form';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { DetailPage } from '../../components/page/detail-page';
import { recordKindForTask, taskUsesRecords } from '../../domain/task-types';
import { toApiError } from '../../lib/api-error';
import { useCobroDetalles } from '../../lib/queries/cobro-detalles';
import { pagosLoadError } from './load-error';
import { paths } from '../../lib/paths';
import { COBRO_DETAIL_MESSAGES } from '../../contract/cobro';

const NOT_FOUND = COBRO_DETAIL_MESSAGES.notFound;
const NO_RECORDS = 'Este cobro no tiene registros que modificar: sus unidades salen del documento.';

/** What the page shows instead of the form, with the way back. */
function Message({
  cobroId,
  children,
  backPath,
}: {
  cobroId: number;
  children: ReactNode;
  backPath: string;
}) {
  return (
    <DetailPage title={`Modificar Cobro ${cobroId}`} backTo={backPath}>
      {children}
    </DetailPage>
  );
}

/**
 * /gestPago/modificarPagoCobros/{id}: the admin's edit of a worker's cobro, its records and month
 * through modificar_cobro/{id}/ (backend-notes, Payments), reached from the worker payment detail.
 * After saving it returns to that worker's detail over every month, where the cobro shows
 * whichever month it now has.
 */
export default function ModificarPagoPage() {
  const cobroId = Number(useParams().id);
  const detalle = useCobroDetalles(cobroId);
  const cobro = detalle.data ?? null;

  if (detalle.isPending || (detalle.isError && detalle.isFetching))
    return <LoadingState label="Cargando cobro..." />;
  if (detalle.isError && toApiError(detalle.error).status !== 404) {
    return (
      <Message cobroId={cobroId} backPath={paths.pagos.list.to()}>
        <ErrorState message={pagosLoadError(detalle.error)} onRetry={() => void detalle.refetch()} />
      </Message>
    );
  }
  if (!cobro) {
    return (
      <Message cobroId={cobroId} backPath={paths.pagos.list.to()}>
        <EmptyState message={NOT_FOUND} />
      </Message>
    );
  }
  const backPath = cobro.usuario_registra
    ? paths.pagos.detallados.to(cobro.usuario_registra.id)
    : paths.pagos.list.to();
  if (!taskUsesRecords(cobro.tipo_tarea)) {
    return (
      <Message cobroId={cobroId} backPath={backPath}>
        <EmptyState message={NO_RECORDS} />
      </Message>
    );
  }
  return (
    <ModificarCobroForm
      key={cobro.id}
      cobro={cobro}
      kind={recordKindForTask(cobro.tipo_tarea)}
      backPath={backPath}
    />
  );
}
