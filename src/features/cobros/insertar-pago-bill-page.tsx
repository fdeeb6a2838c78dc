import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Col, Form, Row } from 'react-bootstrap';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { SUCCESS_REDIRECT_MS } from '../../lib/timings';
import { FormPage } from '../../components/page/form-page';
import { LockNote } from '../../components/lock-badge';
import { DEFAULT_BILL_TASK_TYPE } from '../../domain/constants';
import { currentMonth } from '../../domain/months';
import { sum } from '../../domain/numeric';
import { billUnits } from '../../domain/units';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { useSession } from '../../lib/use-session';
import { useClientDocument } from '../../lib/queries/client-document';
import { useClientDocuments } from '../../lib/queries/client-documents';
import { useMotivoCierreAlRegistrar } from '../../lib/queries/cierres';
import { useClientes } from '../../lib/queries/clientes';
import { useUsuarios } from '../../lib/queries/usuarios';
import { useInsertCobroDoble } from './api/insert-cobro-doble';
import {
  ALL_REQUIRED,
  EMPTY_PAGO_BILL,
  pagoBillSchema,
  toInsertarCobroDobleRequest,
  type PagoBillData,
  type PagoBillValues,
} from './insertar-pago-bill-schema';
import { MonthOptions } from '../../components/month-options';
import { documentoLabel, usuarioLabel } from '../../components/cobro/labels';
import { byEs } from '../../domain/collator';
import { paths } from '../../lib/paths';
import { EXCLUDED_CLIENT_ID, EXCLUDED_USER_ID } from '../../domain/reserved-ids';
import { useRedirectAfterSave } from '../../components/use-redirect-after-save';
import { FormError } from '../../components/form-error';
import { COBRO_DETAIL_MESSAGES } from '../../contract/cobro';
import { FormUnitsField } from '../../components/money-field';
import { COBRO_UNIDADES_MAX } from '../../contract/cobro';

const SAVED = COBRO_DETAIL_MESSAGES.paymentInserted;
const SAVE_ERROR = 'Error al insertar el pago';
const INITIAL_LOADED = 'Datos cargados correctamente';
const INITIAL_LOAD_ERROR = 'Error al cargar los datos iniciales';
const LOADING = 'Cargando clientes y trabajadores...';
const NOT_LOADED = 'Faltan los clientes o los trabajadores: reintenta la carga';
const DOCUMENTS_LOAD_ERROR = 'Error al cargar los documentos';
const NO_DOCUMENTS = 'No hay documentos disponibles para este cliente';

const toId = (value: string | null | undefined) => (value ? Number(value) : null);

