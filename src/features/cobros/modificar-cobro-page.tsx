import { useEffect } from 'react';
import { Card } from 'react-bootstrap';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ModificarCobroForm } from '../../components/cobro/modificar-cobro-form';
import { isRecordKind } from '../../components/cobro/modificar-cobro-schema';
import { EmptyState } from '../../components/empty-state';
import { LoadingState } from '../../components/loading-state';
import { recordKindForTask, taskUsesUnits } from '../../domain/task-types';
import { notify } from '../../lib/notify';
import { useCobroDetalles } from '../../lib/queries/cobro-detalles';
import { paths } from '../../lib/paths';
import { COBRO_DETAIL_MESSAGES } from '../../contract/cobro';

const LOAD_ERROR = 'Error al cargar los datos del cobro';
const NOT_FOUND = COBRO_DETAIL_MESSAGES.notFound;
const WITHOUT_RECORDS = 'Este cobro se registró por unidades y no tiene registros que modificar';

export default function ModificarCobroPage() {
  const navigate = useNavigate();
  const { id } = useParams();
  const [search] = useSearchParams();
  const cobroId = Number(id);
  const validId = Number.isInteger(cobroId) && cobroId > 0;
  const detalles = useCobroDetalles(cobroId);
  const failed = !validId || detalles.isError;

  useEffect(() => {
    if (!failed) return;
    notify.error(LOAD_ERROR, { toastId: 'cobro-detalles' });
    navigate(paths.cobros.list.to(), { replace: true });
  }, [failed, navigate]);

  // Types 2 and 3 are charged by units, not records: the records form would only be refused by
  // the server, so the screen says so and goes back instead of offering it.
  const withoutRecords = !!detalles.data && taskUsesUnits(detalles.data.tipo_tarea);
  useEffect(() => {
    if (!withoutRecords) return;
    notify.warning(WITHOUT_RECORDS, { toastId: 'cobro-sin-registros' });
    navigate(paths.cobros.list.to(), { replace: true });
  }, [withoutRecords, navigate]);

  if (failed || withoutRecords || detalles.isPending) return <LoadingState label="Cargando cobro..." />;
  if (!detalles.data)
    return (
      <Card className="mx-auto shadow-sm" style={{ maxWidth: 820 }}>
        <Card.Body>
          <EmptyState message={NOT_FOUND}>
            <Link to={paths.cobros.list.to()} className="btn btn-outline-primary btn-sm">
              Volver a la lista
            </Link>
          </EmptyState>
        </Card.Body>
      </Card>
    );

  const tipo = search.get('tipo');
  const kind = isRecordKind(tipo) ? tipo : recordKindForTask(detalles.data.tipo_tarea);
  return (
    <ModificarCobroForm
      key={`${detalles.data.id}-${kind}`}
      cobro={detalles.data}
      kind={kind}
      backPath={paths.cobros.list.to()}
    />
  );
}
