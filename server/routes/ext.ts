import type { FastifyInstance } from 'fastify';
import type { CapacidadesResponse } from '../../src/contract/capacidades';
import { OFFERED_CAPACIDADES } from '../ext/capacidades';
import { secureRoute } from '../permissions';

/** The extensions' discovery: the real backend answers this path 404, which the app reads as none. */
export function extRoutes(app: FastifyInstance): void {
  secureRoute(app, 'GET /api/ext/capacidades/', (): CapacidadesResponse => ({
    version: 1,
    capacidades: [...OFFERED_CAPACIDADES],
  }));
}
