import type { Database } from './sqlite-driver';
import type { MontoExtraWire } from '../../src/contract/finanzas';
import { roundMoney } from '../../src/domain/numeric';
import { wireDate } from '../dates';
import { statement } from './statement';

/** `{id, monto, cliente, fecha_registro}`; `cliente` is the client's id (spec section 3). */
export type MontoExtraResponse = MontoExtraWire & {
  id: number;
  monto: number;
  cliente: number;
  fecha_registro: string;
};

type MontoExtraRow = { id: number; cliente_id: number; monto_cents: number; fecha_registro: string };

const SELECT_MONTOS = 'SELECT id, cliente_id, monto_cents, fecha_registro FROM montos_extra';

function toResponse(row: MontoExtraRow): MontoExtraResponse {
  return {
    id: row.id,
    monto: roundMoney(row.monto_cents / 100),
    cliente: row.cliente_id,
    fecha_registro: wireDate(row.fecha_registro),
  };
}

export function listMontosExtra(db: Database): MontoExtraResponse[] {
  return (db.prepare(`${SELECT_MONTOS} ORDER BY id`).all() as MontoExtraRow[]).map(toResponse);
}

export function findMontoExtra(db: Database, id: number): MontoExtraResponse | undefined {
  const row = db.prepare(`${SELECT_MONTOS} WHERE id = ?`).get(id) as MontoExtraRow | undefined;
  return row && toResponse(row);
}

/**
 * Changes an extra amount and, in the same transaction, the payment that holds it, if any: the
 * client's paid total (the sum of its extra amounts) and Historial must keep telling the same
 * money. Answers how many payments moved with it.
 */
export function updateMontoExtraCents(db: Database, id: number, montoCents: number): number {
  return db.transaction(() => {
    db.prepare('UPDATE montos_extra SET monto_cents = ? WHERE id = ?').run(montoCents, id);
    return db
      .prepare('UPDATE historial_pago SET monto_cents = ? WHERE monto_extra_id = ?')
      .run(montoCents, id).changes;
  })();
}

/**
 * Deletes an extra amount and the payment that holds it, if any, together: a payment whose money
 * is gone would stay in Historial counting nothing (the reverse, eliminar_historial_pago/, takes
 * the extra amount with the payment). Answers how many payments went with it.
 */
export function deleteMontoExtra(db: Database, id: number): number {
  return db.transaction(() => {
    const pagos = db.prepare('DELETE FROM historial_pago WHERE monto_extra_id = ?').run(id).changes;
    db.prepare('DELETE FROM montos_extra WHERE id = ?').run(id);
    return pagos;
  })();
}

/** `fechaRegistro` is when the money was received, as an ISO datetime or a date. */
export function insertMontoExtra(
  db: Database,
  montoExtra: { clienteId: number; montoCents: number; fechaRegistro: string },
): number {
  return Number(
    statement(db, 'INSERT INTO montos_extra (cliente_id, monto_cents, fecha_registro) VALUES (?, ?, ?)').run(
      montoExtra.clienteId,
      montoExtra.montoCents,
      montoExtra.fechaRegistro,
    ).lastInsertRowid,
  );
}
