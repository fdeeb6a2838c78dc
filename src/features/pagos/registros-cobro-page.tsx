import { useState, type ReactNode } from 'react';
import { Alert, Button, Card } from 'react-bootstrap';
import { useNavigate, useParams } from 'react-router-dom';
import { ConfirmModal } from '../../components/confirm-modal';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { RegistrosTable } from '../../components/registros-table';
import { DetailList } from '../../components/detail-list';
import { DetailPage } from '../../components/page/detail-page';
import { HistorialCambiosLink } from '../../components/historial-cambios-link';
import { cobroSummary } from '../../components/cobro/cobro-summary';
import { COBRO_DETAIL_MESSAGES, type Cobro, type CobroRegistro } from '../../contract/cobro';
import { CONFIRM_DELETE_TITLE } from '../../lib/messages';
import { formatUnits } from '../../domain/format';
import { monthLabel } from '../../domain/months';
import { cobroUnits } from '../../domain/units';
import { errorMessage, toApiError } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { useCobroDetalles } from '../../lib/queries/cobro-detalles';
import { useDeleteCobro } from '../../lib/queries/delete-cobro';
import { pagosLoadError } from './load-error';
import { paths } from '../../lib/paths';

const NOT_FOUND = COBRO_DETAIL_MESSAGES.notFound;
const DELETE_QUESTION = '¿Estás seguro de eliminar este cobro? Esta acción no se puede deshacer.';
const DELETE_ERROR = 'Error al eliminar el cobro';
const DELETED = COBRO_DETAIL_MESSAGES.deleted;

const RECORD_TABLES = [
  ['Bill', 'contenido'],
  ['Open', 'contenido_open'],
  ['SPR', 'contenido_spr'],
] as const;

function RecordTable({ title, registros }: { title: string; registros: readonly CobroRegistro[] }) {
  return (
    <Card className="shadow-sm mb-3" as="section" aria-label={`Registros ${title}`}>
      <Card.Body>
        <h2 className="h6 mb-2">Registros {title}</h2>
        <RegistrosTable registros={registros} caption={`Registros ${title}`} className="mb-0" />
      </Card.Body>
    </Card>
  );
}

function GeneralInfo({ cobro }: { cobro: Cobro }) {
  const agencias = (cobro.cliente?.agencias ?? []).map((agencia) => agencia.nombre).join(', ');
  const items: [string, string][] = [
    ['Usuario que registra', cobro.usuario_registra?.nombre ?? '—'],
    ...(cobro.usuario_supervisor
      ? [['Supervisor', cobro.usuario_supervisor.nombre] as [string, string]]
      : []),
    ['Cliente', cobro.cliente?.nombre ?? '—'],
    ['Agencias', agencias || 'N/A'],
    ['Documento', cobro.documento?.nombre_documento || '—'],
    ['Mes', monthLabel(cobro.mes)],
  ];
  return (
    <Card className="shadow-sm mb-3" as="section" aria-label="Información general">
      <Card.Body>
        <h2 className="h6 mb-3">Información general</h2>
        <DetailList xs={1} md={2} className="mb-0 g-2" items={items} />
      </Card.Body>
    </Card>
  );
}

/** The charge detail (/gestPago/listarRegistrosDeCobros/{cobroId}, spec section 2). */
export default function RegistrosCobroPage() {
  const cobroId = Number(useParams().cobroId);
  const navigate = useNavigate();
  const detalle = useCobroDetalles(cobroId);
  const deletion = useDeleteCobro();
  const [confirming, setConfirming] = useState(false);
  const cobro = detalle.data ?? null;

  // The worker's detail for the cobro's month; a cobro not (or no longer) found goes to the list.
  const backTo = cobro?.usuario_registra
    ? paths.pagos.detallados.to(cobro.usuario_registra.id, { mes: cobro.mes })
    : paths.pagos.list.to();

  const confirmDelete = () =>
    deletion.mutate(cobroId, {
      onSuccess: () => {
        setConfirming(false);
        notify.success(DELETED, { toastId: 'pagos-cobro-eliminado' });
        navigate(backTo);
      },
    });

  const page = (children: ReactNode) => (
    <DetailPage
      title={`Cobro #${cobroId}`}
      backTo={backTo}
      actions={
        cobro && (
          <>
            <HistorialCambiosLink query={{ entidad: 'cobro', id: cobroId }} />
            <Button
              variant="danger"
              onClick={() => {
                deletion.reset();
                setConfirming(true);
              }}
            >
              Eliminar Cobro
            </Button>
          </>
        )
      }
    >
      {children}
    </DetailPage>
  );

  if (detalle.isPending || (detalle.isError && detalle.isFetching)) {
    return page(<LoadingState />);
  }
  // The server answers 404 for a cobro that does not exist (or was deleted meanwhile).
  if (detalle.isError && toApiError(detalle.error).status !== 404) {
    return page(
      <ErrorState message={pagosLoadError(detalle.error)} onRetry={() => void detalle.refetch()} />,
    );
  }
  if (!cobro) {
    return page(<EmptyState message={NOT_FOUND} />);
  }

  const units = cobroUnits(cobro);
  const kinds = RECORD_TABLES.filter(([, key]) => cobro[key].length > 0);
  return page(
    <>
      <GeneralInfo cobro={cobro} />
      {kinds.map(([title, key]) => (
        <RecordTable key={key} title={title} registros={cobro[key]} />
      ))}
      {kinds.length === 0 && units > 0 && (
        <Alert variant="info">
          Este cobro tiene {formatUnits(units)} unidades en total y no tiene registros detallados.
        </Alert>
      )}
      <ConfirmModal
        show={confirming}
        title={CONFIRM_DELETE_TITLE}
        isPending={deletion.isPending}
        error={deletion.isError ? errorMessage(deletion.error, DELETE_ERROR) : null}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      >
        {DELETE_QUESTION}
        <p className="small text-secondary mt-2 mb-0">
          {cobroSummary({
            id: cobro.id,
            cliente: cobro.cliente?.nombre ?? '',
            documento: cobro.documento?.nombre_documento ?? '',
            mes: cobro.mes,
            usuario: cobro.usuario_registra?.nombre ?? null,
          })}
        </p>
      </ConfirmModal>
    </>,
  );
}
