import { useId } from 'react';
import { Alert, Col, Form, Row } from 'react-bootstrap';
import { Controller, type UseFormRegisterReturn } from 'react-hook-form';
import type { User } from '../../contract/usuario';
import { CLIENT_CATEGORIES } from '../../domain/constants';
import { formatUnits } from '../../domain/format';
import { TASK_TYPES, taskUsesRecords } from '../../domain/task-types';
import { LoadingState } from '../loading-state';
import { MonthOptions } from '../month-options';
import { documentoLabel, usuarioLabel } from './labels';
import { documentUnits } from './picked-registros';
import { RegistrosPicker } from './registros-picker';
import { RECORDS_LOAD_ERROR, type CobroCascade, type CobroCascadeForm } from './use-cobro-cascade';

const NO_DOCUMENTS = 'No hay documentos disponibles para este cliente';

/**
 * Categoría, Cliente, Tipo de tarea and Documento, then the document's records (Bill, Open,
 * SPR) or the units the document gives (Notas, Terapia). `lockedHint`, when set, keeps the
 * cascade closed and says what to choose first (the admin's worker).
 */
export function CobroCascadeFields({
  form,
  cascade,
  lockedHint,
}: {
  form: CobroCascadeForm;
  cascade: CobroCascade;
  lockedHint?: string;
}) {
  const id = useId();
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const { categoria, cliente, tipo, tipoId, documentoId, documentos, detalle, loadedDocument, resetAfter } =
    cascade;
  return (
    <>
      <Row className="g-3 mb-3">
        <Col md={5}>
          <Form.Group controlId={`${id}-categoria`}>
            <Form.Label>Categoría</Form.Label>
            <Form.Select
              isInvalid={!!errors.categoria}
              disabled={lockedHint !== undefined}
              {...register('categoria', { onChange: () => resetAfter('categoria') })}
            >
              <option value="">{lockedHint ?? 'Seleccione una categoría'}</option>
              {Object.entries(CLIENT_CATEGORIES).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid">{errors.categoria?.message}</Form.Control.Feedback>
          </Form.Group>
        </Col>
        <Col md={7}>
          <Form.Group controlId={`${id}-cliente`}>
            <Form.Label>Cliente</Form.Label>
            <Form.Select
              isInvalid={!!errors.cliente}
              disabled={!categoria}
              {...register('cliente', { onChange: () => resetAfter('cliente') })}
            >
              <option value="">
                {categoria ? 'Seleccione un cliente' : 'Seleccione primero una categoría'}
              </option>
              {cascade.clienteOptions.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.nombre}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid">{errors.cliente?.message}</Form.Control.Feedback>
            {categoria && cascade.clientes.isSuccess && cascade.clienteOptions.length === 0 && (
              <Form.Text>No hay clientes activos en esta categoría</Form.Text>
            )}
          </Form.Group>
        </Col>
        <Col md={5}>
          <Form.Group controlId={`${id}-tipo`}>
            <Form.Label>Tipo de tarea</Form.Label>
            <Form.Select
              isInvalid={!!errors.tipo_tarea}
              disabled={!cliente}
              {...register('tipo_tarea', { onChange: () => resetAfter('tipo_tarea') })}
            >
              <option value="">
                {cliente ? 'Seleccione un tipo de tarea' : 'Seleccione primero un cliente'}
              </option>
              {cascade.tipoOptions.map((option) => (
                <option key={option} value={option}>
                  {TASK_TYPES[option]}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid">{errors.tipo_tarea?.message}</Form.Control.Feedback>
          </Form.Group>
        </Col>
        <Col md={7}>
          <Form.Group controlId={`${id}-documento`}>
            <Form.Label>Documento</Form.Label>
            <Form.Select
              isInvalid={!!errors.documento}
              disabled={!tipo || !documentos.isSuccess}
              {...register('documento', { onChange: () => resetAfter('documento') })}
            >
              <option value="">
                {!tipo
                  ? 'Seleccione primero el tipo de tarea'
                  : documentos.isFetching
                    ? 'Cargando documentos...'
                    : 'Seleccione un documento'}
              </option>
              {cascade.documentoOptions.map((option) => (
                <option key={option.id} value={option.id}>
                  {documentoLabel(option)}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid">{errors.documento?.message}</Form.Control.Feedback>
            {tipo && documentos.isSuccess && cascade.documentoOptions.length === 0 && (
              <Form.Text>{NO_DOCUMENTS}</Form.Text>
            )}
          </Form.Group>
        </Col>
      </Row>

      {taskUsesRecords(tipoId) && (
        <div className="mb-3">
          {cascade.documentReady && loadedDocument ? (
            <Controller
              control={control}
              name="registros"
              render={({ field }) => (
                <RegistrosPicker
                  registros={loadedDocument.contenido_registros}
                  taskType={tipoId}
                  selected={field.value}
                  onChange={field.onChange}
                  error={errors.registros?.message}
                />
              )}
            />
          ) : (
            <>
              <p className="form-label mb-2">Registros</p>
              {documentoId !== null && detalle.isFetching ? (
                <LoadingState label="Cargando registros..." />
              ) : (
                <p className="text-secondary border rounded p-3 mb-0">
                  {documentoId !== null && detalle.isError
                    ? RECORDS_LOAD_ERROR
                    : 'Seleccione un documento para ver sus registros'}
                </p>
              )}
              {errors.registros && <div className="invalid-feedback d-block">{errors.registros.message}</div>}
            </>
          )}
        </div>
      )}

      {(tipoId === 2 || tipoId === 3) && documentoId !== null && (
        <Alert variant="info" className="mb-3" role="status">
          {cascade.documentReady && loadedDocument ? (
            <>
              Unidades a registrar: <strong>{formatUnits(documentUnits(tipoId, loadedDocument))}</strong>
              <span className="d-block small">
                {tipoId === 2
                  ? `Según los ${loadedDocument.contenido_registros.length} registros del documento`
                  : 'Según el total de unidades del documento'}
              </span>
            </>
          ) : detalle.isError ? (
            RECORDS_LOAD_ERROR
          ) : (
            'Calculando unidades...'
          )}
        </Alert>
      )}
    </>
  );
}

/** The supervisor of a user_Supervisado's cobro (spec section 5). */
export function SupervisorSelect({
  form,
  options,
  isPending,
}: {
  form: CobroCascadeForm;
  options: readonly User[];
  isPending: boolean;
}) {
  const id = useId();
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <Form.Group controlId={`${id}-supervisor`}>
      <Form.Label>Supervisor</Form.Label>
      <Form.Select isInvalid={!!errors.usuario_supervisor} {...register('usuario_supervisor')}>
        <option value="">{isPending ? 'Cargando supervisores...' : 'Seleccione un supervisor'}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {usuarioLabel(option)}
          </option>
        ))}
      </Form.Select>
      <Form.Control.Feedback type="invalid">{errors.usuario_supervisor?.message}</Form.Control.Feedback>
    </Form.Group>
  );
}

/** The month a cobro is charged to; the list of months is the domain's. */
export function MesSelect({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error: string | undefined;
}) {
  const id = useId();
  return (
    <Form.Group controlId={`${id}-mes`}>
      <Form.Label>Mes</Form.Label>
      <Form.Select isInvalid={!!error} {...registration}>
        <MonthOptions emptyLabel="Seleccione un mes" />
      </Form.Select>
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
    </Form.Group>
  );
}
