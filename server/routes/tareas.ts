import type { FastifyInstance, FastifyReply } from 'fastify';
import { FINANZAS_MESSAGES, crearTareaRequestSchema } from '../../src/contract/finanzas';
import { estimadoExists, insertTarea, listEstimadosJson, listTareasJson } from '../db/tareas-queries';
import { HttpError } from '../http-errors';
import { secureRoute } from '../permissions';
import { parseInput } from '../validation';

/** A body SQLite already wrote as JSON. */
function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

/** The estimates of the documents and their adjustments (Comparativa, SuperAdmin dashboard, assign payment). */
export function tareaRoutes(app: FastifyInstance): void {
  const { db, now } = app.deps;

  secureRoute(app, 'GET /api/listar_cobros_estimados/', (_request, reply) =>
    sendJson(reply, listEstimadosJson(db)),
  );

  secureRoute(app, 'GET /api/listar_tarea/', (_request, reply) => sendJson(reply, listTareasJson(db)));

  secureRoute(app, 'POST /api/crear_tarea/', (request, reply) => {
    const input = parseInput(crearTareaRequestSchema, request.body);
    // A field of the body that names nothing is a validation error (DRF's PrimaryKeyRelatedField), not a 404.
    if (!estimadoExists(db, input.cobro)) {
      throw new HttpError(400, { cobro: [FINANZAS_MESSAGES.cobroNotFound] });
    }
    const tarea = insertTarea(db, {
      cobroEstimadoId: input.cobro,
      tarea: input.tarea,
      suma: input.sumar,
      restar: input.restar,
      fecha: now().toISOString(),
    });
    return reply.code(201).send(tarea);
  });
}
