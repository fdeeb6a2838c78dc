import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SavedPanel } from '../../components/page/saved-panel';
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
          <SavedPanel
            message="Cliente creado exitosamente"
            listTo={paths.clientes.list.to()}
            another={{ label: 'Crear otro Cliente', onClick: createAnother }}
          />
        ) : undefined
      }
    />
  );
}
