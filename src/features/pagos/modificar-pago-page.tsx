import type { ReactNode } from 'react';
import { Card } from 'react-bootstrap';
import { Link, useParams } from 'react-router-dom';
import { ModificarCobroForm } from '../../components/cobro/modificar-cobro-form';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { recordKindForTask, taskUsesRecords } from '../../domain/task-types';
import { toApiError } from '../../lib/api-error';
import { useCobroDetalles } from '../../lib/queries/cobro-detalles';
import { pagosLoadError } from './load-error';
import { LISTA_PAGOS_PATH, pagoDetallePath } from './paths';
import { COBRO_DETAIL_MESSAGES } from '../../contract/cobro';

const NOT_FOUND = COBRO_DETAIL_MESSAGES.notFound;
const NO_RECORDS = 'Este cobro no tiene registros que modificar: sus unidades salen del documento.';

function Message({ children, backPath }: { children: ReactNode; backPath: string }) {
  return (
    <Card className="mx-auto shadow-sm" style={{ maxWidth: 820 }}>
      <Card.Body>
        {children}
        <div className="text-center">
          <Link to={backPath} className="btn btn-outline-primary btn-sm">
            Volver
          </Link>
        </div>
      </Card.Body>
    </Card>
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
      <Message backPath={LISTA_PAGOS_PATH}>
        <ErrorState message={pagosLoadError(detalle.error)} onRetry={() => void detalle.refetch()} />
      </Message>
    );
  }
  if (!cobro) {
    return (
      <Message backPath={LISTA_PAGOS_PATH}>
        <EmptyState message={NOT_FOUND} />
      </Message>
    );
  }
  const backPath = cobro.usuario_registra
    ? pagoDetallePath(cobro.usuario_registra.id, null)
    : LISTA_PAGOS_PATH;
  if (!taskUsesRecords(cobro.tipo_tarea)) {
    return (
      <Message backPath={backPath}>
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
