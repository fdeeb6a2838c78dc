import { useNavigate, useParams } from 'react-router-dom';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { FormPageStatus } from '../../components/page/form-page-status';
import { SavedPanel } from '../../components/page/saved-panel';
import type { Cliente } from '../../contract/cliente';
import { errorMessage } from '../../lib/api-error';
import { paths } from '../../lib/paths';
import { useCliente } from './api/get-cliente';
import { useUpdateCliente } from './api/update-cliente';
import { ClienteForm, type ClienteFormValues } from './components/cliente-form';

import { LOAD_DATA_ERROR } from '../../lib/messages';

const TITLE = 'Modificar Cliente';
const LOAD_ERROR = LOAD_DATA_ERROR;
const UPDATE_ERROR = 'Error al actualizar el cliente';

function formValues(cliente: Cliente): ClienteFormValues {
  return {
    nombre: cliente.nombre,
    categoria: cliente.categoria === null ? '' : String(cliente.categoria),
    agencia: cliente.agencias.map((agencia) => String(agencia.id)),
  };
}

export default function ModificarClientePage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const cliente = useCliente(id);
  const update = useUpdateCliente();

  if (cliente.isPending)
    return (
      <FormPageStatus title={TITLE}>
        <LoadingState />
      </FormPageStatus>
    );
  if (cliente.isError)
    return (
      <FormPageStatus title={TITLE}>
        <ErrorState message={LOAD_ERROR} onRetry={() => void cliente.refetch()} />
      </FormPageStatus>
    );
  return (
    <ClienteForm
      title={TITLE}
      defaultValues={formValues(cliente.data)}
      isPending={update.isPending}
      error={update.isError ? errorMessage(update.error, UPDATE_ERROR) : null}
      submitLabel="Guardar Cambios"
      pendingLabel="Guardando..."
      onSubmit={(body) => update.mutate({ id, body })}
      onCancel={() => navigate(paths.clientes.list.to())}
      success={
        update.isSuccess ? (
          <SavedPanel message="Cliente actualizado exitosamente" listTo={paths.clientes.list.to()} />
        ) : undefined
      }
    />
  );
}
