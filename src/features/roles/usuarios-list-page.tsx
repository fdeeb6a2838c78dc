import { actionsColumn } from '../../components/data-table/columns';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { queryTableProps } from '../../components/data-table/query-table-props';
import { ListPage } from '../../components/page/list-page';
import { ModifyLink, RowActions } from '../../components/row-actions';
import { USUARIO_COLUMNS } from '../../components/usuario-columns';
import type { User } from '../../contract/usuario';
import { paths } from '../../lib/paths';
import { useUsuarios } from '../../lib/queries/usuarios';

export const USUARIOS_LOAD_ERROR = 'Error al cargar la lista de usuarios';
export const USUARIOS_EMPTY = 'No hay usuarios registrados';

const COLUMNS: readonly Column<User>[] = [
  ...USUARIO_COLUMNS,
  actionsColumn((user) => (
    <RowActions label={`Acciones del usuario ${user.username}`}>
      <ModifyLink to={paths.roles.modificar.to(user.id)} name={user.username} />
    </RowActions>
  )),
];

export default function UsuariosListPage() {
  const usuarios = useUsuarios();
  return (
    <ListPage title="Lista de Usuarios">
      <DataTable
        columns={COLUMNS}
        rows={usuarios.data ?? []}
        getRowId={(user) => user.id}
        caption="Lista de Usuarios"
        {...queryTableProps(usuarios, USUARIOS_LOAD_ERROR)}
        emptyMessage={USUARIOS_EMPTY}
        searchPlaceholder="Buscar usuario..."
        exportFileName="usuarios"
        listId="usuarios"
        defaultSort={{ id: 'id', dir: 'asc' }}
        countNoun="usuarios"
      />
    </ListPage>
  );
}
