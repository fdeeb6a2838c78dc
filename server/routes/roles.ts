import type { FastifyInstance } from 'fastify';
import type { Rol } from '../../src/contract/usuario';
import { secureRoute } from '../permissions';

export function rolRoutes(app: FastifyInstance): void {
  const { db } = app.deps;

  secureRoute(
    app,
    'GET /api/rol/',
    (): Rol[] => db.prepare('SELECT id, nombre FROM roles ORDER BY id').all() as Rol[],
  );
}
