import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Card, Col, Form, Row } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { SubmitButton } from '../../components/submit-button';
import { CLIENT_CATEGORIES, SUCCESS_REDIRECT_MS } from '../../domain/constants';
import { currentMonth } from '../../domain/months';
import { TASK_TYPE_IDS, TASK_TYPES, taskUsesRecords } from '../../domain/task-types';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { useSession } from '../../lib/use-session';
import { useClientDocument } from '../../lib/queries/client-document';
import { useClientDocuments } from '../../lib/queries/client-documents';
import { useClientes } from '../../lib/queries/clientes';
import { useSupervisores } from '../../lib/queries/supervisores';
import { useInsertCobro } from './api/insert-cobro';
import { MonthOptions } from '../../components/month-options';
import { RegistrosPicker } from '../../components/cobro/registros-picker';
import { documentUnits } from '../../components/cobro/picked-registros';
import { byLabel, documentoLabel, usuarioLabel } from '../../components/cobro/labels';
import { formatUnits } from '../../domain/format';
import { paths } from '../../lib/paths';
import { useRedirectAfterSave } from '../../components/use-redirect-after-save';
import { useErrorToast } from '../../components/use-error-toast';
import { FormError } from '../../components/form-error';
import {
  EMPTY_REGISTRAR_VALUES,
  registrarCobroSchema,
  toInsertarCobroRequest,
  type RegistrarCobroData,
  type RegistrarCobroValues,
} from './registrar-cobro-schema';

const SAVED = 'Cobro registrado correctamente';
const SAVE_ERROR = 'Error al procesar la solicitud';
const INITIAL_LOAD_ERROR = 'Error al cargar datos iniciales';
const DOCUMENTS_LOAD_ERROR = 'Error al cargar documentos del cliente';
const RECORDS_LOAD_ERROR = 'Error al cargar registros del documento';
const NO_DOCUMENTS = 'No hay documentos disponibles para este cliente';

/** Each field of the cascade, upstream first: a change clears every field after it (spec section 4). */
const CASCADE = ['categoria', 'cliente', 'tipo_tarea', 'documento', 'registros'] as const;
type CascadeField = (typeof CASCADE)[number];

const toId = (value: string | null | undefined) => (value ? Number(value) : null);

