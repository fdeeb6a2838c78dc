import { Link } from 'react-router-dom';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { queryTableProps } from '../../components/data-table/query-table-props';
import { ListPage } from '../../components/page/list-page';
import { RowActions } from '../../components/row-actions';
import { TruncatedText } from '../../components/truncated-text';
import type { User } from '../../contract/usuario';
import { paths } from '../../lib/paths';
import { rolLabel, useUsuarios, usuarioNombre } from '../../lib/queries/usuarios';

export const USUARIOS_LOAD_ERROR = 'Error al cargar la lista de usuarios';
export const USUARIOS_EMPTY = 'No hay usuarios registrados';

/** Usernames and role names have no spaces to wrap at; they stay whole and the name truncates. */
const whole = (text: string) => <span className="text-nowrap">{text}</span>;

const COLUMNS: readonly Column<User>[] = [
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
    id: 'acciones',
    header: 'Acciones',
    value: () => null,
    sortable: false,
    exportable: false,
    align: 'end',
    cell: (user) => (
      <RowActions label={`Acciones del usuario ${user.username}`}>
        <Link
          to={paths.roles.modificar.to(user.id)}
          className="btn btn-sm btn-outline-primary"
          aria-label={`Modificar ${user.username}`}
        >
          Modificar
        </Link>
      </RowActions>
    ),
  },
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
        defaultSort={{ id: 'id', dir: 'asc' }}
        countNoun="usuarios"
      />
    </ListPage>
  );
}
