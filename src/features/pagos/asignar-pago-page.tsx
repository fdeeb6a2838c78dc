import { useCallback, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Col, Form, Row } from 'react-bootstrap';
import { CobroCascadeFields, MesSelect, SupervisorSelect } from '../../components/cobro/cobro-cascade-fields';
import {
  cobroCascadeSchema,
  EMPTY_CASCADE_VALUES,
  type CobroCascadeData,
  type CobroCascadeValues,
} from '../../components/cobro/cobro-cascade-schema';
import { usuarioLabel } from '../../components/cobro/labels';
import { byEs } from '../../domain/collator';
import { documentWaitReason, useCobroCascade } from '../../components/cobro/use-cobro-cascade';
import { ErrorState } from '../../components/error-state';
import { FormError } from '../../components/form-error';
import { LoadingState } from '../../components/loading-state';
import { FormPage } from '../../components/page/form-page';
import { RequiredMark } from '../../components/required-mark';
import { useErrorToast } from '../../components/use-error-toast';
import { useSaveAndRedirect } from '../../components/use-save-and-redirect';
import { currentMonth } from '../../domain/months';
import { WORKER_ROLES } from '../../domain/roles';
import { errorMessage } from '../../lib/api-error';
import { paths } from '../../lib/paths';
import { useSupervisores } from '../../lib/queries/supervisores';
import { useUsuarios } from '../../lib/queries/usuarios';
import { useAsignarCobro } from './api/asignar-cobro';
import { toAsignarCobro } from './asignar-cobro-request';

const TITLE = 'Asignar Pago a Trabajador';
const SAVED = 'Cobro asignado correctamente al trabajador';
const SAVE_ERROR = 'Error al procesar la solicitud';
const INITIAL_LOAD_ERROR = 'Error al cargar datos iniciales';
/** Who can be assigned a cobro: the roles of the cobro screens (the server's registrant roles). */
const ASSIGNABLE_ROLES: readonly string[] = ['Admin', ...WORKER_ROLES];

/** 'Asignar Pago a Trabajador' (/gestPago/insertarPagoCobros): a cobro registered for a worker. */
export default function AsignarPagoPage() {
  const usuarios = useUsuarios();
  const asignacion = useAsignarCobro();
  const { save, saved, busy } = useSaveAndRedirect(asignacion, paths.pagos.list.to(), SAVED);

  const trabajadores = useMemo(
    () =>
      (usuarios.data ?? [])
        .filter((user) => user.is_active && ASSIGNABLE_ROLES.includes(user.rol?.nombre ?? ''))
        .sort(byEs(usuarioLabel)),
    [usuarios.data],
  );
  const isSupervisado = useCallback(
    (id: string) =>
      trabajadores.some((user) => String(user.id) === id && user.rol?.nombre === 'user_Supervisado'),
    [trabajadores],
  );
  const schema = useMemo(
    () =>
      cobroCascadeSchema({
        withTrabajador: true,
        needsSupervisor: isSupervisado,
        supervisorMessage: 'Debe seleccionar un supervisor para este trabajador',
      }),
    [isSupervisado],
  );
  const form = useForm<CobroCascadeValues, unknown, CobroCascadeData>({
    resolver: zodResolver(schema),
    defaultValues: { ...EMPTY_CASCADE_VALUES, mes: currentMonth() },
  });
  const trabajador = useWatch({ control: form.control, name: 'trabajador' }) ?? '';
  const worker = trabajadores.find((user) => String(user.id) === trabajador) ?? null;
  const needsSupervisor = isSupervisado(trabajador);
  // 'Subir notas' only for a worker allowed to upload notes (spec section 5).
  const cascade = useCobroCascade(form, { canSubirNotas: worker?.subir_notas === true });
  const { clientes } = cascade;
  const supervisores = useSupervisores(needsSupervisor);

  useErrorToast([usuarios, clientes, supervisores], INITIAL_LOAD_ERROR, 'asignar-inicial');

  const supervisorOptions = useMemo(
    () =>
      (supervisores.data ?? [])
        .filter((option) => option.is_active && option.id !== worker?.id)
        .sort(byEs(usuarioLabel)),
    [supervisores.data, worker],
  );

  const { loadedDocument } = cascade;
  const onSubmit = form.handleSubmit((values) => {
    if (loadedDocument) save(toAsignarCobro(values, loadedDocument, needsSupervisor));
  });

  const errors = form.formState.errors;
  const waitingForDocument = cascade.documentoId !== null && !cascade.documentReady;
  // Until the workers and clients arrive there is nothing to fill in: the card shows the state
  // in place of the form.
  const initialState =
    usuarios.isPending || clientes.isPending ? (
      <LoadingState label="Cargando datos..." />
    ) : usuarios.isError || clientes.isError ? (
      <ErrorState
        message={INITIAL_LOAD_ERROR}
        onRetry={() => {
          if (usuarios.isError) void usuarios.refetch();
          if (clientes.isError) void clientes.refetch();
        }}
      />
    ) : undefined;

  return (
    <FormPage
      title={TITLE}
      width="wide"
      requiredNote
      onSubmit={onSubmit}
      submitLabel="Asignar Pago"
      isPending={asignacion.isPending}
      dirty={form.formState.isDirty && !saved}
      submitDisabled={saved || waitingForDocument}
      disabledReason={waitingForDocument ? documentWaitReason(cascade.detalle.isError) : undefined}
      cancelTo={paths.pagos.list.to()}
      error={<FormError message={asignacion.isError ? errorMessage(asignacion.error, SAVE_ERROR) : null} />}
      success={initialState}
    >
      <fieldset disabled={busy}>
        <Row className="g-3 mb-3">
          <Col md={needsSupervisor ? 6 : 12}>
            <Form.Group controlId="asignar-trabajador">
              <Form.Label>
                Trabajador
                <RequiredMark />
              </Form.Label>
              <Form.Select
                aria-required
                isInvalid={!!errors.trabajador}
                {...form.register('trabajador', {
                  onChange: () => {
                    cascade.resetAfter('trabajador');
                    form.setValue('usuario_supervisor', '');
                  },
                })}
              >
                <option value="">Selecciona un trabajador</option>
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
              <SupervisorSelect form={form} options={supervisorOptions} isPending={supervisores.isPending} />
            </Col>
          )}
        </Row>
        <CobroCascadeFields
          form={form}
          cascade={cascade}
          lockedHint={trabajador ? undefined : 'Selecciona primero un trabajador'}
          required
        />
        <Row className="g-3 mb-2">
          <Col md={5}>
            <MesSelect registration={form.register('mes')} error={errors.mes?.message} />
          </Col>
        </Row>
      </fieldset>
    </FormPage>
  );
}
