import type { Rol, UserWire } from '../../contract/usuario';
import { makeUsuario } from '../../test/factories';

/** The roles as GET rol/ sends them. */
export const ROLES: Rol[] = ['SuperAdmin', 'Admin', 'user_Supervisor', 'user_User', 'user_Supervisado'].map(
  (nombre, index) => ({ id: index + 1, nombre }),
);

/** A user as GET usuario/ sends it, for the component tests. */
export function wireUser(id: number, username: string, rol: Rol | null): UserWire {
  return makeUsuario({ id, username, rol });
}
