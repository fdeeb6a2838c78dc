import type { UserWire } from '../../contract/usuario';
import { makeUsuario } from '../../test/factories';

/** Builds a user as GET usuario/ sends it, for the component tests. */
export function wireUser(
  id: number,
  username: string,
  rol: string | null,
  overrides: Partial<UserWire> = {},
): UserWire {
  return makeUsuario({
    id,
    username,
    email: `${username}@example.com`,
    first_name: 'Nombre',
    last_name: 'Apellido',
    ID_user: `U-${id}`,
    dir: 'Av. Brasil 123',
    phone: '987654321',
    rol: rol === null ? null : { id: id + 100, nombre: rol },
    ...overrides,
  });
}

/** One user of each role, an inactive one and one without a role. */
export const USERS: UserWire[] = [
  wireUser(1, 'superadmin', 'SuperAdmin'),
  wireUser(2, 'admin', 'Admin'),
  wireUser(3, 'supervisor', 'user_Supervisor'),
  wireUser(4, 'usuario', 'user_User'),
  wireUser(5, 'supervisado', 'user_Supervisado'),
  wireUser(6, 'psalazar', 'user_Supervisado', { is_active: false }),
  wireUser(7, 'dquispe', null),
  wireUser(8, 'otroadmin', 'SuperAdmin'),
];

/** Holds a handler's answer until the test has looked at the pending state. */
export function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}
