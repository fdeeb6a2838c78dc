import { Alert, Card } from 'react-bootstrap';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import type { Cliente } from '../../contract/cliente';
import { errorMessage } from '../../lib/api-error';
import { useCliente } from './api/get-cliente';
import { useUpdateCliente } from './api/update-cliente';
import { ClienteForm, type ClienteFormValues } from './components/cliente-form';
import { paths } from '../../lib/paths';
import { LOAD_DATA_ERROR } from '../../lib/messages';

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

  let content;
  if (cliente.isPending) content = <LoadingState />;
  else if (cliente.isError)
    content = <ErrorState message={LOAD_ERROR} onRetry={() => void cliente.refetch()} />;
  else if (update.isSuccess)
    content = (
      <Alert variant="success" className="mb-0">
        <p className="fw-semibold mb-3" role="status">
          Cliente actualizado exitosamente
        </p>
        <Link to={paths.clientes.list.to()} className="btn btn-primary">
          Volver a la lista
        </Link>
      </Alert>
    );
  else
    content = (
      <ClienteForm
        defaultValues={formValues(cliente.data)}
        isPending={update.isPending}
        error={update.isError ? errorMessage(update.error, UPDATE_ERROR) : null}
        submitLabel="Guardar Cambios"
        pendingLabel="Guardando..."
        onSubmit={(body) => update.mutate({ id, body })}
        onCancel={() => navigate(paths.clientes.list.to())}
      />
    );

  return (
    <Card className="mx-auto shadow-sm" style={{ maxWidth: 640 }}>
      <Card.Body className="p-4">
        <h1 className="h4 mb-4">Modificar Cliente</h1>
        {content}
      </Card.Body>
    </Card>
  );
}
