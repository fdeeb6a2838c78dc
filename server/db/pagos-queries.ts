import type { Database } from './sqlite-driver';
import type { HistorialPagoWire } from '../../src/contract/finanzas';
import { roundMoney } from '../../src/domain/numeric';
import { DOLLARS_PER_UNIT } from '../estimates';
import { toCents } from '../money';
import { wireDate } from '../dates';
import { findMontoExtra, insertMontoExtra, type MontoExtraResponse } from './monto-extra-queries';

/**
 * Reads and writes of client payments. A payment is two rows: the extra amount (montos_extra, the
 * money received, whose sum is what a client has paid) and its history entry (historial_pago, with
 * the date the SuperAdmin typed), linked by historial_pago.monto_extra_id.
 */

type PagoRow = {
  id: number;
  cliente_id: number;
  monto_cents: number;
  fecha: string;
  monto_extra_id: number | null;
};

/** An extra amount with its client's name and, when a payment holds it, that payment's date. */
export type MontoForFund = {
  id: number;
  cliente_id: number;
  cliente_nombre: string;
  monto_cents: number;
  fecha_registro: string;
  fecha_pago: string | null;
};

const fromCents = (cents: number) => roundMoney(cents / 100);

function toPagoWire(row: PagoRow): HistorialPagoWire {
  return {
    id: row.id,
    cliente_id: row.cliente_id,
    monto: fromCents(row.monto_cents),
    fecha: wireDate(row.fecha),
  };
}

const SELECT_PAGOS = 'SELECT id, cliente_id, monto_cents, fecha, monto_extra_id FROM historial_pago';

/**
 * Records a payment linked to the extra amount the preceding `PUT monto_extra/{clienteId}` wrote:
 * the newest extra amount of that client and amount that no payment holds yet. Answers null,
 * writing nothing, when there is none.
 */
export function insertLinkedPago(
  db: Database,
  pago: { clienteId: number; montoCents: number; fecha: string },
): HistorialPagoWire | null {
  return db.transaction(() => {
    const montoExtraId = db
      .prepare(
        `SELECT m.id FROM montos_extra m
         WHERE m.cliente_id = ? AND m.monto_cents = ?
           AND NOT EXISTS (SELECT 1 FROM historial_pago p WHERE p.monto_extra_id = m.id)
         ORDER BY m.id DESC LIMIT 1`,
      )
      .pluck()
      .get(pago.clienteId, pago.montoCents) as number | undefined;
    if (montoExtraId === undefined) return null;
    return insertPagoOf(db, { ...pago, montoExtraId });
  })();
}

/** The history row of one extra amount; callers hold the transaction that wrote or checked it. */
function insertPagoOf(
  db: Database,
  pago: { clienteId: number; montoCents: number; fecha: string; montoExtraId: number },
): HistorialPagoWire {
  const id = Number(
    db
      .prepare(
        'INSERT INTO historial_pago (cliente_id, monto_cents, fecha, monto_extra_id) VALUES (?, ?, ?, ?)',
      )
      .run(pago.clienteId, pago.montoCents, pago.fecha, pago.montoExtraId).lastInsertRowid,
  );
  return toPagoWire(db.prepare(`${SELECT_PAGOS} WHERE id = ?`).get(id) as PagoRow);
}

/**
 * A whole payment in one transaction (`pago_atomico`): the extra amount and its history row,
 * linked by id rather than found by amount, so both are written or neither is.
 */
export function insertPagoCompleto(
  db: Database,
  pago: { clienteId: number; montoCents: number; fecha: string; fechaRegistro: string },
): { monto_extra: MontoExtraResponse; pago: HistorialPagoWire } {
  return db.transaction(() => {
    const montoExtraId = insertMontoExtra(db, { ...pago });
    const montoExtra = findMontoExtra(db, montoExtraId);
    if (!montoExtra) throw new Error(`Monto extra ${montoExtraId} no encontrado tras escribirlo`);
    return { monto_extra: montoExtra, pago: insertPagoOf(db, { ...pago, montoExtraId }) };
  })();
}

/** A payment as listar_historial_pago/ shows it, by its id or by the extra amount it holds. */
export function findPago(
  db: Database,
  by: { id: number } | { montoExtraId: number },
): HistorialPagoWire | undefined {
  const row = (
    'id' in by
      ? db.prepare(`${SELECT_PAGOS} WHERE id = ?`).get(by.id)
      : db.prepare(`${SELECT_PAGOS} WHERE monto_extra_id = ?`).get(by.montoExtraId)
  ) as PagoRow | undefined;
  return row && toPagoWire(row);
}

/** The extra amount a payment holds, or null. */
export function pagoMontoExtraId(db: Database, id: number): number | null {
  return (
    (db.prepare('SELECT monto_extra_id FROM historial_pago WHERE id = ?').pluck().get(id) as number | null) ??
    null
  );
}

/** Newest payment first. */
export function listPagos(db: Database): HistorialPagoWire[] {
  return (db.prepare(`${SELECT_PAGOS} ORDER BY fecha DESC, id DESC`).all() as PagoRow[]).map(toPagoWire);
}

/** Deletes a payment and its extra amount together; false when there is no such payment. */
export function deletePago(db: Database, id: number): boolean {
  return db.transaction(() => {
    const pago = db.prepare(`${SELECT_PAGOS} WHERE id = ?`).get(id) as PagoRow | undefined;
    if (!pago) return false;
    db.prepare('DELETE FROM historial_pago WHERE id = ?').run(id);
    if (pago.monto_extra_id !== null)
      db.prepare('DELETE FROM montos_extra WHERE id = ?').run(pago.monto_extra_id);
    return true;
  })();
}

export function montosForFund(db: Database): MontoForFund[] {
  return db
    .prepare(
      `SELECT m.id, m.cliente_id, c.nombre AS cliente_nombre, m.monto_cents, m.fecha_registro, p.fecha AS fecha_pago
       FROM montos_extra m JOIN clientes c ON c.id = m.cliente_id
       LEFT JOIN historial_pago p ON p.monto_extra_id = m.id`,
    )
    .all() as MontoForFund[];
}

/**
 * Each client's estimated total in cents: per document, its cobro estimado (every kind) plus its
 * adjustments at 1 dollar a unit, rounded to the cent once, as domain estimateTotal does for the
 * Comparativa; then summed per client. Aggregated in SQL because the large seed has tens of
 * thousands of tareas and reading them one by one into JavaScript cost most of the answer.
 */
export function estimatedCentsByCliente(db: Database): Map<number, number> {
  const rows = db
    .prepare(
      `SELECT d.cliente_id, e.bill_cents + e.notas_cents + e.subir_notas_cents + e.open_cents + e.spr_cents AS cents,
         COALESCE(t.adjustment, 0) AS adjustment
       FROM cobros_estimados e JOIN documentos d ON d.id = e.documento_id
       LEFT JOIN (SELECT cobro_estimado_id, SUM(suma) - SUM(restar) AS adjustment FROM tareas GROUP BY cobro_estimado_id) t
         ON t.cobro_estimado_id = e.id`,
    )
    .all() as { cliente_id: number; cents: number; adjustment: number }[];
  const totals = new Map<number, number>();
  for (const row of rows) {
    const cents = row.cents + toCents(row.adjustment * DOLLARS_PER_UNIT);
    totals.set(row.cliente_id, (totals.get(row.cliente_id) ?? 0) + cents);
  }
  return totals;
}
