import type { User } from '../contract/usuario';
import { rolLabel, usuarioNombre } from '../lib/queries/usuarios';
import { idColumn, textColumn } from './data-table/columns';
import type { Column } from './data-table/data-table';

/**
 * The columns 'Lista de Usuarios' and 'Lista de Trabajadores' share: ID, Username, Nombre, Rol.
 * Usernames and role names have no spaces to wrap at; they stay whole. Nombre takes all the room
 * the other columns leave (they keep their content's width), so at 1024 px a name shows whole
 * rather than a few letters, and truncates only when it is longer than that room.
 */
export const USUARIO_COLUMNS: readonly Column<User>[] = [
  idColumn((user) => user.id),
  textColumn('username', 'Username', (user) => user.username, { fit: 'whole' }),
  textColumn('nombre', 'Nombre', usuarioNombre, { width: '100%' }),
  textColumn('rol', 'Rol', rolLabel, { fit: 'whole' }),
];
