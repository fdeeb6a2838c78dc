import type { Database } from './sqlite-driver';
import { periodYear } from '../../src/domain/months';
import { workerRateCents } from '../../src/domain/pay';
import type { RecordKind, TaskType } from '../../src/domain/task-types';
import { calendarDate } from '../dates';
import { statement } from './statement';

/** The cobro rows the rules read and the writes of the cobro endpoints. */

export type CobroRow = {
  id: number;
  cliente_id: number;
  documento_id: number | null;
  usuario_registra_id: number;
  usuario_supervisor_id: number | null;
  mes: string;
  tipo_tarea: TaskType;
  unidades: number;
  bonificado_cents: number;
  sancionado_cents: number;
};

/** A record as stored on a cobro: a copy of the document row, with the units the task pays. */
export type CobroLine = { registro_id: number; nombre_completo: string; unidades: number };

export type NewCobro = {
  cliente_id: number;
  documento_id: number;
  usuario_registra_id: number;
  usuario_supervisor_id: number | null;
  mes: string;
  tipo_tarea: TaskType;
  unidades: number;
  fecha_creacion: string;
  /** The seeds write paid cobros with bonuses and discounts; the API's new cobros have none. */
  bonificado_cents?: number;
  sancionado_cents?: number;
  nota_bonificado?: string | null;
  nota_sancionado?: string | null;
  pagado?: boolean;
  kind: RecordKind;
  lines: readonly CobroLine[];
};

export function findCobroRow(db: Database, id: number): CobroRow | undefined {
  return db
    .prepare(
      `SELECT id, cliente_id, documento_id, usuario_registra_id, usuario_supervisor_id, mes, tipo_tarea, unidades,
              bonificado_cents, sancionado_cents
       FROM cobros WHERE id = ?`,
    )
    .get(id) as CobroRow | undefined;
}

/** The period year of a cobro of month `mes` registered at `fechaCreacion` (an ISO moment), on the server's calendar. */
export const cobroAnio = (mes: string, fechaCreacion: string): number =>
  periodYear(mes, calendarDate(new Date(fechaCreacion)));

/** The registering worker's rate in céntimos per unit for its role and the cobro's supervisor (domain `workerRateCents`). */
export const registrationRateCents = (supervisorId: number | null, role: string | null): number =>
  workerRateCents({ usuario_supervisor: supervisorId === null ? null : { id: supervisorId } }, role);

/** The rate of a cobro registered now, by its worker's role at this moment. */
function rateNow(db: Database, cobro: NewCobro): number {
  const role = statement(
    db,
    'SELECT roles.nombre FROM users LEFT JOIN roles ON roles.id = users.rol_id WHERE users.id = ?',
  )
    .pluck()
    .get(cobro.usuario_registra_id) as string | null | undefined;
  return registrationRateCents(cobro.usuario_supervisor_id, role ?? null);
}

/**
 * Writes the cobro and its records together, with its period year and its rate fixed at this
 * registration; the caller runs it inside a transaction.
 */
export function insertCobro(db: Database, cobro: NewCobro): number {
  const id = Number(
    statement(
      db,
      `INSERT INTO cobros (cliente_id, documento_id, usuario_registra_id, usuario_supervisor_id, mes, tipo_tarea, unidades,
         bonificado_cents, sancionado_cents, nota_bonificado, nota_sancionado, pagado, fecha_creacion,
         anio, tarifa_cents, tarifa_origen)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'registro')`,
    ).run(
      // Positional: the large seed writes 100,000 cobros through here, and named binding costs more.
      cobro.cliente_id,
      cobro.documento_id,
      cobro.usuario_registra_id,
      cobro.usuario_supervisor_id,
      cobro.mes,
      cobro.tipo_tarea,
      cobro.unidades,
      cobro.bonificado_cents ?? 0,
      cobro.sancionado_cents ?? 0,
      cobro.nota_bonificado ?? null,
      cobro.nota_sancionado ?? null,
      cobro.pagado ? 1 : 0,
      cobro.fecha_creacion,
      cobroAnio(cobro.mes, cobro.fecha_creacion),
      rateNow(db, cobro),
    ).lastInsertRowid,
  );
  insertLines(db, id, cobro.kind, cobro.lines);
  return id;
}

export function insertLines(
  db: Database,
  cobroId: number,
  kind: RecordKind,
  lines: readonly CobroLine[],
): void {
  const insert = statement(
    db,
    'INSERT INTO cobro_registros (cobro_id, kind, registro_id, nombre_completo, unidades) VALUES (?, ?, ?, ?, ?)',
  );
  for (const line of lines) insert.run(cobroId, kind, line.registro_id, line.nombre_completo, line.unidades);
}

/**
 * A cobro's records of one kind replaced, with its month and units; one transaction. A new month
 * moves the period year by the same rule against the cobro's registration day; the rate stays the
 * one fixed at registration.
 */
export function replaceCobroLines(
  db: Database,
  cobroId: number,
  change: { kind: RecordKind; lines: readonly CobroLine[]; mes: string; unidades: number },
): void {
  db.transaction(() => {
    db.prepare('DELETE FROM cobro_registros WHERE cobro_id = ? AND kind = ?').run(cobroId, change.kind);
    insertLines(db, cobroId, change.kind, change.lines);
    const fechaCreacion = db
      .prepare('SELECT fecha_creacion FROM cobros WHERE id = ?')
      .pluck()
      .get(cobroId) as string;
    db.prepare('UPDATE cobros SET mes = ?, anio = ?, unidades = ? WHERE id = ?').run(
      change.mes,
      cobroAnio(change.mes, fechaCreacion),
      change.unidades,
      cobroId,
    );
  })();
}

/** Its records go with it (ON DELETE CASCADE). */
export function deleteCobro(db: Database, id: number): void {
  db.prepare('DELETE FROM cobros WHERE id = ?').run(id);
}

export function setBonificado(db: Database, id: number, cents: number, nota: string | null): void {
  db.prepare('UPDATE cobros SET bonificado_cents = ?, nota_bonificado = ? WHERE id = ?').run(cents, nota, id);
}

export function setSancionado(db: Database, id: number, cents: number, nota: string | null): void {
  db.prepare('UPDATE cobros SET sancionado_cents = ?, nota_sancionado = ? WHERE id = ?').run(cents, nota, id);
}
