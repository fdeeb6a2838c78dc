import { useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage } from '../../lib/api-error';
import { paths } from '../../lib/paths';
import { useCreateCliente } from './api/create-cliente';
import { ClienteForm } from './components/cliente-form';

const CREATE_ERROR = 'Error al crear el cliente';

export default function InsertarClientePage() {
  const navigate = useNavigate();
  const creation = useCreateCliente();
  // A new key mounts a blank form for 'Crear otro Cliente'.
  const [formKey, setFormKey] = useState(0);

  const createAnother = () => {
    creation.reset();
    setFormKey((key) => key + 1);
  };

  return (
    <ClienteForm
      key={formKey}
      title="Insertar Nuevo Cliente"
      isPending={creation.isPending}
      error={creation.isError ? errorMessage(creation.error, CREATE_ERROR) : null}
      submitLabel="Crear Cliente"
      pendingLabel="Creando..."
      onSubmit={(values) => creation.mutate(values)}
      onCancel={() => navigate(paths.clientes.list.to())}
      success={
        creation.isSuccess ? (
          <Alert variant="success" className="mb-0">
            <p className="fw-semibold mb-3" role="status">
              Cliente creado exitosamente
            </p>
            <div className="d-flex flex-wrap gap-2">
              <Link to={paths.clientes.list.to()} className="btn btn-primary">
                Volver a la lista
              </Link>
              <Button variant="outline-primary" onClick={createAnother}>
                Crear otro Cliente
              </Button>
            </div>
          </Alert>
        ) : undefined
      }
    />
  );
}