export default function InsertarPagoBillPage() {
  const session = useSession();
  const role = session.status === 'valid' ? session.user.role : null;
  // The server takes a worker's payment only in its own name, so a worker is offered only itself.
  const onlyUserId = role !== 'Admin' && session.status === 'valid' ? session.user.id : null;
  // Only Admin may open the payments list 'Volver' names; a worker would be turned away there.
  const backPath = role === 'Admin' ? paths.pagos.list.to() : paths.cobros.list.to();

  const clientes = useClientes();
  const usuarios = useUsuarios();
  const insertion = useInsertCobroDoble();
  const [saved, setSaved] = useState(false);

  const {
    register,
    handleSubmit,
    control,
    setValue,
    clearErrors,
    formState: { errors, isDirty },
  } = useForm<PagoBillValues, unknown, PagoBillData>({
    resolver: zodResolver(pagoBillSchema),
    defaultValues: { ...EMPTY_PAGO_BILL, mes: currentMonth() },
  });
  const [cliente, documento, trabajador, mes] = useWatch({
    control,
    name: ['cliente', 'documento', 'usuario_registra', 'mes'],
  });
  const mesCerrado = useMotivoCierreAlRegistrar([toId(trabajador)], mes);
  const clienteId = toId(cliente);
  const documentoId = toId(documento);
  const documentos = useClientDocuments(clienteId);
  const detalle = useClientDocument(clienteId, documentoId, DEFAULT_BILL_TASK_TYPE);

  const initialError = clientes.isError || usuarios.isError;
  // Load failures show inline (the ErrorState, the Documento hint); a toast would say it twice.
  // Spec section 8: the screen confirms its initial data once, when both lists have arrived; as
  // a polite status, since it asks nothing of the user and must not read as the form's alert.
  const initialLoaded = clientes.isSuccess && usuarios.isSuccess;
  useEffect(() => {
    if (initialLoaded) notify.success(INITIAL_LOADED, { toastId: 'pago-bill-inicial', role: 'status' });
  }, [initialLoaded]);

  // The Bill band of the chosen document is the suggestion; the user may still change it.
  const detalleDocument = detalle.data;
  const suggestedUnits = detalleDocument
    ? billUnits(sum(detalleDocument.contenido_registros.map((registro) => registro.unidades)))
    : null;
  useEffect(() => {
    if (suggestedUnits === null) return;
    setValue('unidades', String(suggestedUnits));
    clearErrors('unidades');
  }, [documentoId, suggestedUnits, setValue, clearErrors]);

  useRedirectAfterSave(saved, paths.cobros.list.to(), SUCCESS_REDIRECT_MS);

  const clienteOptions = useMemo(
    () =>
      (clientes.data ?? [])
        .filter((option) => option.id !== EXCLUDED_CLIENT_ID && option.estado)
        .sort(byEs((option) => option.nombre)),
    [clientes.data],
  );
  const trabajadorOptions = useMemo(
    () =>
      (usuarios.data ?? [])
        .filter((option) => option.id !== EXCLUDED_USER_ID && option.is_active && option.rol !== null)
        .filter((option) => onlyUserId === null || option.id === onlyUserId)
        .sort(byEs(usuarioLabel)),
    [usuarios.data, onlyUserId],
  );

  const onSubmit = handleSubmit((values) =>
    insertion.mutate(toInsertarCobroDobleRequest(values), {
      onSuccess: () => {
        setSaved(true);
        notify.success(SAVED);
      },
    }),
  );

  const missingFields = Object.values(errors).some((error) => error?.message === ALL_REQUIRED);
  const busy = insertion.isPending || saved;
  const documentOptions = documentos.data ?? [];

  return (
    <FormPage
      title="Insertar Pago Bill"
      onSubmit={onSubmit}
      submitLabel="Guardar Pago"
      isPending={insertion.isPending}
      dirty={isDirty && !saved}
      submitDisabled={
        saved || clientes.isPending || usuarios.isPending || initialError || mesCerrado !== null
      }
      disabledReason={
        initialError ? NOT_LOADED : clientes.isPending || usuarios.isPending ? LOADING : undefined
      }
      cancelTo={backPath}
      cancelLabel="Volver"
      error={
        <>
          <FormError message={insertion.isError ? errorMessage(insertion.error, SAVE_ERROR) : null} />
          {missingFields && (
            <Alert variant="warning" role="alert">
              {ALL_REQUIRED}
            </Alert>
          )}
        </>
      }
    >
      {clientes.isPending || usuarios.isPending ? (
        <LoadingState label="Cargando datos..." />
      ) : initialError ? (
        <ErrorState
          message={INITIAL_LOAD_ERROR}
          onRetry={() => {
            void clientes.refetch();
            void usuarios.refetch();
          }}
        />
      ) : (
        <fieldset disabled={busy}>
          <Form.Group className="mb-3" controlId="pago-bill-cliente">
            <Form.Label>Cliente</Form.Label>
            <Form.Select
              isInvalid={!!errors.cliente}
              {...register('cliente', {
                onChange: () => {
                  setValue('documento', '');
                  setValue('unidades', '');
                },
              })}
            >
              <option value="">Selecciona un cliente</option>
              {clienteOptions.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.nombre}
                </option>
              ))}
            </Form.Select>
          </Form.Group>

          <Form.Group className="mb-3" controlId="pago-bill-documento">
            <Form.Label>Documento</Form.Label>
            <Form.Select
              isInvalid={!!errors.documento}
              disabled={!documentos.isSuccess || documentOptions.length === 0}
              {...register('documento', { onChange: () => setValue('unidades', '') })}
            >
              <option value="">
                {!cliente
                  ? 'Selecciona primero un cliente'
                  : documentos.isFetching
                    ? 'Cargando documentos...'
                    : 'Selecciona un documento'}
              </option>
              {documentOptions.map((option) => (
                <option key={option.id} value={option.id}>
                  {documentoLabel(option)}
                </option>
              ))}
            </Form.Select>
            {documentos.isSuccess && documentOptions.length === 0 && <Form.Text>{NO_DOCUMENTS}</Form.Text>}
            {documentos.isError && <Form.Text className="text-danger">{DOCUMENTS_LOAD_ERROR}</Form.Text>}
          </Form.Group>

          <Form.Group className="mb-3" controlId="pago-bill-trabajador">
            <Form.Label>Trabajador</Form.Label>
            <Form.Select isInvalid={!!errors.usuario_registra} {...register('usuario_registra')}>
              <option value="">Selecciona un trabajador</option>
              {trabajadorOptions.map((option) => (
                <option key={option.id} value={option.id}>
                  {usuarioLabel(option)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>

          <Row className="g-3 mb-4">
            <Col sm={6}>
              <FormUnitsField
                control={control}
                name="unidades"
                id="pago-bill-unidades"
                label="Unidades"
                max={COBRO_UNIDADES_MAX}
                // 'Todos los campos son requeridos' stands once above the footer, not under each field.
                error={errors.unidades?.message === ALL_REQUIRED ? '' : undefined}
              />
              {documentoId !== null && detalle.isFetching && <Form.Text>Calculando unidades...</Form.Text>}
              {documentoId !== null && detalle.isError && (
                <Form.Text>No se pudieron calcular las unidades; ingréselas manualmente.</Form.Text>
              )}
            </Col>
            <Col sm={6}>
              <Form.Group controlId="pago-bill-mes">
                <Form.Label>Mes</Form.Label>
                <Form.Select isInvalid={!!errors.mes} {...register('mes')}>
                  <MonthOptions emptyLabel="Selecciona un mes" />
                </Form.Select>
                {mesCerrado && <LockNote reason={mesCerrado} />}
              </Form.Group>
            </Col>
          </Row>
        </fieldset>
      )}
    </FormPage>
  );
}
