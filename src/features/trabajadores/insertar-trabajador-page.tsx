import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { useCreateUsuario } from './api/create-usuario';
import { SuccessPanel } from './components/success-panel';
import { UsuarioForm } from './components/usuario-form';

export const USER_CREATED = 'Usuario creado exitosamente';
export const CREATE_ERROR = 'Error al crear el usuario';
/**
 * POST usuario/ carries no password, so the server sets this one (server/README.md; the real
 * backend's is not known). The new user has to be told it to sign in at all.
 */
export const INITIAL_PASSWORD = 'cobros2026';

export default function InsertarTrabajadorPage() {
  const create = useCreateUsuario();
  const [created, setCreated] = useState<string | null>(null);
  // A new key mounts a blank form for 'Crear otro usuario'.
  const [formKey, setFormKey] = useState(0);

  return (
    <UsuarioForm
      key={formKey}
      title="Insertar Nuevo Usuario"
      showActive
      submitLabel="Crear Usuario"
      pendingLabel="Creando..."
      isPending={create.isPending}
      error={create.isError ? errorMessage(create.error, CREATE_ERROR) : null}
      onSubmit={(values) =>
        create.mutateAsync(values, {
          onSuccess: () => {
            notify.success(USER_CREATED);
            setCreated(values.username);
          },
        })
      }
      success={
        created ? (
          <SuccessPanel
            title={USER_CREATED}
            actions={
              <Button
                variant="outline-primary"
                onClick={() => {
                  create.reset();
                  setCreated(null);
                  setFormKey((key) => key + 1);
                }}
              >
                Crear otro usuario
              </Button>
            }
          >
            <p className="mb-1">
              El usuario <strong>{created}</strong> fue creado.
            </p>
            <p className="mb-0">
              La contraseña inicial es <strong>{INITIAL_PASSWORD}</strong>. Pídele que la cambie en Cambiar
              Contraseña después de su primer ingreso.
            </p>
          </SuccessPanel>
        ) : undefined
      }
    />
  );
}
