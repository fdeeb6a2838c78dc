import type { FastifyInstance } from 'fastify';
import { FINANZAS_MESSAGES, crearTareaRequestSchema } from '../../src/contract/finanzas';
import {
  estimadoExists,
  estimateTotalCentsOf,
  insertTarea,
  listEstimadosJson,
  tareaListAnswer,
} from '../db/tareas-queries';
import { audit } from '../db/auditoria-queries';
import { sendAnswer } from '../compression';
import { HttpError } from '../http-errors';
import { fromCents } from '../../src/domain/cents';
import { DOLLARS_PER_UNIT } from '../estimates';
import { toCents } from '../money';
import { idempotentRoute } from '../idempotency';
import { secureRoute } from '../permissions';
import { parseInput } from '../validation';

/** The estimates of the documents and their adjustments (Comparativa, SuperAdmin dashboard, assign payment). */
export function tareaRoutes(app: FastifyInstance): void {
  const { db, now, answers } = app.deps;

  // Bodies SQLite already wrote as JSON.
  secureRoute(app, 'GET /api/listar_cobros_estimados/', (request, reply) =>
    sendAnswer(
      request,
      reply,
      answers('listar_cobros_estimados', () => listEstimadosJson(db), ['cobros_estimados', 'documentos']),
    ),
  );

  secureRoute(app, 'GET /api/listar_tarea/', (request, reply) =>
    sendAnswer(request, reply, tareaListAnswer(db)),
  );

  idempotentRoute(app, 'POST /api/crear_tarea/', {
    create: (request, reply) => {
      const input = parseInput(crearTareaRequestSchema, request.body);
      // A field of the body that names nothing is a validation error (DRF's PrimaryKeyRelatedField), not a 404.
      if (!estimadoExists(db, input.cobro)) {
        throw new HttpError(400, { cobro: [FINANZAS_MESSAGES.cobroNotFound] });
      }
      // Inside the create's transaction, so two subtractions at once cannot both pass the check.
      if (input.restar > 0) {
        const totalCents = estimateTotalCentsOf(db, input.cobro) ?? 0;
        if (totalCents - toCents(input.restar * DOLLARS_PER_UNIT) < 0) {
          const maxUnits = fromCents(Math.max(0, totalCents)) / DOLLARS_PER_UNIT;
          throw new HttpError(400, { restar: [FINANZAS_MESSAGES.restarExcede(maxUnits)] });
        }
      }
      const fecha = now().toISOString();
      const tarea = db.transaction(() => {
        const created = insertTarea(db, {
          cobroEstimadoId: input.cobro,
          tarea: input.tarea,
          suma: input.sumar,
          restar: input.restar,
          fecha,
        });
        audit(db, { usuarioId: request.user.id, fecha }, [
          { accion: 'crear', entidad: 'tarea', entidadId: Number(created.id), despues: created },
        ]);
        return created;
      })();
      return reply.code(201).send(tarea);
    },
  });
}
