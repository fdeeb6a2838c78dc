import type Database from 'better-sqlite3';
import type { HistorialPagoWire, MontoExtraWire } from '../../src/contract/finanzas';
import { estimateTotal, type AdjustmentInput, type EstimateInput } from '../../src/domain/finance';
import { roundMoney } from '../../src/domain/numeric';
import { toCents } from '../money';

/**
 * Reads and writes of client payments. A payment is two rows: the extra amount (montos_extra, the
 * money received, whose sum is what a client has paid) and its history entry (historial_pago, with
 * the date the SuperAdmin typed), linked by historial_pago.monto_extra_id.
 */

type MontoExtraRow = { id: number; cliente_id: number; monto_cents: number; fecha_registro: string };
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

export function clienteExists(db: Database.Database, id: number): boolean {
  return db.prepare('SELECT 1 FROM clientes WHERE id = ?').get(id) !== undefined;
}

export function insertMontoExtra(
  db: Database.Database,
  clienteId: number,
  montoCents: number,
  fechaRegistro: string,
): MontoExtraWire {
  const id = Number(
    db
      .prepare('INSERT INTO montos_extra (cliente_id, monto_cents, fecha_registro) VALUES (?, ?, ?)')
      .run(clienteId, montoCents, fechaRegistro).lastInsertRowid,
  );
  const row = db
    .prepare('SELECT id, cliente_id, monto_cents, fecha_registro FROM montos_extra WHERE id = ?')
    .get(id) as MontoExtraRow;
  return {
    id: row.id,
    monto: fromCents(row.monto_cents),
    cliente: row.cliente_id,
    fecha_registro: row.fecha_registro,
  };
}

function toPagoWire(row: PagoRow): HistorialPagoWire {
  return { id: row.id, cliente_id: row.cliente_id, monto: fromCents(row.monto_cents), fecha: row.fecha };
}

const SELECT_PAGOS = 'SELECT id, cliente_id, monto_cents, fecha, monto_extra_id FROM historial_pago';

/**
 * Records a payment linked to the extra amount the preceding `PUT monto_extra/{clienteId}` wrote:
 * the newest extra amount of that client and amount that no payment holds yet. Answers null,
 * writing nothing, when there is none.
 */
export function insertLinkedPago(
  db: Database.Database,
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
    const id = Number(
      db
        .prepare(
          'INSERT INTO historial_pago (cliente_id, monto_cents, fecha, monto_extra_id) VALUES (?, ?, ?, ?)',
        )
        .run(pago.clienteId, pago.montoCents, pago.fecha, montoExtraId).lastInsertRowid,
    );
    return toPagoWire(db.prepare(`${SELECT_PAGOS} WHERE id = ?`).get(id) as PagoRow);
  })();
}

/** Newest payment first. */
export function listPagos(db: Database.Database): HistorialPagoWire[] {
  return (db.prepare(`${SELECT_PAGOS} ORDER BY fecha DESC, id DESC`).all() as PagoRow[]).map(toPagoWire);
}

/** Deletes a payment and its extra amount together; false when there is no such payment. */
export function deletePago(db: Database.Database, id: number): boolean {
  return db.transaction(() => {
    const pago = db.prepare(`${SELECT_PAGOS} WHERE id = ?`).get(id) as PagoRow | undefined;
    if (!pago) return false;
    db.prepare('DELETE FROM historial_pago WHERE id = ?').run(id);
    if (pago.monto_extra_id !== null)
      db.prepare('DELETE FROM montos_extra WHERE id = ?').run(pago.monto_extra_id);
    return true;
  })();
}

export function montosForFund(db: Database.Database): MontoForFund[] {
  return db
    .prepare(
      `SELECT m.id, m.cliente_id, c.nombre AS cliente_nombre, m.monto_cents, m.fecha_registro, p.fecha AS fecha_pago
       FROM montos_extra m JOIN clientes c ON c.id = m.cliente_id
       LEFT JOIN historial_pago p ON p.monto_extra_id = m.id`,
    )
    .all() as MontoForFund[];
}

type ClienteEstimate = { clienteId: number; estimate: EstimateInput; tareas: AdjustmentInput[] };

/** Each cobro estimado with its client and adjustments, amounts in money units as the wire has them. */
function clienteEstimates(db: Database.Database): ClienteEstimate[] {
  const estimates = db
    .prepare(
      `SELECT e.id, d.cliente_id, e.bill_cents, e.notas_cents, e.subir_notas_cents, e.open_cents, e.spr_cents
       FROM cobros_estimados e JOIN documentos d ON d.id = e.documento_id`,
    )
    .all() as {
    id: number;
    cliente_id: number;
    bill_cents: number;
    notas_cents: number;
    subir_notas_cents: number;
    open_cents: number;
    spr_cents: number;
  }[];
  const tareas = db.prepare('SELECT cobro_estimado_id, suma, restar FROM tareas').all() as {
    cobro_estimado_id: number;
    suma: number;
    restar: number;
  }[];
  const tareasByEstimate = new Map<number, AdjustmentInput[]>();
  for (const tarea of tareas) {
    const list = tareasByEstimate.get(tarea.cobro_estimado_id) ?? [];
    list.push({ suma: tarea.suma, restar: tarea.restar });
    tareasByEstimate.set(tarea.cobro_estimado_id, list);
  }
  return estimates.map((row) => ({
    clienteId: row.cliente_id,
    estimate: {
      bill: fromCents(row.bill_cents),
      notas: fromCents(row.notas_cents),
      subir_notas: fromCents(row.subir_notas_cents),
      open: fromCents(row.open_cents),
      spr: fromCents(row.spr_cents),
    },
    tareas: tareasByEstimate.get(row.id) ?? [],
  }));
}

/**
 * Each client's estimated total in cents: its cobros estimados, every kind, plus their
 * adjustments (domain estimateTotal, the Comparativa's per-document figure, summed per client).
 */
export function estimatedCentsByCliente(db: Database.Database): Map<number, number> {
  const totals = new Map<number, number>();
  for (const { clienteId, estimate, tareas } of clienteEstimates(db)) {
    totals.set(clienteId, (totals.get(clienteId) ?? 0) + toCents(estimateTotal(estimate, tareas)));
  }
  return totals;
}
