import { useCallback, useMemo } from 'react';
import { Badge, Button } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { ConfirmModal } from '../../components/confirm-modal';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { queryTableProps } from '../../components/data-table/query-table-props';
import { AddIcon } from '../../components/icons';
import { ListPage } from '../../components/page/list-page';
import { RowActions } from '../../components/row-actions';
import { TruncatedText } from '../../components/truncated-text';
import { useConfirmAction } from '../../components/use-confirm-action';
import type { User } from '../../contract/usuario';
import { canToggleActive } from '../../domain/roles';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { rolLabel, useUsuarios, usuarioNombre } from '../../lib/queries/usuarios';
import { useSession } from '../../lib/use-session';
import { useToggleUsuarioActive } from './api/toggle-usuario-active';

export const TRABAJADORES_LOAD_ERROR = 'Error al cargar la lista de trabajadores';
export const TOGGLE_ERROR = 'Error al cambiar el estado del usuario';
export const TRABAJADORES_EMPTY = 'No hay trabajadores registrados';

/** Usernames and role names have no spaces to wrap at; they stay whole and the name truncates. */
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

  const setActive = useCallback(
    (user: User, isActive: boolean, close?: () => void) =>
      mutate(
        { id: user.id, is_active: isActive },
        {
          onSuccess: () =>
            notify.success(isActive ? 'Usuario activado correctamente' : 'Usuario desactivado correctamente'),
          onError: (error) => notify.error(errorMessage(error, TOGGLE_ERROR)),
          onSettled: close,
        },
      ),
    [mutate],
  );
  // Deactivating locks the user out, so it asks first; activating does not.
  const deactivation = useConfirmAction<User>({
    mutation: toggle,
    perform: (user, close) => setActive(user, false, close),
  });
  const askDeactivate = deactivation.open;

  const columns = useMemo<Column<User>[]>(
    () => [
      { id: 'id', header: 'ID', value: (user) => user.id, align: 'end', width: '5rem' },
      {
        id: 'username',
        header: 'Username',
        value: (user) => user.username,
        cell: (user) => whole(user.username),
      },
      {
        id: 'nombre',
        header: 'Nombre',
        value: usuarioNombre,
        cell: (user) => <TruncatedText text={usuarioNombre(user)} />,
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
        align: 'end',
        cell: (user) => (
          <RowActions label={`Acciones del usuario ${user.username}`}>
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
                // One width for both labels keeps the buttons in a straight column.
                style={{ minWidth: '5.75rem' }}
                onClick={() => (user.is_active ? askDeactivate(user) : setActive(user, true))}
              >
                {user.is_active ? 'Desactivar' : 'Activar'}
              </Button>
            )}
          </RowActions>
        ),
      },
    ],
    [myRole, busy, setActive, askDeactivate],
  );

  return (
    <ListPage
      title="Lista de Trabajadores"
      primaryAction={
        <Link to={paths.trabajadores.insertar.to()} className="btn btn-primary">
          <AddIcon className="me-2" />
          Insertar Trabajador
        </Link>
      }
      after={
        <ConfirmModal
          title="Desactivar Usuario"
          confirmLabel="Desactivar"
          pendingLabel="Desactivando..."
          {...deactivation.modalProps}
        >
          ¿Estás seguro de desactivar al usuario <strong>{deactivation.target?.username}</strong>? No podrá
          iniciar sesión hasta que se active de nuevo.
        </ConfirmModal>
      }
    >
      <DataTable
        columns={columns}
        rows={usuarios.data ?? []}
        getRowId={(user) => user.id}
        caption="Lista de Trabajadores"
        {...queryTableProps(usuarios, TRABAJADORES_LOAD_ERROR)}
        emptyMessage={TRABAJADORES_EMPTY}
        searchPlaceholder="Buscar trabajador..."
        exportFileName="trabajadores"
        defaultSort={{ id: 'id', dir: 'asc' }}
        countNoun="trabajadores"
      />
    </ListPage>
  );
}
