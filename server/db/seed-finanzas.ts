import type { Database } from './sqlite-driver';
import { MONTHS } from '../../src/domain/months';
import { calendarDate } from '../dates';
import { estimatedCentsByCliente } from './pagos-queries';

/**
 * The finance screens' share of the demo data, run after seed.ts or seed-large.ts has written
 * clients, documents, estimates, cobros and the first payments:
 * - every payment is linked to its extra amount, as POST historial_pago/ links them;
 * - clients fully paid, paid beyond the estimate (a fund) and partly paid, by the estimate the
 *   server derives funds from (every kind of the cobros estimados plus adjustments);
 * - 'demo' only: a cobro with both a bonus and a discount; a document whose estimate matches the
 *   work on it, so the Comparativa shows a document without a discrepancy beside those with one.
 * - 'large': a manual adjustment on one estimate in ten, both ways, and settled or funded clients
 *   in proportion, for the benchmarks.
 * Deterministic: no randomness, dates relative to `now`.
 */
export type SeedFinanzasScale = 'demo' | 'large';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Pairs each payment with an extra amount of the same client and amount, oldest with oldest. */
function linkPayments(db: Database): void {
  const pagos = db
    .prepare(
      'SELECT id, cliente_id, monto_cents FROM historial_pago WHERE monto_extra_id IS NULL ORDER BY id',
    )
    .all() as { id: number; cliente_id: number; monto_cents: number }[];
  const freeExtra = db.prepare(
    `SELECT m.id FROM montos_extra m
     WHERE m.cliente_id = ? AND m.monto_cents = ?
       AND NOT EXISTS (SELECT 1 FROM historial_pago p WHERE p.monto_extra_id = m.id)
     ORDER BY m.id LIMIT 1`,
  );
  const link = db.prepare('UPDATE historial_pago SET monto_extra_id = ? WHERE id = ?');
  for (const pago of pagos) {
    const montoExtraId = freeExtra.pluck().get(pago.cliente_id, pago.monto_cents) as number | undefined;
    if (montoExtraId !== undefined) link.run(montoExtraId, pago.id);
  }
}

/**
 * Tops each client up to `share` × its estimate with one more payment (extra amount and history
 * entry, linked). A client already paid at least that much is left as it is.
 */
function settleClients(
  db: Database,
  now: Date,
  plan: readonly (readonly [clienteId: number, share: number])[],
): void {
  const estimated = estimatedCentsByCliente(db);
  const paid = db
    .prepare('SELECT COALESCE(SUM(monto_cents), 0) FROM montos_extra WHERE cliente_id = ?')
    .pluck();
  const insertMonto = db.prepare(
    'INSERT INTO montos_extra (cliente_id, monto_cents, fecha_registro) VALUES (?, ?, ?)',
  );
  const insertPago = db.prepare(
    'INSERT INTO historial_pago (cliente_id, monto_cents, fecha, monto_extra_id) VALUES (?, ?, ?, ?)',
  );
  plan.forEach(([clienteId, share], index) => {
    const target = Math.round((estimated.get(clienteId) ?? 0) * share);
    const missing = target - (paid.get(clienteId) as number);
    if (missing <= 0) return;
    const paidAt = new Date(now.getTime() - (1 + (index % 20)) * DAY_MS);
    const montoExtraId = Number(insertMonto.run(clienteId, missing, paidAt.toISOString()).lastInsertRowid);
    insertPago.run(clienteId, missing, calendarDate(paidAt), montoExtraId);
  });
}

/** The newest cobro of this month gets a discount beside a bonus, so both notes show on one row. */
function addBonusAndDiscount(db: Database, now: Date): void {
  db.prepare(
    `UPDATE cobros SET bonificado_cents = 1000, nota_bonificado = 'Apoyo en cierre de mes',
       sancionado_cents = 350, nota_sancionado = 'Registro incompleto corregido'
     WHERE id = (SELECT MAX(id) FROM cobros WHERE mes = ? AND usuario_registra_id = (SELECT id FROM users WHERE username = 'usuario'))`,
  ).run(MONTHS[now.getMonth()]);
}

