import { Card } from 'react-bootstrap';
import { Link, useParams } from 'react-router-dom';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { PageHeader } from '../../components/page-header';
import { errorMessage, toApiError } from '../../lib/api-error';
import { useUsuario } from '../../lib/queries/usuarios';
import { useUpdateUsuario } from './api/update-usuario';
import { SuccessPanel } from './components/success-panel';
import { UsuarioForm } from './components/usuario-form';
import { paths } from '../../lib/paths';
import { usuarioFormValues } from './usuario-form-values';
import { USUARIO_NOT_FOUND } from '../../contract/messages';

export const TRABAJADOR_LOAD_ERROR = 'Error al cargar los datos del trabajador';
export const USER_NOT_FOUND = USUARIO_NOT_FOUND;
export const UPDATE_ERROR = 'Error al actualizar el trabajador';
export const TRABAJADOR_UPDATED = 'Trabajador actualizado correctamente';

export default function ModifyTrabajadorPage() {
  const { id = '' } = useParams();
  const usuario = useUsuario(id);
  const update = useUpdateUsuario(id);

  let content;
  if (usuario.isPending || (usuario.isError && usuario.isFetching)) {
    content = <LoadingState label="Cargando datos del trabajador..." />;
  } else if (usuario.isError) {
    content =
      toApiError(usuario.error).status === 404 ? (
        <div className="text-center py-4">
          <p className="text-danger mb-3">{USER_NOT_FOUND}</p>
          <Link to={paths.trabajadores.list.to()} className="btn btn-outline-secondary">
            Volver a la lista
          </Link>
        </div>
      ) : (
        <ErrorState message={TRABAJADOR_LOAD_ERROR} onRetry={() => void usuario.refetch()} />
      );
  } else if (update.isSuccess) {
    content = (
      <SuccessPanel title={TRABAJADOR_UPDATED}>
        <p className="mb-0">
          Los datos de <strong>{usuario.data.username}</strong> fueron guardados.
        </p>
      </SuccessPanel>
    );
  } else {
    content = (
      <UsuarioForm
        defaultValues={usuarioFormValues(usuario.data)}
        showActive={false}
        submitLabel="Guardar Cambios"
        pendingLabel="Guardando..."
        isPending={update.isPending}
        error={update.isError ? errorMessage(update.error, UPDATE_ERROR) : null}
        onSubmit={(values) => update.mutateAsync(values)}
      />
    );
  }

  return (
    <div className="mx-auto" style={{ maxWidth: 880 }}>
      <PageHeader title="Modificar Trabajador" />
      <Card className="shadow-sm">
        <Card.Body className="p-4">{content}</Card.Body>
      </Card>
    </div>
  );
}
