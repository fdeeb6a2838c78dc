import { useParams } from 'react-router-dom';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { FormPageStatus, RecordNotFound } from '../../components/page/form-page-status';
import { errorMessage, toApiError } from '../../lib/api-error';
import { paths } from '../../lib/paths';
import { useUsuario } from '../../lib/queries/usuarios';
import { useUpdateUsuario } from './api/update-usuario';
import { SuccessPanel } from './components/success-panel';
import { UsuarioForm } from './components/usuario-form';
import { usuarioFormValues } from './usuario-form-values';
import { USUARIO_NOT_FOUND } from '../../contract/messages';

const TITLE = 'Modificar Trabajador';
export const TRABAJADOR_LOAD_ERROR = 'Error al cargar los datos del trabajador';
export const USER_NOT_FOUND = USUARIO_NOT_FOUND;
export const UPDATE_ERROR = 'Error al actualizar el trabajador';
export const TRABAJADOR_UPDATED = 'Trabajador actualizado correctamente';

export default function ModificarTrabajadorPage() {
  const { id = '' } = useParams();
  const usuario = useUsuario(id);
  const update = useUpdateUsuario(id);

  if (usuario.isPending || (usuario.isError && usuario.isFetching))
    return (
      <FormPageStatus title={TITLE} width="wide">
        <LoadingState label="Cargando datos del trabajador..." />
      </FormPageStatus>
    );
  if (usuario.isError)
    return (
      <FormPageStatus title={TITLE} width="wide">
        {toApiError(usuario.error).status === 404 ? (
          <RecordNotFound message={USER_NOT_FOUND} backTo={paths.trabajadores.list.to()} />
        ) : (
          <ErrorState message={TRABAJADOR_LOAD_ERROR} onRetry={() => void usuario.refetch()} />
        )}
      </FormPageStatus>
    );
  return (
    <UsuarioForm
      title={TITLE}
      defaultValues={usuarioFormValues(usuario.data)}
      showActive={false}
      submitLabel="Guardar Cambios"
      pendingLabel="Guardando..."
      isPending={update.isPending}
      error={update.isError ? errorMessage(update.error, UPDATE_ERROR) : null}
      onSubmit={(values) => update.mutateAsync(values)}
      success={
        update.isSuccess ? (
          <SuccessPanel title={TRABAJADOR_UPDATED}>
            <p className="mb-0">
              Los datos de <strong>{usuario.data.username}</strong> fueron guardados.
            </p>
          </SuccessPanel>
        ) : undefined
      }
    />
  );
}
