import type { FastifyInstance } from 'fastify';
import { userListQuerySchema, type UserWire } from '../../src/contract/usuario';
import { findUserById, listUsers, toUserWire } from '../db/users';
import { forbidden, notFound } from '../http-errors';
import { secureRoute } from '../permissions';
import { idParam, parseInput } from '../validation';

/** `?rol=supervisor` is the alias the app's supervisor select sends (spec section 7). */
const ROLE_ALIASES: Readonly<Record<string, string>> = { supervisor: 'user_Supervisor' };

/** SuperAdmin and Admin manage workers; any other role may only read itself. */
const READS_ANY_USER: readonly (string | null)[] = ['SuperAdmin', 'Admin'];

export function usuarioRoutes(app: FastifyInstance): void {
  const { db } = app.deps;

  secureRoute(app, 'GET /api/usuario/', (request): UserWire[] => {
    const { rol } = parseInput(userListQuerySchema, request.query);
    return listUsers(db, rol === undefined ? undefined : (ROLE_ALIASES[rol] ?? rol)).map(toUserWire);
  });

  secureRoute(app, 'GET /api/usuario/:id/', (request): UserWire => {
    const id = idParam(request.params, 'id');
    if (!READS_ANY_USER.includes(request.user.rol_nombre) && id !== request.user.id) throw forbidden();
    const user = findUserById(db, id);
    if (!user) throw notFound('No se encontró el usuario');
    return toUserWire(user);
  });
}
