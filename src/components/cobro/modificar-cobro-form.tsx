import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Col, Row } from 'react-bootstrap';
import { ErrorState } from '../error-state';
import { LoadingState } from '../loading-state';
import { FormError } from '../form-error';
import { FormPage } from '../page/form-page';
import { useErrorToast } from '../use-error-toast';
import { useRedirectAfterSave } from '../use-redirect-after-save';
import type { Cobro } from '../../contract/cobro';
import type { Registro } from '../../contract/documento';
import { SUCCESS_REDIRECT_MS } from '../../lib/timings';
import { taskTypeLabel, type RecordKind } from '../../domain/task-types';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { useClientDocument } from '../../lib/queries/client-document';
import { cierreMotivo, useCierres } from '../../lib/queries/cierres';
import { useUpdateCobro } from '../../lib/queries/update-cobro';
import { LockAlert } from '../lock-badge';
import {
  modificarCobroSchema,
  recordsOfKind,
  taskForKind,
  type ModificarCobroData,
  type ModificarCobroValues,
} from './modificar-cobro-schema';
import { MesSelect } from './cobro-cascade-fields';
import { pickedRegistros } from './picked-registros';
import { RegistrosPicker } from './registros-picker';
import { RECORDS_LOAD_ERROR } from './use-cobro-cascade';

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
  const update = useUpdateCobro();
  const [saved, setSaved] = useState(false);
  const current = recordsOfKind(cobro, kind);
  const clienteId = cobro.cliente?.id ?? null;
  const documentoId = cobro.documento?.id ?? null;
  const taskType = taskForKind(kind);
  const documento = useClientDocument(clienteId, documentoId, taskType);
  const canLoadDocument = clienteId !== null && documentoId !== null;
  const cierre = useCierres().cierreDeCobro(cobro);
  const locked = cierre ? cierreMotivo(cierre) : null;

  const {
    handleSubmit,
    control,
    register,
    formState: { errors, isDirty },
  } = useForm<ModificarCobroValues, unknown, ModificarCobroData>({
    resolver: zodResolver(modificarCobroSchema),
    defaultValues: {
      registros: current.flatMap((registro) => (registro.id === null ? [] : [registro.id])),
      mes: cobro.mes,
    },
  });

  useErrorToast(documento, RECORDS_LOAD_ERROR, 'cobro-registros');

  useRedirectAfterSave(saved, backPath, SUCCESS_REDIRECT_MS);

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
    <FormPage
      title={`Modificar Cobro ${cobro.id}`}
      width="wide"
      onSubmit={onSubmit}
      submitLabel="Guardar Cambios"
      isPending={update.isPending}
      dirty={isDirty && !saved}
      submitDisabled={!recordsReady || documento.isError || saved || locked !== null}
      disabledReason={locked ?? undefined}
      cancelTo={backPath}
      error={<FormError message={update.isError ? errorMessage(update.error, SAVE_ERROR) : null} />}
    >
      {locked && <LockAlert reason={locked} />}
      <fieldset disabled={busy || locked !== null}>
        {/* Two columns of facts, so the selected records below start within the first screen. */}
        <dl className="row row-cols-1 row-cols-md-2 g-0 mb-3 small">
          <div className="d-flex gap-2">
            <dt>Cliente</dt>
            <dd className="mb-1">{cobro.cliente?.nombre ?? 'N/A'}</dd>
          </div>
          <div className="d-flex gap-2">
            <dt>Tipo de tarea</dt>
            <dd className="mb-1">{taskTypeLabel(cobro.tipo_tarea)}</dd>
          </div>
          <div className="d-flex gap-2">
            <dt>Documento</dt>
            <dd className="mb-1 text-break">{cobro.documento?.nombre_documento || 'N/A'}</dd>
          </div>
          <div className="d-flex gap-2">
            <dt>Registros actuales</dt>
            <dd className="mb-1">
              {KIND_LABELS[kind]} · {current.length} {current.length === 1 ? 'registro' : 'registros'}
            </dd>
          </div>
        </dl>
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
                  selectedFirst
                />
              )}
            />
          )}
        </div>
        <Row className="mb-2">
          <Col md={6}>
            <MesSelect registration={register('mes')} error={errors.mes?.message} />
          </Col>
        </Row>
      </fieldset>
    </FormPage>
  );
}
