import { useCallback, useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Card, Col, Form, Row } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router-dom';
import { byLabel, documentoLabel, usuarioLabel } from '../../components/cobro/labels';
import { documentUnits } from '../../components/cobro/picked-registros';
import { RegistrosPicker } from '../../components/cobro/registros-picker';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { MonthOptions } from '../../components/month-options';
import { SubmitButton } from '../../components/submit-button';
import { CLIENT_CATEGORIES, SUCCESS_REDIRECT_MS } from '../../domain/constants';
import { formatUnits } from '../../domain/format';
import { currentMonth } from '../../domain/months';
import { WORKER_ROLES } from '../../domain/roles';
import { TASK_TYPE_IDS, TASK_TYPES, taskUsesRecords } from '../../domain/task-types';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { useClientDocument } from '../../lib/queries/client-document';
import { useClientDocuments } from '../../lib/queries/client-documents';
import { useClientes } from '../../lib/queries/clientes';
import { useSupervisores } from '../../lib/queries/supervisores';
import { useUsuarios } from '../../lib/queries/usuarios';
import { useAsignarCobro } from './api/asignar-cobro';
import {
  asignarPagoSchema,
  EMPTY_ASIGNAR_VALUES,
  toAsignarCobro,
  type AsignarPagoData,
  type AsignarPagoValues,
} from './asignar-pago-schema';
import { LISTA_PAGOS_PATH } from './paths';

const SAVED = 'Cobro asignado correctamente al trabajador';
const SAVE_ERROR = 'Error al procesar la solicitud';
const INITIAL_LOAD_ERROR = 'Error al cargar datos iniciales';
const DOCUMENTS_LOAD_ERROR = 'Error al cargar documentos del cliente';
const RECORDS_LOAD_ERROR = 'Error al cargar registros del documento';
const NO_DOCUMENTS = 'No hay documentos disponibles para este cliente';

/** Upstream first: a change clears every field after it (spec section 4). */
const CASCADE = ['trabajador', 'categoria', 'cliente', 'tipo_tarea', 'documento', 'registros'] as const;
type CascadeField = (typeof CASCADE)[number];
/** Who can be assigned a cobro: the roles of the cobro screens (the server's registrant roles). */
const ASSIGNABLE_ROLES: readonly string[] = ['Admin', ...WORKER_ROLES];

const toId = (value: string | null | undefined) => (value ? Number(value) : null);

