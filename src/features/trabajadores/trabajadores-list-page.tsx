import { useMemo } from 'react';
import { ConfirmModal } from '../../components/confirm-modal';
import { actionsColumn, estadoColumn } from '../../components/data-table/columns';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { queryTableProps } from '../../components/data-table/query-table-props';
import { InsertLink } from '../../components/page/insert-link';
import { ListPage } from '../../components/page/list-page';
import { ModifyLink, RowActions, ToggleButton } from '../../components/row-actions';
import { useToggleWithConfirm } from '../../components/use-toggle-with-confirm';
import { USUARIO_COLUMNS } from '../../components/usuario-columns';
import type { User } from '../../contract/usuario';
import { canToggleActive } from '../../domain/roles';
import { paths } from '../../lib/paths';
import { useUsuarios } from '../../lib/queries/usuarios';
import { useSession } from '../../lib/use-session';
import { useToggleUsuarioActive } from './api/toggle-usuario-active';

export const TRABAJADORES_LOAD_ERROR = 'Error al cargar la lista de trabajadores';
export const TOGGLE_ERROR = 'Error al cambiar el estado del usuario';
export const TRABAJADORES_EMPTY = 'No hay trabajadores registrados';

const isActive = (user: User) => user.is_active;
const toggleVariables = (user: User, active: boolean) => ({ id: user.id, is_active: active });
const toggledText = (active: boolean) =>
  active ? 'Usuario activado correctamente' : 'Usuario desactivado correctamente';

export default function TrabajadoresListPage() {
  const session = useSession();
  const myRole = session.status === 'valid' ? session.user.role : null;
  const usuarios = useUsuarios();
  const mutation = useToggleUsuarioActive();
  // One change at a time: a second mutate() while one runs would drop the first one's toast.
  const busy = mutation.isPending;
  const { toggle, ...deactivation } = useToggleWithConfirm({
    mutation,
    isActive,
    variables: toggleVariables,
    errorText: TOGGLE_ERROR,
    successText: toggledText,
  });

  const columns = useMemo<Column<User>[]>(
    () => [
      ...USUARIO_COLUMNS,
      estadoColumn(isActive),
      actionsColumn((user) => (
        <RowActions label={`Acciones del usuario ${user.username}`}>
          <ModifyLink to={paths.trabajadores.modificar.to(user.id)} name={user.username} />
          {canToggleActive(myRole, user.rol?.nombre) && (
            <ToggleButton
              active={user.is_active}
              name={user.username}
              disabled={busy}
              onClick={() => toggle(user)}
            />
          )}
        </RowActions>
      )),
    ],
    [myRole, busy, toggle],
  );

  return (
    <ListPage
      title="Lista de Trabajadores"
      primaryAction={<InsertLink to={paths.trabajadores.insertar.to()}>Insertar Trabajador</InsertLink>}
      after={
        <ConfirmModal title="Desactivar Usuario" {...deactivation.modalProps}>
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
        listId="trabajadores"
        defaultSort={{ id: 'id', dir: 'asc' }}
        countNoun="trabajadores"
      />
    </ListPage>
  );
}
