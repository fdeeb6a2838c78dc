import type { Database } from '../db/sqlite-driver';
import type { FastifyInstance } from 'fastify';
import { clienteRequestSchema } from '../../src/contract/cliente';
import {
  findCliente,
  insertCliente,
  missingAgencias,
  listClientes,
  setClienteEstado,
  updateCliente,
  type ClienteResponse,
} from '../db/cliente-queries';
import type { TrackedTable } from '../answer-cache';
import { sendAnswer } from '../compression';
import { HttpError, notFound } from '../http-errors';
import { idempotentRoute } from '../idempotency';
import { secureRoute } from '../permissions';
import { idParam, parseInput } from '../validation';

/** What list_client/ reads: the clients, their agency links and the agencies' names. */
const CLIENT_LIST_TABLES: readonly TrackedTable[] = ['clientes', 'cliente_agencias', 'agencias'];

const CLIENTE_MESSAGES = {
  notFound: 'No se encontró el cliente',
  deactivated: 'Cliente desactivado correctamente',
  activated: 'Cliente activado correctamente',
} as const;

function findClienteOr404(db: Database, id: number): ClienteResponse {
  const cliente = findCliente(db, id);
  if (!cliente) throw notFound(CLIENTE_MESSAGES.notFound);
  return cliente;
}

/** Every unknown id is named, so the form can say which choice went stale. */
function assertAgenciasExist(db: Database, ids: readonly number[]): void {
  const missing = missingAgencias(db, ids);
  if (missing.length > 0) {
    throw new HttpError(400, { agencia: missing.map((id) => `La agencia ${id} no existe.`) });
  }
}

export function clienteRoutes(app: FastifyInstance): void {
  const { db, now, answers } = app.deps;

  // All of them, inactive included, with `estado`: each screen decides whom to offer. Read by
  // most screens, and kept with its compressed forms until a client or its agencies change
  // (answer-cache.ts): built per request, 2,000 clients cost some 35 ms of the server's time.
  secureRoute(app, 'GET /api/list_client/', (request, reply) =>
    sendAnswer(
      request,
      reply,
      answers('list_client', () => listClientes(db), CLIENT_LIST_TABLES),
    ),
  );

  secureRoute(app, 'GET /api/detail_client/:id/', (request): ClienteResponse =>
    findClienteOr404(db, idParam(request.params, 'id')),
  );

  idempotentRoute(app, 'POST /api/create_client/', {
    create: (request, reply) => {
      const input = parseInput(clienteRequestSchema, request.body);
      // Inside the transaction so an agency deleted meanwhile cannot slip through.
      const id = db.transaction(() => {
        assertAgenciasExist(db, input.agencia);
        return insertCliente(db, {
          nombre: input.nombre,
          categoria: input.categoria,
          estado: true,
          creado: now().toISOString(),
          agencias: input.agencia,
        });
      })();
      return reply.code(201).send(findClienteOr404(db, id));
    },
  });

  // DRF's order: the object (404) before the body (400).
  secureRoute(app, 'PUT /api/update_client/:id/', (request): ClienteResponse => {
    const { id } = findClienteOr404(db, idParam(request.params, 'id'));
    const input = parseInput(clienteRequestSchema, request.body);
    db.transaction(() => {
      assertAgenciasExist(db, input.agencia);
      updateCliente(db, id, { nombre: input.nombre, categoria: input.categoria, agencias: input.agencia });
    })();
    return findClienteOr404(db, id);
  });

  // A DELETE that toggles, as the backend names it: clients carry cobros and payments, so they are never removed.
  secureRoute(app, 'DELETE /api/desactivate_activate_client/:id/', (request) => {
    const { id, estado } = findClienteOr404(db, idParam(request.params, 'id'));
    const next = !estado;
    setClienteEstado(db, id, next);
    return { detail: next ? CLIENTE_MESSAGES.activated : CLIENTE_MESSAGES.deactivated, estado: next };
  });
}
