import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Col, Row } from 'react-bootstrap';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { FormPage } from '../../components/page/form-page';
import { LockNote } from '../../components/lock-badge';
import { currentMonth } from '../../domain/months';
import { errorMessage } from '../../lib/api-error';
import { useSession } from '../../lib/use-session';
import { useMotivoCierreAlRegistrar } from '../../lib/queries/cierres';
import { useSupervisores } from '../../lib/queries/supervisores';
import { useInsertCobro } from './api/insert-cobro';
import { usuarioLabel } from '../../components/cobro/labels';
import { byEs } from '../../domain/collator';
import { COBRO_DETAIL_MESSAGES } from '../../contract/cobro';
import { CobroCascadeFields, MesSelect, SupervisorSelect } from '../../components/cobro/cobro-cascade-fields';
import {
  cobroCascadeSchema,
  EMPTY_CASCADE_VALUES,
  type CobroCascadeData,
  type CobroCascadeValues,
} from '../../components/cobro/cobro-cascade-schema';
import { documentWaitReason, useCobroCascade } from '../../components/cobro/use-cobro-cascade';
import { paths } from '../../lib/paths';
import { useSaveAndRedirect } from '../../components/use-save-and-redirect';
import { useErrorToast } from '../../components/use-error-toast';
import { FormError } from '../../components/form-error';
import { toInsertarCobroRequest } from './registrar-cobro-schema';

const TITLE = 'Registrar Nuevo Cobro';
const SAVED = COBRO_DETAIL_MESSAGES.registered;
const SAVE_ERROR = 'Error al procesar la solicitud';
const INITIAL_LOAD_ERROR = 'Error al cargar datos iniciales';

/** 'Registrar Nuevo Cobro' (/gestCobro/insertarCobro): a worker registers a cobro of their own. */
export default function InsertarCobroPage() {
  const session = useSession();
  const user = session.status === 'valid' ? session.user : null;
  const needsSupervisor = user?.role === 'user_Supervisado';

  const supervisores = useSupervisores(needsSupervisor);
  const insertion = useInsertCobro();
  const { save, saved, busy } = useSaveAndRedirect(insertion, paths.cobros.list.to(), SAVED);

  const schema = useMemo(
    () =>
      cobroCascadeSchema({
        withTrabajador: false,
        needsSupervisor: () => needsSupervisor,
        supervisorMessage: 'Debe seleccionar un supervisor',
      }),
    [needsSupervisor],
  );
  const form = useForm<CobroCascadeValues, unknown, CobroCascadeData>({
    resolver: zodResolver(schema),
    defaultValues: { ...EMPTY_CASCADE_VALUES, mes: currentMonth() },
  });
  const cascade = useCobroCascade(form, { canSubirNotas: user?.subirNotas === true });
  const { clientes } = cascade;
  const [mes, supervisor] = useWatch({ control: form.control, name: ['mes', 'usuario_supervisor'] });
  const mesCerrado = useMotivoCierreAlRegistrar(
    [user?.id, needsSupervisor && supervisor ? Number(supervisor) : null],
    mes,
  );

  useErrorToast([clientes, supervisores], INITIAL_LOAD_ERROR, 'cobro-inicial');

  const supervisorOptions = useMemo(
    () => (supervisores.data ?? []).filter((option) => option.is_active).sort(byEs(usuarioLabel)),
    [supervisores.data],
  );

  const { loadedDocument } = cascade;
  const onSubmit = form.handleSubmit((values) => {
    if (loadedDocument) save(toInsertarCobroRequest(values, loadedDocument, needsSupervisor));
  });

  const waitingForDocument = cascade.documentoId !== null && !cascade.documentReady;
  // Until the clients arrive there is nothing to fill in: the card shows the state in place of
  // the form.
  const initialState = clientes.isPending ? (
    <LoadingState label="Cargando datos..." />
  ) : clientes.isError ? (
    <ErrorState message={INITIAL_LOAD_ERROR} onRetry={() => void clientes.refetch()} />
  ) : undefined;

  return (
    <FormPage
      title={TITLE}
      width="wide"
      requiredNote
      onSubmit={onSubmit}
      submitLabel="Registrar Cobro"
      isPending={insertion.isPending}
      dirty={form.formState.isDirty && !saved}
      submitDisabled={saved || waitingForDocument || mesCerrado !== null}
      disabledReason={waitingForDocument ? documentWaitReason(cascade.detalle.isError) : undefined}
      cancelTo={paths.cobros.list.to()}
      error={<FormError message={insertion.isError ? errorMessage(insertion.error, SAVE_ERROR) : null} />}
      success={initialState}
    >
      <fieldset disabled={busy}>
        <CobroCascadeFields form={form} cascade={cascade} required />
        <Row className="g-3 mb-2">
          <Col md={5}>
            <MesSelect registration={form.register('mes')} error={form.formState.errors.mes?.message} />
            {mesCerrado && <LockNote reason={mesCerrado} />}
          </Col>
          {needsSupervisor && (
            <Col md={7}>
              <SupervisorSelect form={form} options={supervisorOptions} isPending={supervisores.isPending} />
            </Col>
          )}
        </Row>
      </fieldset>
    </FormPage>
  );
}
