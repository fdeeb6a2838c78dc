import { useCallback, useMemo, useState } from 'react';
import { Badge, Button, Card } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { ConfirmModal } from '../../components/confirm-modal';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { PageHeader } from '../../components/page-header';
import type { User } from '../../contract/usuario';
import { canToggleActive } from '../../domain/roles';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { useSession } from '../../lib/use-session';
import { rolLabel, useUsuarios } from '../../lib/queries/usuarios';
import { useToggleUsuarioActive } from './api/toggle-usuario-active';
import { paths } from '../../lib/paths';
import { queryTableProps } from '../../components/data-table/query-table-props';

export const TRABAJADORES_LOAD_ERROR = 'Error al cargar la lista de trabajadores';
export const TOGGLE_ERROR = 'Error al cambiar el estado del usuario';
export const TRABAJADORES_EMPTY = 'No hay trabajadores registrados';

/**
 * Usernames and role names have no spaces to wrap at: on a phone the table scrolls sideways
 * instead of splitting them mid-word.
 */
const whole = (text: string) => <span className="text-nowrap">{text}</span>;

const estadoLabel = (user: User) => (user.is_active ? 'Activo' : 'Inactivo');

export default function TrabajadoresListPage() {
  const session = useSession();
  const myRole = session.status === 'valid' ? session.user.role : null;
  const usuarios = useUsuarios();
  const toggle = useToggleUsuarioActive();
  const { mutate } = toggle;
  // One change at a time: a second mutate() while one runs would drop the first one's toast.
  const busy = toggle.isPending;
  // The target outlives the modal's closing animation, so its text does not blank out.
  const [target, setTarget] = useState<User | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);

  const setActive = useCallback(
    (user: User, isActive: boolean) =>
      mutate(
        { id: user.id, is_active: isActive },
        {
          onSuccess: () =>
            notify.success(isActive ? 'Usuario activado correctamente' : 'Usuario desactivado correctamente'),
          onError: (error) => notify.error(errorMessage(error, TOGGLE_ERROR)),
          onSettled: () => setConfirmOpen(false),
        },
      ),
    [mutate],
  );

  const columns = useMemo<Column<User>[]>(
    () => [
      { id: 'id', header: 'ID', value: (user) => user.id, align: 'end', width: '5rem' },
      {
        id: 'username',
        header: 'Username',
        value: (user) => user.username,
        cell: (user) => whole(user.username),
      },
      { id: 'rol', header: 'Rol', value: rolLabel, cell: (user) => whole(rolLabel(user)) },
      {
        id: 'estado',
        header: 'Estado',
        value: estadoLabel,
        cell: (user) => <Badge bg={user.is_active ? 'success' : 'secondary'}>{estadoLabel(user)}</Badge>,
      },
      {
        id: 'acciones',
        header: 'Acciones',
        value: () => null,
        sortable: false,
        exportable: false,
        cell: (user) => (
          <div className="d-flex gap-2">
            <Link
              to={paths.trabajadores.modificar.to(user.id)}
              className="btn btn-sm btn-outline-primary"
              aria-label={`Modificar ${user.username}`}
            >
              Modificar
            </Link>
            {canToggleActive(myRole, user.rol?.nombre) && (
              <Button
                size="sm"
                variant={user.is_active ? 'outline-danger' : 'outline-success'}
                disabled={busy}
                aria-label={`${user.is_active ? 'Desactivar' : 'Activar'} ${user.username}`}
                onClick={() => {
                  if (user.is_active) {
                    setTarget(user);
                    setConfirmOpen(true);
                  } else {
                    setActive(user, true);
                  }
                }}
              >
                {user.is_active ? 'Desactivar' : 'Activar'}
              </Button>
            )}
          </div>
        ),
      },
    ],
    [myRole, busy, setActive],
  );

  return (
    <>
      <PageHeader
        title="Lista de Trabajadores"
        actions={
          <Link to={paths.trabajadores.insertar.to()} className="btn btn-primary">
            Insertar Trabajador
          </Link>
        }
      />
      <Card className="shadow-sm">
        <Card.Body>
          <DataTable
            columns={columns}
            rows={usuarios.data ?? []}
            getRowId={(user) => user.id}
            caption="Lista de Trabajadores"
            {...queryTableProps(usuarios, TRABAJADORES_LOAD_ERROR)}
            emptyMessage={TRABAJADORES_EMPTY}
            searchPlaceholder="Buscar por usuario, rol o estado..."
            exportFileName="trabajadores"
            defaultSort={{ id: 'id', dir: 'asc' }}
            countNoun="trabajadores"
          />
        </Card.Body>
      </Card>
      <ConfirmModal
        show={confirmOpen}
        title="Desactivar Usuario"
        confirmLabel="Desactivar"
        pendingLabel="Desactivando..."
        isPending={toggle.isPending}
        onConfirm={() => target && setActive(target, false)}
        onCancel={() => setConfirmOpen(false)}
      >
        ¿Estás seguro de desactivar al usuario <strong>{target?.username}</strong>? No podrá iniciar sesión
        hasta que se active de nuevo.
      </ConfirmModal>
    </>
  );
}
