import type Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { actualizarMontoExtraRequestSchema } from '../../src/contract/finanzas';
import { roundMoney } from '../../src/domain/numeric';
import { notFound } from '../http-errors';
import { toCents } from '../money';
import { secureRoute } from '../permissions';
import { idParam, parseInput } from '../validation';

/** `{id, monto, cliente, fecha_registro}`; `cliente` is the client's id (spec section 3). */
export type MontoExtraResponse = { id: number; monto: number; cliente: number; fecha_registro: string };

type MontoExtraRow = { id: number; cliente_id: number; monto_cents: number; fecha_registro: string };

const MONTO_MESSAGES = {
  notFound: 'No se encontró el monto extra',
  deleted: 'Monto extra eliminado correctamente',
} as const;

const SELECT_MONTOS = 'SELECT id, cliente_id, monto_cents, fecha_registro FROM montos_extra';

function toResponse(row: MontoExtraRow): MontoExtraResponse {
  return {
    id: row.id,
    monto: roundMoney(row.monto_cents / 100),
    cliente: row.cliente_id,
    fecha_registro: row.fecha_registro,
  };
}

function findMontoOr404(db: Database.Database, id: number): MontoExtraRow {
  const row = db.prepare(`${SELECT_MONTOS} WHERE id = ?`).get(id) as MontoExtraRow | undefined;
  if (!row) throw notFound(MONTO_MESSAGES.notFound);
  return row;
}

export function montoExtraRoutes(app: FastifyInstance): void {
  const { db } = app.deps;

  secureRoute(app, 'GET /api/listar_monto_extra/', (): MontoExtraResponse[] =>
    (db.prepare(`${SELECT_MONTOS} ORDER BY id`).all() as MontoExtraRow[]).map(toResponse),
  );

  // A correction of what was received; the payment history (historial_pago) keeps the original record.
  secureRoute(app, 'PUT /api/actualizar_monto_extra/:id/', (request): MontoExtraResponse => {
    const { id } = findMontoOr404(db, idParam(request.params, 'id'));
    const { monto } = parseInput(actualizarMontoExtraRequestSchema, request.body);
    db.prepare('UPDATE montos_extra SET monto_cents = ? WHERE id = ?').run(toCents(monto), id);
    return toResponse(findMontoOr404(db, id));
  });

  secureRoute(app, 'DELETE /api/eliminar_monto_extra/:id', (request) => {
    const { id } = findMontoOr404(db, idParam(request.params, 'id'));
    db.prepare('DELETE FROM montos_extra WHERE id = ?').run(id);
    return { detail: MONTO_MESSAGES.deleted };
  });
}