/** 'Asignar Pago a Trabajador' (/gestPago/insertarPagoCobros): a cobro registered for a worker. */
export default function AsignarPagoPage() {
  const navigate = useNavigate();
  const usuarios = useUsuarios();
  const clientes = useClientes();
  const asignacion = useAsignarCobro();
  const [saved, setSaved] = useState(false);

  const trabajadores = useMemo(
    () =>
      (usuarios.data ?? [])
        .filter((user) => user.is_active && ASSIGNABLE_ROLES.includes(user.rol?.nombre ?? ''))
        .sort(byLabel(usuarioLabel)),
    [usuarios.data],
  );
  const isSupervisado = useCallback(
    (id: string) =>
      trabajadores.some((user) => String(user.id) === id && user.rol?.nombre === 'user_Supervisado'),
    [trabajadores],
  );
  const schema = useMemo(() => asignarPagoSchema(isSupervisado), [isSupervisado]);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors },
  } = useForm<AsignarPagoValues, unknown, AsignarPagoData>({
    resolver: zodResolver(schema),
    defaultValues: { ...EMPTY_ASIGNAR_VALUES, mes: currentMonth() },
  });
  const [trabajador, categoria, cliente, tipo, documento] = useWatch({
    control,
    name: ['trabajador', 'categoria', 'cliente', 'tipo_tarea', 'documento'],
  });
  const worker = trabajadores.find((user) => String(user.id) === trabajador) ?? null;
  const needsSupervisor = isSupervisado(trabajador ?? '');
  const clienteId = toId(cliente);
  const documentoId = toId(documento);
  const tipoId = Number(tipo);

  const supervisores = useSupervisores(needsSupervisor);
  const documentos = useClientDocuments(clienteId);
  const detalle = useClientDocument(clienteId, documentoId, tipo ? tipoId : null);

  useEffect(() => {
    if (usuarios.isError || clientes.isError || supervisores.isError)
      notify.error(INITIAL_LOAD_ERROR, { toastId: 'asignar-inicial' });
  }, [usuarios.isError, clientes.isError, supervisores.isError]);
  useEffect(() => {
    if (documentos.isError) notify.error(DOCUMENTS_LOAD_ERROR, { toastId: 'asignar-documentos' });
  }, [documentos.isError, documentos.errorUpdatedAt]);
  useEffect(() => {
    if (detalle.isError) notify.error(RECORDS_LOAD_ERROR, { toastId: 'asignar-registros' });
  }, [detalle.isError, detalle.errorUpdatedAt]);
  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => navigate(LISTA_PAGOS_PATH), SUCCESS_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [saved, navigate]);

  const clienteOptions = useMemo(
    () =>
      (clientes.data ?? [])
        .filter((option) => option.estado && String(option.categoria) === categoria)
        .sort(byLabel((option) => option.nombre)),
    [clientes.data, categoria],
  );
  const documentoOptions = useMemo(
    () => (documentos.data ?? []).filter((option) => tipo !== '1' || option.tipo === 1),
    [documentos.data, tipo],
  );
  const supervisorOptions = useMemo(
    () =>
      (supervisores.data ?? [])
        .filter((option) => option.is_active && option.id !== worker?.id)
        .sort(byLabel(usuarioLabel)),
    [supervisores.data, worker],
  );
  // Subir notas only for a worker allowed to upload notes (spec section 5).
  const tipoOptions = TASK_TYPE_IDS.filter((id) => id !== 2 || worker?.subir_notas === true);

  const resetAfter = (field: CascadeField) => {
    for (const next of CASCADE.slice(CASCADE.indexOf(field) + 1)) {
      if (next === 'registros') setValue('registros', []);
      else setValue(next, '');
    }
    if (field === 'trabajador') setValue('usuario_supervisor', '');
  };

  const loadedDocument = detalle.data ?? null;
  const onSubmit = handleSubmit((values) => {
    if (!loadedDocument) return;
    asignacion.mutate(toAsignarCobro(values, loadedDocument, needsSupervisor), {
      onSuccess: () => {
        setSaved(true);
        notify.success(SAVED);
      },
    });
  });

  const documentReady = documentoId !== null && detalle.isSuccess && loadedDocument !== null;
  const busy = asignacion.isPending || saved;
  const initialPending = usuarios.isPending || clientes.isPending;
  const initialError = usuarios.isError || clientes.isError;

  return (
    <Card className="mx-auto shadow-sm" style={{ maxWidth: 900 }}>
      <Card.Body className="p-4">
        <h1 className="h4 mb-4">Asignar Pago a Trabajador</h1>
        {asignacion.isError && (
          <Alert variant="danger" role="alert" style={{ whiteSpace: 'pre-line' }}>
            {errorMessage(asignacion.error, SAVE_ERROR)}
          </Alert>
        )}
        {initialPending ? (
          <LoadingState label="Cargando datos..." />
        ) : initialError ? (
          <ErrorState
            message={INITIAL_LOAD_ERROR}
            onRetry={() => {
              if (usuarios.isError) void usuarios.refetch();
              if (clientes.isError) void clientes.refetch();
            }}
          />
        ) : (
          <Form noValidate onSubmit={onSubmit}>
            <fieldset disabled={busy}>
              <Row className="g-3 mb-3">
                <Col md={needsSupervisor ? 6 : 12}>
                  <Form.Group controlId="asignar-trabajador">
                    <Form.Label>Trabajador</Form.Label>
                    <Form.Select
                      isInvalid={!!errors.trabajador}
                      {...register('trabajador', { onChange: () => resetAfter('trabajador') })}
                    >
                      <option value="">Seleccione un trabajador</option>
                      {trabajadores.map((option) => (
                        <option key={option.id} value={option.id}>
                          {usuarioLabel(option)}
                        </option>
                      ))}
                    </Form.Select>
                    <Form.Control.Feedback type="invalid">{errors.trabajador?.message}</Form.Control.Feedback>
                  </Form.Group>
                </Col>
                {needsSupervisor && (
                  <Col md={6}>
                    <Form.Group controlId="asignar-supervisor">
                      <Form.Label>Supervisor</Form.Label>
                      <Form.Select
                        isInvalid={!!errors.usuario_supervisor}
                        {...register('usuario_supervisor')}
                      >
                        <option value="">
                          {supervisores.isPending ? 'Cargando supervisores...' : 'Seleccione un supervisor'}
                        </option>
                        {supervisorOptions.map((option) => (
                          <option key={option.id} value={option.id}>
                            {usuarioLabel(option)}
                          </option>
                        ))}
                      </Form.Select>
                      <Form.Control.Feedback type="invalid">
                        {errors.usuario_supervisor?.message}
                      </Form.Control.Feedback>
                    </Form.Group>
                  </Col>
                )}
                <Col md={5}>
                  <Form.Group controlId="asignar-categoria">
                    <Form.Label>Categoría</Form.Label>
                    <Form.Select
                      isInvalid={!!errors.categoria}
                      disabled={!trabajador}
                      {...register('categoria', { onChange: () => resetAfter('categoria') })}
                    >
                      <option value="">
                        {trabajador ? 'Seleccione una categoría' : 'Seleccione primero un trabajador'}
                      </option>
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
                  <Form.Group controlId="asignar-cliente">
                    <Form.Label>Cliente</Form.Label>
                    <Form.Select
                      isInvalid={!!errors.cliente}
                      disabled={!categoria}
                      {...register('cliente', { onChange: () => resetAfter('cliente') })}
                    >
                      <option value="">
                        {categoria ? 'Seleccione un cliente' : 'Seleccione primero una categoría'}
                      </option>
                      {clienteOptions.map((option) => (
                        <option key={option.id} value={option.id}>
                          {option.nombre}
                        </option>
                      ))}
                    </Form.Select>
                    <Form.Control.Feedback type="invalid">{errors.cliente?.message}</Form.Control.Feedback>
                  </Form.Group>
                </Col>
                <Col md={5}>
                  <Form.Group controlId="asignar-tipo">
                    <Form.Label>Tipo de tarea</Form.Label>
                    <Form.Select
                      isInvalid={!!errors.tipo_tarea}
                      disabled={!cliente}
                      {...register('tipo_tarea', { onChange: () => resetAfter('tipo_tarea') })}
                    >
                      <option value="">
                        {cliente ? 'Seleccione un tipo de tarea' : 'Seleccione primero un cliente'}
                      </option>
                      {tipoOptions.map((id) => (
                        <option key={id} value={id}>
                          {TASK_TYPES[id]}
                        </option>
                      ))}
                    </Form.Select>
                    <Form.Control.Feedback type="invalid">{errors.tipo_tarea?.message}</Form.Control.Feedback>
                  </Form.Group>
                </Col>
                <Col md={7}>
                  <Form.Group controlId="asignar-documento">
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
                      {documentoOptions.map((option) => (
                        <option key={option.id} value={option.id}>
                          {documentoLabel(option)}
                        </option>
                      ))}
                    </Form.Select>
                    <Form.Control.Feedback type="invalid">{errors.documento?.message}</Form.Control.Feedback>
                    {tipo && documentos.isSuccess && documentoOptions.length === 0 && (
                      <Form.Text>{NO_DOCUMENTS}</Form.Text>
                    )}
                  </Form.Group>
                </Col>
              </Row>

              {taskUsesRecords(tipoId) && (
                <div className="mb-3">
                  {documentReady ? (
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
                      {errors.registros && (
                        <div className="invalid-feedback d-block">{errors.registros.message}</div>
                      )}
                    </>
                  )}
                </div>
              )}

              {(tipoId === 2 || tipoId === 3) && documentReady && (
                <Alert variant="info" className="mb-3" role="status">
                  Unidades a registrar: <strong>{formatUnits(documentUnits(tipoId, loadedDocument))}</strong>
                </Alert>
              )}

              <Row className="g-3 mb-4">
                <Col md={5}>
                  <Form.Group controlId="asignar-mes">
                    <Form.Label>Mes</Form.Label>
                    <Form.Select isInvalid={!!errors.mes} {...register('mes')}>
                      <MonthOptions emptyLabel="Seleccione un mes" />
                    </Form.Select>
                    <Form.Control.Feedback type="invalid">{errors.mes?.message}</Form.Control.Feedback>
                  </Form.Group>
                </Col>
              </Row>

              <div className="d-flex justify-content-end gap-2">
                <Link to={LISTA_PAGOS_PATH} className={`btn btn-outline-secondary${busy ? ' disabled' : ''}`}>
                  Cancelar
                </Link>
                <SubmitButton
                  isPending={asignacion.isPending}
                  disabled={documentoId !== null && !documentReady}
                >
                  Asignar Pago
                </SubmitButton>
              </div>
            </fieldset>
          </Form>
        )}
      </Card.Body>
    </Card>
  );
}
