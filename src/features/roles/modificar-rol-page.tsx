import { useState, type FormEvent } from 'react';
import { Card, Form } from 'react-bootstrap';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { PageHeader } from '../../components/page-header';
import { SubmitButton } from '../../components/submit-button';
import { errorMessage, toApiError } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { useRoles } from './api/get-roles';
import { rolLabel, useUsuario } from '../../lib/queries/usuarios';
import { useUpdateRol } from './api/update-rol';
import { paths } from '../../lib/paths';
import { FormError } from '../../components/form-error';
import { USUARIO_NOT_FOUND } from '../../contract/messages';
import { LOAD_DATA_ERROR } from '../../lib/messages';

export const ROL_UPDATED = 'Rol actualizado correctamente';
export const ROL_UPDATE_ERROR = 'Error al actualizar el rol';
export const LOAD_ERROR = LOAD_DATA_ERROR;
export const USER_NOT_FOUND = USUARIO_NOT_FOUND;

export default function ModifyRolPage() {
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
  let content;
  if (usuario.isPending || roles.isPending || failed.some((query) => query.isFetching)) {
    content = <LoadingState />;
  } else if (usuario.isError && toApiError(usuario.error).status === 404) {
    content = (
      <div className="text-center py-4">
        <p className="text-danger mb-3">{USER_NOT_FOUND}</p>
        <Link to={paths.roles.list.to()} className="btn btn-outline-secondary">
          Volver a la lista
        </Link>
      </div>
    );
  } else if (usuario.isError || roles.isError) {
    content = (
      <ErrorState message={LOAD_ERROR} onRetry={() => failed.forEach((query) => void query.refetch())} />
    );
  } else {
    content = (
      <>
        <dl className="row mb-4">
          <dt className="col-sm-4 fw-normal text-secondary">Usuario</dt>
          <dd className="col-sm-8 fw-semibold">{usuario.data.username}</dd>
          <dt className="col-sm-4 fw-normal text-secondary">Rol actual</dt>
          <dd className="col-sm-8 fw-semibold mb-0">{rolLabel(usuario.data)}</dd>
        </dl>
        <FormError message={update.isError ? errorMessage(update.error, ROL_UPDATE_ERROR) : null} />
        <Form noValidate onSubmit={onSubmit}>
          <Form.Group className="mb-4" controlId="nuevo-rol">
            <Form.Label>Nuevo Rol</Form.Label>
            <Form.Select
              required
              value={rol}
              disabled={update.isPending}
              onChange={(event) => setRol(event.target.value)}
            >
              <option value="">Seleccione un rol</option>
              {roles.data.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.nombre}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <div className="d-flex flex-wrap justify-content-end gap-2">
            <Link to={paths.roles.list.to()} className="btn btn-outline-secondary">
              Cancelar
            </Link>
            <SubmitButton isPending={update.isPending} pendingLabel="Actualizando..." disabled={!rol}>
              Actualizar Rol
            </SubmitButton>
          </div>
        </Form>
      </>
    );
  }

  return (
    <div className="mx-auto" style={{ maxWidth: 640 }}>
      <PageHeader title="Modificar Rol" />
      <Card className="shadow-sm">
        <Card.Body className="p-4">{content}</Card.Body>
      </Card>
    </div>
  );
}
