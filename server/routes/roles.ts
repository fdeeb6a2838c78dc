import type { FastifyInstance } from 'fastify';
import type { Rol } from '../../src/contract/usuario';
import { listRoles } from '../db/usuario-queries';
import { secureRoute } from '../permissions';

export function rolRoutes(app: FastifyInstance): void {
  const { db } = app.deps;

  secureRoute(app, 'GET /api/rol/', (): Rol[] => listRoles(db));
}
