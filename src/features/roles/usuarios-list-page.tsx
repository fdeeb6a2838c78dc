import { Card } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { PageHeader } from '../../components/page-header';
import type { User } from '../../contract/usuario';
import { rolLabel, useUsuarios } from '../../lib/queries/usuarios';
import { paths } from '../../lib/paths';
import { queryTableProps } from '../../components/data-table/query-table-props';

export const USUARIOS_LOAD_ERROR = 'Error al cargar la lista de usuarios';
export const USUARIOS_EMPTY = 'No hay usuarios registrados';

/**
 * Usernames and role names have no spaces to wrap at: on a phone the table scrolls sideways
 * instead of splitting them mid-word.
 */
const whole = (text: string) => <span className="text-nowrap">{text}</span>;

const COLUMNS: readonly Column<User>[] = [
  { id: 'id', header: 'ID', value: (user) => user.id, align: 'end', width: '5rem' },
  {
    id: 'username',
    header: 'Username',
    value: (user) => user.username,
    cell: (user) => whole(user.username),
  },
  { id: 'rol', header: 'Rol', value: rolLabel, cell: (user) => whole(rolLabel(user)) },
  {
    id: 'acciones',
    header: 'Acciones',
    value: () => null,
    sortable: false,
    exportable: false,
    width: '8rem',
    cell: (user) => (
      <Link
        to={paths.roles.modificar.to(user.id)}
        className="btn btn-sm btn-outline-primary"
        aria-label={`Modificar ${user.username}`}
      >
        Modificar
      </Link>
    ),
  },
];

export default function UsuariosListPage() {
  const usuarios = useUsuarios();
  return (
    <>
      <PageHeader title="Lista de Usuarios" />
      <Card className="shadow-sm">
        <Card.Body>
          <DataTable
            columns={COLUMNS}
            rows={usuarios.data ?? []}
            getRowId={(user) => user.id}
            caption="Lista de Usuarios"
            {...queryTableProps(usuarios, USUARIOS_LOAD_ERROR)}
            emptyMessage={USUARIOS_EMPTY}
            searchPlaceholder="Buscar por usuario o rol..."
            exportFileName="usuarios"
            defaultSort={{ id: 'id', dir: 'asc' }}
            countNoun="usuarios"
          />
        </Card.Body>
      </Card>
    </>
  );
}
