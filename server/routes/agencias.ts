import type { Database } from '../db/sqlite-driver';
import type { FastifyInstance } from 'fastify';
import { byNombreThenId, sameNameEs } from '../../src/domain/collator';
import { crearAgenciaRequestSchema, type Agencia } from '../../src/contract/agencia';
import {
  agenciaClientCount,
  agenciaExists,
  agenciaNombres,
  deleteAgencia,
  insertAgencia,
  listAgencias,
} from '../db/agencia-queries';
import { HttpError, notFound } from '../http-errors';
import { idempotentRoute } from '../idempotency';
import { secureRoute } from '../permissions';
import { idParam, parseInput } from '../validation';
import { AGENCIA_DELETED } from '../../src/contract/messages';

const AGENCIA_MESSAGES = {
  notFound: 'No se encontró la agencia',
  duplicate: 'Ya existe una agencia con este nombre.',
  deleted: AGENCIA_DELETED,
} as const;

/** Case does not make a new name: SQLite's UNIQUE would let "RED SALUD" in beside "Red Salud". */
function assertNombreFree(db: Database, nombre: string): void {
  if (agenciaNombres(db).some((existing) => sameNameEs(existing, nombre))) {
    throw new HttpError(400, { nombre: [AGENCIA_MESSAGES.duplicate] });
  }
}

export function agenciaRoutes(app: FastifyInstance): void {
  const { db } = app.deps;

  secureRoute(app, 'GET /api/listar_agencia/', (): Agencia[] => listAgencias(db).sort(byNombreThenId));

  idempotentRoute(app, 'POST /api/crear_agencia/', {
    create: (request, reply) => {
      const { nombre } = parseInput(crearAgenciaRequestSchema, request.body);
      const agencia = db.transaction((): Agencia => {
        assertNombreFree(db, nombre);
        return { id: insertAgencia(db, nombre), nombre };
      })();
      return reply.code(201).send(agencia);
    },
  });

  // A client must keep at least one agency, and the cascade would silently strip it: refuse instead.
  secureRoute(app, 'DELETE /api/eliminar_agencia/:id', (request) => {
    const id = idParam(request.params, 'id');
    db.transaction(() => {
      if (!agenciaExists(db, id)) throw notFound(AGENCIA_MESSAGES.notFound);
      const count = agenciaClientCount(db, id);
      if (count > 0) {
        throw new HttpError(400, {
          detail: `No se puede eliminar la agencia: la usan ${count} cliente(s).`,
        });
      }
      deleteAgencia(db, id);
    })();
    return { detail: AGENCIA_MESSAGES.deleted };
  });
}
