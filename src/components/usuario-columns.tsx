import type { User } from '../contract/usuario';
import { rolLabel, usuarioNombre } from '../lib/queries/usuarios';
import { idColumn, textColumn } from './data-table/columns';
import type { Column } from './data-table/data-table';

/**
 * The columns 'Lista de Usuarios' and 'Lista de Trabajadores' share: ID, Username, Nombre, Rol.
 * Usernames and role names have no spaces to wrap at; they stay whole and the name truncates.
 */
export const USUARIO_COLUMNS: readonly Column<User>[] = [
  idColumn((user) => user.id),
  textColumn('username', 'Username', (user) => user.username, { fit: 'whole' }),
  textColumn('nombre', 'Nombre', usuarioNombre),
  textColumn('rol', 'Rol', rolLabel, { fit: 'whole' }),
];
