import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Card, Col, Form, Row } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router-dom';
import { ErrorState } from '../error-state';
import { LoadingState } from '../loading-state';
import { MonthOptions } from '../month-options';
import { SubmitButton } from '../submit-button';
import type { Cobro } from '../../contract/cobro';
import type { Registro } from '../../contract/documento';
import { SUCCESS_REDIRECT_MS } from '../../domain/constants';
import { taskTypeLabel, type RecordKind } from '../../domain/task-types';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { useClientDocument } from '../../lib/queries/client-document';
import { useUpdateCobro } from '../../lib/queries/update-cobro';
import {
  modificarCobroSchema,
  recordsOfKind,
  taskForKind,
  type ModificarCobroData,
  type ModificarCobroValues,
} from './modificar-cobro-schema';
import { pickedRegistros } from './picked-registros';
import { RegistrosPicker } from './registros-picker';

const RECORDS_LOAD_ERROR = 'Error al cargar registros del documento';
const SAVE_ERROR = 'Error al modificar cobro';
const SAVED = 'Cobro modificado correctamente';
const KIND_LABELS: Record<RecordKind, string> = { bill: 'Bill', open: 'Open', spr: 'SPR' };

/**
 * The records and month of a cobro through modificar_cobro/{id}/: the worker's 'Modificar Cobro'
 * and the admin's /gestPago/modificarPagoCobros. After saving, and on Cancelar, it goes to `backPath`.
 */
export function ModificarCobroForm({
  cobro,
  kind,
  backPath,
}: {
  cobro: Cobro;
  kind: RecordKind;
  backPath: string;
}) {
  const navigate = useNavigate();
  const update = useUpdateCobro();
  const [saved, setSaved] = useState(false);
  const current = recordsOfKind(cobro, kind);
  const clienteId = cobro.cliente?.id ?? null;
  const documentoId = cobro.documento?.id ?? null;
  const taskType = taskForKind(kind);
  const documento = useClientDocument(clienteId, documentoId, taskType);
  const canLoadDocument = clienteId !== null && documentoId !== null;

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
    const timer = window.setTimeout(() => navigate(backPath), SUCCESS_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [saved, navigate, backPath]);

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
              <Link to={backPath} className="btn btn-outline-secondary">
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
