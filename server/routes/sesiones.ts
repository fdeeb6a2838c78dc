import type { FastifyInstance } from 'fastify';
import { SESIONES_MESSAGES, type CerrarSesionesResponse } from '../../src/contract/sesiones';
import { endUserSessions } from '../db/usuario-queries';
import { secureRoute } from '../permissions';

/** The `sesiones` extension: a user ends its own sessions everywhere, this one included. */
export function sesionesRoutes(app: FastifyInstance): void {
  const { db } = app.deps;
  secureRoute(app, 'POST /api/ext/cerrar_sesiones/', (request): CerrarSesionesResponse => {
    endUserSessions(db, request.user.id);
    return { detail: SESIONES_MESSAGES.cerradas };
  });
}
