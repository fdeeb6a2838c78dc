import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { UserWire } from '../../contract/usuario';
import { cobroFactory, makeRegistro } from '../../test/factories';
import { api, server } from '../../test/msw-server';

export const registro = makeRegistro;

export const cobro = cobroFactory(501, {
  documento: { id: 11, nombre_documento: 'notas_san_rafael.xlsx' },
  usuario_registra: { id: 4, nombre: 'Jorge Ramírez' },
  mes: 'mayo',
});

const user = (id: number, username: string, first: string, last: string, rol: string | null): UserWire => ({
  id,
  username,
  first_name: first,
  last_name: last,
  is_active: true,
  rol: rol ? { id: id, nombre: rol } : null,
});

/** Two workers named Pedro Gómez (ids 20 and 21) keep the namesake case in every test. */
export const USUARIOS: UserWire[] = [
  user(1, 'superadmin', 'Carmen', 'Rodríguez', 'SuperAdmin'),
  user(3, 'supervisor', 'Rosa', 'Martínez', 'user_Supervisor'),
  user(4, 'usuario', 'Jorge', 'Ramírez', 'user_User'),
  user(20, 'pgomez', 'Pedro', 'Gómez', 'user_Supervisado'),
  user(21, 'pgomez2', 'Pedro', 'Gómez', 'user_Supervisado'),
  user(22, 'lherrera', 'Lucía', 'Herrera', 'user_Supervisado'),
  user(23, 'mgomez', 'María', 'Gómez', 'user_Supervisado'),
];

export const ROSA = { id: 3, nombre: 'Rosa Martínez' };
export const JORGE = { id: 4, nombre: 'Jorge Ramírez' };
export const PEDRO_20 = { id: 20, nombre: 'Pedro Gómez' };
export const PEDRO_21 = { id: 21, nombre: 'Pedro Gómez' };
export const LUCIA = { id: 22, nombre: 'Lucía Herrera' };
export const MARIA = { id: 23, nombre: 'María Gómez' };

export function serveCobros(list: () => JsonBodyType) {
  const calls = { count: 0 };
  server.use(
    http.get(api('listar_cobro/'), () => {
      calls.count += 1;
      return HttpResponse.json(list());
    }),
  );
  return calls;
}

export function serveUsuarios(list: JsonBodyType = USUARIOS) {
  server.use(http.get(api('usuario/'), () => HttpResponse.json(list)));
}
