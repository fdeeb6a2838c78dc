import { useId } from 'react';
import { Alert, Col, Form, Row } from 'react-bootstrap';
import { Controller, type UseFormRegisterReturn } from 'react-hook-form';
import type { User } from '../../contract/usuario';
import { formatUnits } from '../../domain/format';
import { TASK_TYPES, taskUsesRecords } from '../../domain/task-types';
import { CategoriaSelect } from '../categoria-select';
import { LoadingState } from '../loading-state';
import { MonthOptions } from '../month-options';
import { FieldLabel } from '../required-mark';
import { documentoLabel, usuarioLabel } from './labels';
import { documentUnits } from './picked-registros';
import { RegistrosPicker } from './registros-picker';
import { RECORDS_LOAD_ERROR, type CobroCascade, type CobroCascadeForm } from './use-cobro-cascade';

const NO_DOCUMENTS = 'No hay documentos disponibles para este cliente';

/**
 * Categoría, Cliente, Tipo de tarea and Documento, then the document's records (Bill, Open,
 * SPR) or the units the document gives (Notas, Terapia). `lockedHint`, when set, keeps the
 * cascade closed and says what to choose first (the admin's worker). `required` marks the four
 * selects with '*', for forms that explain the mark (FormPage's `requiredNote`).
 */
export function CobroCascadeFields({
  form,
  cascade,
  lockedHint,
  required = false,
}: {
  form: CobroCascadeForm;
  cascade: CobroCascade;
  lockedHint?: string;
  required?: boolean;
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
          <CategoriaSelect
            controlId={`${id}-categoria`}
            registration={register('categoria', { onChange: () => resetAfter('categoria') })}
            error={errors.categoria?.message}
            placeholder={lockedHint}
            disabled={lockedHint !== undefined}
            required={required}
          />
        </Col>
        <Col md={7}>
          <Form.Group controlId={`${id}-cliente`}>
            <FieldLabel required={required}>Cliente</FieldLabel>
            <Form.Select
              aria-required={required || undefined}
              isInvalid={!!errors.cliente}
              disabled={!categoria}
              {...register('cliente', { onChange: () => resetAfter('cliente') })}
            >
              <option value="">
                {categoria ? 'Selecciona un cliente' : 'Selecciona primero una categoría'}
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
            <FieldLabel required={required}>Tipo de tarea</FieldLabel>
            <Form.Select
              aria-required={required || undefined}
              isInvalid={!!errors.tipo_tarea}
              disabled={!cliente}
              {...register('tipo_tarea', { onChange: () => resetAfter('tipo_tarea') })}
            >
              <option value="">
                {cliente ? 'Selecciona un tipo de tarea' : 'Selecciona primero un cliente'}
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
            <FieldLabel required={required}>Documento</FieldLabel>
            <Form.Select
              aria-required={required || undefined}
              isInvalid={!!errors.documento}
              disabled={!tipo || !documentos.isSuccess}
              {...register('documento', { onChange: () => resetAfter('documento') })}
            >
              <option value="">
                {!tipo
                  ? 'Selecciona primero el tipo de tarea'
                  : documentos.isFetching
                    ? 'Cargando documentos...'
                    : 'Selecciona un documento'}
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
                    : 'Selecciona un documento para ver sus registros'}
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

/** The supervisor of a user_Supervisado's cobro (spec section 5); always required where shown. */
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
      <FieldLabel required>Supervisor</FieldLabel>
      <Form.Select aria-required isInvalid={!!errors.usuario_supervisor} {...register('usuario_supervisor')}>
        <option value="">{isPending ? 'Cargando supervisores...' : 'Selecciona un supervisor'}</option>
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

/** The month a cobro is charged to, always required; the list of months is the domain's. */
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
      <FieldLabel required>Mes</FieldLabel>
      <Form.Select aria-required isInvalid={!!error} {...registration}>
        <MonthOptions emptyLabel="Selecciona un mes" />
      </Form.Select>
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
    </Form.Group>
  );
}
