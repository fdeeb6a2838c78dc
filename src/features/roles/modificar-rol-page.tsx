import { useState, type FormEvent } from 'react';
import { Form } from 'react-bootstrap';
import { useNavigate, useParams } from 'react-router-dom';
import { ErrorState } from '../../components/error-state';
import { FormError } from '../../components/form-error';
import { USUARIO_NOT_FOUND } from '../../contract/messages';
import { LOAD_DATA_ERROR } from '../../lib/messages';
import { LoadingState } from '../../components/loading-state';
import { FormPage } from '../../components/page/form-page';
import { FormPageStatus, RecordNotFound } from '../../components/page/form-page-status';
import { RequiredMark } from '../../components/required-mark';
import { roleLabel } from '../../domain/role-labels';
import { errorMessage, toApiError } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { rolLabel, useUsuario, usuarioNombre } from '../../lib/queries/usuarios';
import { useRoles } from './api/get-roles';
import { useUpdateRol } from './api/update-rol';

const TITLE = 'Modificar Rol';
export const ROL_UPDATED = 'Rol actualizado correctamente';
export const ROL_UPDATE_ERROR = 'Error al actualizar el rol';
export const LOAD_ERROR = LOAD_DATA_ERROR;
export const USER_NOT_FOUND = USUARIO_NOT_FOUND;
const ROL_MISSING = 'Elige el nuevo rol';

export default function ModificarRolPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const usuario = useUsuario(id);
  const roles = useRoles();
  const update = useUpdateRol(id);
  const [rol, setRol] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Spec section 5: a role must be chosen, and it goes over the wire as a number.
    if (!rol) return;
    update.mutate(
      { rol: Number(rol) },
      {
        onSuccess: () => {
          notify.success(ROL_UPDATED);
          navigate(paths.roles.list.to());
        },
      },
    );
  };

  const failed = [usuario, roles].filter((query) => query.isError);
  if (usuario.isPending || roles.isPending || failed.some((query) => query.isFetching))
    return (
      <FormPageStatus title={TITLE}>
        <LoadingState />
      </FormPageStatus>
    );
  if (usuario.isError || roles.isError)
    return (
      <FormPageStatus title={TITLE}>
        {usuario.isError && toApiError(usuario.error).status === 404 ? (
          <RecordNotFound message={USER_NOT_FOUND} backTo={paths.roles.list.to()} />
        ) : (
          <ErrorState message={LOAD_ERROR} onRetry={() => failed.forEach((query) => void query.refetch())} />
        )}
      </FormPageStatus>
    );

  const nombre = usuarioNombre(usuario.data);
  return (
    <FormPage
      title={TITLE}
      onSubmit={onSubmit}
      cancelTo={paths.roles.list.to()}
      submitLabel="Actualizar Rol"
      pendingLabel="Actualizando..."
      isPending={update.isPending}
      dirty={rol !== '' && !update.isSuccess}
      submitDisabled={!rol}
      disabledReason={ROL_MISSING}
    >
      <dl className="row mb-4">
        <dt className="col-sm-4 fw-normal text-secondary">Usuario</dt>
        <dd className="col-sm-8 fw-semibold">{usuario.data.username}</dd>
        {nombre && (
          <>
            <dt className="col-sm-4 fw-normal text-secondary">Nombre</dt>
            <dd className="col-sm-8 fw-semibold">{nombre}</dd>
          </>
        )}
        <dt className="col-sm-4 fw-normal text-secondary">Rol actual</dt>
        <dd className="col-sm-8 fw-semibold mb-0">{rolLabel(usuario.data)}</dd>
      </dl>
      <FormError message={update.isError ? errorMessage(update.error, ROL_UPDATE_ERROR) : null} />
      <Form.Group controlId="nuevo-rol">
        <Form.Label>
          Nuevo Rol
          <RequiredMark />
        </Form.Label>
        <Form.Select
          required
          value={rol}
          disabled={update.isPending}
          onChange={(event) => setRol(event.target.value)}
        >
          {/* The spec's placeholder, verbatim. */}
          <option value="">Seleccione un rol</option>
          {roles.data.map((option) => (
            <option key={option.id} value={option.id}>
              {roleLabel(option.nombre)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
    </FormPage>
  );
}
