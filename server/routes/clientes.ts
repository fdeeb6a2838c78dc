import type Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import type { Agencia } from '../../src/contract/agencia';
import { clienteRequestSchema, type ClienteRequest } from '../../src/contract/cliente';
import { HttpError, notFound } from '../http-errors';
import { secureRoute } from '../permissions';
import { idParam, parseInput } from '../validation';

/** A client as the client endpoints send it: the agency list is named `agencia` there (backend-notes). */
export type ClienteResponse = {
  id: number;
  nombre: string;
  categoria: 1 | 2;
  agencia: Agencia[];
  estado: boolean;
  creado: string;
};

type ClienteRow = { id: number; nombre: string; categoria: 1 | 2; estado: 0 | 1; creado: string };
type LinkRow = { cliente_id: number; id: number; nombre: string };

const CLIENTE_MESSAGES = {
  notFound: 'No se encontró el cliente',
  deactivated: 'Cliente desactivado correctamente',
  activated: 'Cliente activado correctamente',
} as const;

/** Spanish order, so "Ángel" sorts with the A's and case does not split the list. */
const spanishCollator = new Intl.Collator('es');

function byNombre<T extends { id: number; nombre: string }>(a: T, b: T): number {
  return spanishCollator.compare(a.nombre, b.nombre) || a.id - b.id;
}

const SELECT_CLIENTES = 'SELECT id, nombre, categoria, estado, creado FROM clientes';
const SELECT_LINKS = `
  SELECT cliente_agencias.cliente_id, agencias.id, agencias.nombre
  FROM cliente_agencias JOIN agencias ON agencias.id = cliente_agencias.agencia_id`;

/** The agencies come in one query for all the clients, not one per client. */
function toResponses(rows: readonly ClienteRow[], links: readonly LinkRow[]): ClienteResponse[] {
  const agenciasByCliente = new Map<number, Agencia[]>();
  for (const link of links) {
    const list = agenciasByCliente.get(link.cliente_id) ?? [];
    list.push({ id: link.id, nombre: link.nombre });
    agenciasByCliente.set(link.cliente_id, list);
  }
  return rows
    .map((row) => ({
      id: row.id,
      nombre: row.nombre,
      categoria: row.categoria,
      agencia: (agenciasByCliente.get(row.id) ?? []).sort(byNombre),
      estado: row.estado === 1,
      creado: row.creado,
    }))
    .sort(byNombre);
}

function listClientes(db: Database.Database): ClienteResponse[] {
  return toResponses(
    db.prepare(SELECT_CLIENTES).all() as ClienteRow[],
    db.prepare(SELECT_LINKS).all() as LinkRow[],
  );
}

export function findCliente(db: Database.Database, id: number): ClienteResponse | undefined {
  const row = db.prepare(`${SELECT_CLIENTES} WHERE id = ?`).get(id) as ClienteRow | undefined;
  if (!row) return undefined;
  const links = db.prepare(`${SELECT_LINKS} WHERE cliente_agencias.cliente_id = ?`).all(id) as LinkRow[];
  return toResponses([row], links)[0];
}

function findClienteOr404(db: Database.Database, id: number): ClienteResponse {
  const cliente = findCliente(db, id);
  if (!cliente) throw notFound(CLIENTE_MESSAGES.notFound);
  return cliente;
}

/** Every unknown id is named, so the form can say which choice went stale. */
function assertAgenciasExist(db: Database.Database, ids: readonly number[]): void {
  const known = new Set(
    (
      db.prepare(`SELECT id FROM agencias WHERE id IN (${ids.map(() => '?').join(', ')})`).all(...ids) as {
        id: number;
      }[]
    ).map((row) => row.id),
  );
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length > 0) {
    throw new HttpError(400, { agencia: missing.map((id) => `La agencia ${id} no existe.`) });
  }
}

function linkAgencias(db: Database.Database, clienteId: number, agencias: ClienteRequest['agencia']): void {
  const insert = db.prepare('INSERT INTO cliente_agencias (cliente_id, agencia_id) VALUES (?, ?)');
  for (const agenciaId of agencias) insert.run(clienteId, agenciaId);
}

export function clienteRoutes(app: FastifyInstance): void {
  const { db, now } = app.deps;

  // All of them, inactive included, with `estado`: each screen decides whom to offer.
  secureRoute(app, 'GET /api/list_client/', (): ClienteResponse[] => listClientes(db));

  secureRoute(app, 'GET /api/detail_client/:id/', (request): ClienteResponse =>
    findClienteOr404(db, idParam(request.params, 'id')),
  );

  secureRoute(app, 'POST /api/create_client/', (request, reply) => {
    const input = parseInput(clienteRequestSchema, request.body);
    // Inside the transaction so an agency deleted meanwhile cannot slip through.
    const id = db.transaction(() => {
      assertAgenciasExist(db, input.agencia);
      const clienteId = Number(
        db
          .prepare('INSERT INTO clientes (nombre, categoria, estado, creado) VALUES (?, ?, 1, ?)')
          .run(input.nombre, input.categoria, now().toISOString()).lastInsertRowid,
      );
      linkAgencias(db, clienteId, input.agencia);
      return clienteId;
    })();
    return reply.code(201).send(findClienteOr404(db, id));
  });

  // DRF's order: the object (404) before the body (400).
  secureRoute(app, 'PUT /api/update_client/:id/', (request): ClienteResponse => {
    const { id } = findClienteOr404(db, idParam(request.params, 'id'));
    const input = parseInput(clienteRequestSchema, request.body);
    db.transaction(() => {
      assertAgenciasExist(db, input.agencia);
      db.prepare('UPDATE clientes SET nombre = ?, categoria = ? WHERE id = ?').run(
        input.nombre,
        input.categoria,
        id,
      );
      db.prepare('DELETE FROM cliente_agencias WHERE cliente_id = ?').run(id);
      linkAgencias(db, id, input.agencia);
    })();
    return findClienteOr404(db, id);
  });

  // A DELETE that toggles, as the backend names it: clients carry cobros and payments, so they are never removed.
  secureRoute(app, 'DELETE /api/desactivate_activate_client/:id/', (request) => {
    const { id, estado } = findClienteOr404(db, idParam(request.params, 'id'));
    const next = !estado;
    db.prepare('UPDATE clientes SET estado = ? WHERE id = ?').run(next ? 1 : 0, id);
    return { detail: next ? CLIENTE_MESSAGES.activated : CLIENTE_MESSAGES.deactivated, estado: next };
  });
}