/**
 * Adds to the document with the most cobros the adjustment that makes its estimate equal the work
 * registered on it (each cobro's records, or its units when it has none, at 1 dollar a unit).
 */
function matchOneDocument(db: Database, now: Date): void {
  const row = db
    .prepare(
      `WITH work AS (
         SELECT c.documento_id, CASE WHEN COALESCE(SUM(r.unidades), 0) > 0 THEN SUM(r.unidades) ELSE c.unidades END AS units
         FROM cobros c LEFT JOIN cobro_registros r ON r.cobro_id = c.id
         WHERE c.documento_id IS NOT NULL GROUP BY c.id)
       SELECT w.documento_id, SUM(w.units) AS actual, COUNT(*) AS cobros, e.id AS estimado_id,
         (e.bill_cents + e.notas_cents + e.subir_notas_cents + e.open_cents + e.spr_cents) / 100.0
           + COALESCE((SELECT SUM(t.suma - t.restar) FROM tareas t WHERE t.cobro_estimado_id = e.id), 0) AS estimated
       FROM work w JOIN cobros_estimados e ON e.documento_id = w.documento_id
       GROUP BY w.documento_id ORDER BY cobros DESC, w.documento_id LIMIT 1`,
    )
    .get() as { estimado_id: number; actual: number; estimated: number } | undefined;
  if (!row) return;
  const difference = Math.round((row.actual - row.estimated) * 100) / 100;
  if (difference === 0) return;
  db.prepare('INSERT INTO tareas (cobro_estimado_id, tarea, suma, restar, fecha) VALUES (?, 1, ?, ?, ?)').run(
    row.estimado_id,
    Math.max(0, difference),
    Math.max(0, -difference),
    new Date(now.getTime() - 2 * DAY_MS).toISOString(),
  );
}

/** One estimate in ten gets a correction from the comparison screen, alternately up and down. */
function addManualAdjustments(db: Database, now: Date): void {
  const estimados = db
    .prepare('SELECT id FROM cobros_estimados WHERE id % 10 = 0 ORDER BY id')
    .pluck()
    .all() as number[];
  const insert = db.prepare(
    'INSERT INTO tareas (cobro_estimado_id, tarea, suma, restar, fecha) VALUES (?, ?, ?, ?, ?)',
  );
  estimados.forEach((id, index) => {
    const up = index % 2 === 0;
    insert.run(
      id,
      1 + (index % 5),
      up ? 5 + (index % 7) : 0,
      up ? 0 : 2 + (index % 5),
      new Date(now.getTime() - (index % 60) * DAY_MS).toISOString(),
    );
  });
}

export function seedFinanzas(db: Database, now: Date, scale: SeedFinanzasScale = 'demo'): void {
  db.transaction(() => {
    linkPayments(db);
    if (scale === 'demo') {
      addBonusAndDiscount(db, now);
      matchOneDocument(db, now);
      // Clients 2 and 7 fully paid, 4 and 9 beyond the estimate; 3, 6 and 8 stay partly paid.
      settleClients(db, now, [
        [2, 1],
        [7, 1],
        [4, 1.15],
        [9, 1.1],
      ]);
    } else {
      addManualAdjustments(db, now);
      const clientes = db.prepare('SELECT id FROM clientes ORDER BY id').pluck().all() as number[];
      // A quarter of the clients settled, a quarter with a fund; the rest as seed-large paid them.
      const shares = new Map([
        [0, 1],
        [1, 1.1],
      ]);
      settleClients(
        db,
        now,
        clientes.flatMap((id): [number, number][] => {
          const share = shares.get(id % 4);
          return share === undefined ? [] : [[id, share]];
        }),
      );
    }
  })();
}
