import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Card, Col, Form, Row } from 'react-bootstrap';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { SubmitButton } from '../../components/submit-button';
import type { Cobro } from '../../contract/cobro';
import type { Registro } from '../../contract/documento';
import { SUCCESS_REDIRECT_MS } from '../../domain/constants';
import { recordKindForTask, taskTypeLabel, type RecordKind } from '../../domain/task-types';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { useClientDocument } from './api/get-client-document';
import { useCobroDetalles } from '../../lib/queries/cobro-detalles';
import { useUpdateCobro } from '../../lib/queries/update-cobro';
import { MonthOptions } from './components/month-options';
import { RegistrosPicker } from './components/registros-picker';
import {
  isRecordKind,
  modificarCobroSchema,
  recordsOfKind,
  taskForKind,
  type ModificarCobroData,
  type ModificarCobroValues,
} from './modificar-cobro-schema';
import { COBROS_LIST_PATH } from './paths';
import { pickedRegistros } from './picked-registros';

const LOAD_ERROR = 'Error al cargar los datos del cobro';
const NOT_FOUND = 'No se encontró información del cobro';
const RECORDS_LOAD_ERROR = 'Error al cargar registros del documento';
const SAVE_ERROR = 'Error al modificar cobro';
const SAVED = 'Cobro modificado correctamente';
const KIND_LABELS: Record<RecordKind, string> = { bill: 'Bill', open: 'Open', spr: 'SPR' };

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
    navigate(COBROS_LIST_PATH, { replace: true });
  }, [failed, navigate]);

  if (failed || detalles.isPending) return <LoadingState label="Cargando cobro..." />;
  if (!detalles.data)
    return (
      <Card className="mx-auto shadow-sm" style={{ maxWidth: 820 }}>
        <Card.Body>
          <EmptyState message={NOT_FOUND}>
            <Link to={COBROS_LIST_PATH} className="btn btn-outline-primary btn-sm">
              Volver a la lista
            </Link>
          </EmptyState>
        </Card.Body>
      </Card>
    );

  const tipo = search.get('tipo');
  const kind = isRecordKind(tipo) ? tipo : recordKindForTask(detalles.data.tipo_tarea);
  return <ModificarCobroForm key={`${detalles.data.id}-${kind}`} cobro={detalles.data} kind={kind} />;
}

function ModificarCobroForm({ cobro, kind }: { cobro: Cobro; kind: RecordKind }) {
  const navigate = useNavigate();
  const update = useUpdateCobro();
  const [saved, setSaved] = useState(false);
  const current = recordsOfKind(cobro, kind);
  const clienteId = cobro.cliente?.id ?? null;
  const documentoId = cobro.documento?.id ?? null;
  const documento = useClientDocument(clienteId, documentoId);
  const canLoadDocument = clienteId !== null && documentoId !== null;
  const taskType = taskForKind(kind);

  const {
    handleSubmit,
    control,
    register,
    formState: { errors },
  } = useForm<ModificarCobroValues, unknown, ModificarCobroData>({
    resolver: zodResolver(modificarCobroSchema),
    defaultValues: {
      registros: current.flatMap((registro) => (registro.id === null ? [] : [registro.id])),
      mes: cobro.mes,
    },
  });

  useEffect(() => {
    if (documento.isError) notify.error(RECORDS_LOAD_ERROR, { toastId: 'cobro-registros' });
  }, [documento.isError, documento.errorUpdatedAt]);

  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => navigate(COBROS_LIST_PATH), SUCCESS_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [saved, navigate]);

  // The document's records, plus any the cobro holds that the document no longer lists, so that
  // nothing already charged silently drops out of the selection.
  const options = useMemo<Registro[]>(() => {
    const held = recordsOfKind(cobro, kind);
    const fromDocument = documento.data?.contenido_registros ?? [];
    const listed = new Set(fromDocument.map((registro) => registro.id));
    const missing = held.flatMap((registro) =>
      registro.id === null || listed.has(registro.id)
        ? []
        : [{ id: registro.id, nombre_completo: registro.nombre_completo, unidades: registro.unidades }],
    );
    return [...fromDocument, ...missing];
  }, [documento.data, cobro, kind]);

  const onSubmit = handleSubmit(({ registros, mes }) =>
    update.mutate(
      { id: cobro.id, body: { contenido: pickedRegistros(options, registros, taskType), mes } },
      {
        onSuccess: () => {
          setSaved(true);
          notify.success(SAVED);
        },
      },
    ),
  );

  const recordsReady = !canLoadDocument || documento.isSuccess;
  const busy = update.isPending || saved;

  return (
    <Card className="mx-auto shadow-sm" style={{ maxWidth: 820 }}>
      <Card.Body className="p-4">
        <h1 className="h4 mb-4">Modificar Cobro {cobro.id}</h1>
        <dl className="row mb-4">
          <dt className="col-sm-4 col-lg-3">Cliente</dt>
          <dd className="col-sm-8 col-lg-9">{cobro.cliente?.nombre ?? 'N/A'}</dd>
          <dt className="col-sm-4 col-lg-3">Documento</dt>
          <dd className="col-sm-8 col-lg-9 text-break">{cobro.documento?.nombre_documento || 'N/A'}</dd>
          <dt className="col-sm-4 col-lg-3">Tipo de tarea</dt>
          <dd className="col-sm-8 col-lg-9">{taskTypeLabel(cobro.tipo_tarea)}</dd>
          <dt className="col-sm-4 col-lg-3">Registros</dt>
          <dd className="col-sm-8 col-lg-9 mb-0">
            {KIND_LABELS[kind]} · {current.length} {current.length === 1 ? 'registro' : 'registros'}
          </dd>
        </dl>
        {update.isError && (
          <Alert variant="danger" role="alert" style={{ whiteSpace: 'pre-line' }}>
            {errorMessage(update.error, SAVE_ERROR)}
          </Alert>
        )}
        <Form noValidate onSubmit={onSubmit}>
          <fieldset disabled={busy}>
            <div className="mb-3">
              {documento.isError ? (
                <ErrorState message={RECORDS_LOAD_ERROR} onRetry={() => void documento.refetch()} />
              ) : !recordsReady ? (
                <LoadingState label="Cargando registros..." />
              ) : (
                <Controller
                  control={control}
                  name="registros"
                  render={({ field }) => (
                    <RegistrosPicker
                      registros={options}
                      taskType={taskType}
                      selected={field.value}
                      onChange={field.onChange}
                      error={errors.registros?.message}
                    />
                  )}
                />
              )}
            </div>
            <Row className="mb-4">
              <Col md={6}>
                <Form.Group controlId="modificar-cobro-mes">
                  <Form.Label>Mes</Form.Label>
                  <Form.Select isInvalid={!!errors.mes} {...register('mes')}>
                    <MonthOptions emptyLabel="Seleccione un mes" />
                  </Form.Select>
                  <Form.Control.Feedback type="invalid">{errors.mes?.message}</Form.Control.Feedback>
                </Form.Group>
              </Col>
            </Row>
            <div className="d-flex justify-content-end gap-2">
              <Link to={COBROS_LIST_PATH} className="btn btn-outline-secondary">
                Cancelar
              </Link>
              <SubmitButton isPending={update.isPending} disabled={!recordsReady || documento.isError}>
                Guardar Cambios
              </SubmitButton>
            </div>
          </fieldset>
        </Form>
      </Card.Body>
    </Card>
  );
}