export default function InsertarCobroPage() {
  const session = useSession();
  const user = session.status === 'valid' ? session.user : null;
  const needsSupervisor = user?.role === 'user_Supervisado';
  const canSubirNotas = user?.subirNotas === true;

  const clientes = useClientes();
  const supervisores = useSupervisores(needsSupervisor);
  const insertion = useInsertCobro();
  const [saved, setSaved] = useState(false);

  const schema = useMemo(() => registrarCobroSchema(needsSupervisor), [needsSupervisor]);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors },
  } = useForm<RegistrarCobroValues, unknown, RegistrarCobroData>({
    resolver: zodResolver(schema),
    defaultValues: { ...EMPTY_REGISTRAR_VALUES, mes: currentMonth() },
  });
  const [categoria, cliente, tipo, documento] = useWatch({
    control,
    name: ['categoria', 'cliente', 'tipo_tarea', 'documento'],
  });
  const clienteId = toId(cliente);
  const documentoId = toId(documento);
  const tipoId = Number(tipo);

  const documentos = useClientDocuments(clienteId);
  const detalle = useClientDocument(clienteId, documentoId, tipo ? tipoId : null);

  useErrorToast([clientes, supervisores], INITIAL_LOAD_ERROR, 'cobro-inicial');
  useErrorToast(documentos, DOCUMENTS_LOAD_ERROR, 'cobro-documentos');
  useErrorToast(detalle, RECORDS_LOAD_ERROR, 'cobro-registros');

  useRedirectAfterSave(saved, paths.cobros.list.to(), SUCCESS_REDIRECT_MS);

  const clienteOptions = useMemo(
    () =>
      (clientes.data ?? [])
        .filter((option) => option.estado && String(option.categoria) === categoria)
        .sort(byLabel((option) => option.nombre)),
    [clientes.data, categoria],
  );
  // Notas are written on Terapia documents only (spec section 5).
  const documentoOptions = useMemo(
    () => (documentos.data ?? []).filter((option) => tipo !== '1' || option.tipo === 1),
    [documentos.data, tipo],
  );
  const supervisorOptions = useMemo(
    () => (supervisores.data ?? []).filter((option) => option.is_active).sort(byLabel(usuarioLabel)),
    [supervisores.data],
  );
  const tipoOptions = TASK_TYPE_IDS.filter((id) => id !== 2 || canSubirNotas);

  const resetAfter = (field: CascadeField) => {
    for (const next of CASCADE.slice(CASCADE.indexOf(field) + 1)) {
      if (next === 'registros') setValue('registros', []);
      else setValue(next, '');
    }
  };

  const loadedDocument = detalle.data ?? null;
  const onSubmit = handleSubmit((values) => {
    if (!loadedDocument) return;
    insertion.mutate(toInsertarCobroRequest(values, loadedDocument, needsSupervisor), {
      onSuccess: () => {
        setSaved(true);
        notify.success(SAVED);
      },
    });
  });

  const documentReady = documentoId !== null && detalle.isSuccess && loadedDocument !== null;
  const busy = insertion.isPending || saved;

  return (
    <Card className="mx-auto shadow-sm" style={{ maxWidth: 900 }}>
      <Card.Body className="p-4">
        <h1 className="h4 mb-4">Registrar Nuevo Cobro</h1>
        <FormError message={insertion.isError ? errorMessage(insertion.error, SAVE_ERROR) : null} />
        {clientes.isPending ? (
          <LoadingState label="Cargando datos..." />
        ) : clientes.isError ? (
          <ErrorState message={INITIAL_LOAD_ERROR} onRetry={() => void clientes.refetch()} />
        ) : (
          <Form noValidate onSubmit={onSubmit}>
            <fieldset disabled={busy}>
              <Row className="g-3 mb-3">
                <Col md={5}>
                  <Form.Group controlId="cobro-categoria">
                    <Form.Label>Categoría</Form.Label>
                    <Form.Select
                      isInvalid={!!errors.categoria}
                      {...register('categoria', { onChange: () => resetAfter('categoria') })}
                    >
                      <option value="">Seleccione una categoría</option>
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
                  <Form.Group controlId="cobro-cliente">
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
                    {categoria && clientes.isSuccess && clienteOptions.length === 0 && (
                      <Form.Text>No hay clientes activos en esta categoría</Form.Text>
                    )}
                  </Form.Group>
                </Col>
                <Col md={5}>
                  <Form.Group controlId="cobro-tipo">
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
                  <Form.Group controlId="cobro-documento">
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

              {(tipoId === 2 || tipoId === 3) && documentoId !== null && (
                <Alert variant="info" className="mb-3" role="status">
                  {documentReady ? (
                    <>
                      Unidades a registrar:{' '}
                      <strong>{formatUnits(documentUnits(tipoId, loadedDocument))}</strong>
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

              <Row className="g-3 mb-4">
                <Col md={5}>
                  <Form.Group controlId="cobro-mes">
                    <Form.Label>Mes</Form.Label>
                    <Form.Select isInvalid={!!errors.mes} {...register('mes')}>
                      <MonthOptions emptyLabel="Seleccione un mes" />
                    </Form.Select>
                    <Form.Control.Feedback type="invalid">{errors.mes?.message}</Form.Control.Feedback>
                  </Form.Group>
                </Col>
                {needsSupervisor && (
                  <Col md={7}>
                    <Form.Group controlId="cobro-supervisor">
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
              </Row>

              <div className="d-flex justify-content-end gap-2">
                <Link
                  to={paths.cobros.list.to()}
                  className={`btn btn-outline-secondary${busy ? ' disabled' : ''}`}
                >
                  Cancelar
                </Link>
                <SubmitButton
                  isPending={insertion.isPending}
                  disabled={documentoId !== null && !documentReady}
                >
                  Registrar Cobro
                </SubmitButton>
              </div>
            </fieldset>
          </Form>
        )}
      </Card.Body>
    </Card>
  );
}
