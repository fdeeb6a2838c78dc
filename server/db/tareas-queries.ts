import type Database from 'better-sqlite3';
import type { CobroEstimadoWire, TareaWire } from '../../src/contract/finanzas';
import { roundMoney } from '../../src/domain/numeric';
import type { TaskType } from '../../src/domain/task-types';

/** Reads and writes of the estimates (cobros_estimados) and their adjustments (tareas). */

type EstimadoRow = {
  id: number;
  documento_id: number;
  nombre_archivo: string;
  bill_cents: number;
  notas_cents: number;
  subir_notas_cents: number;
  open_cents: number;
  spr_cents: number;
};

type TareaRow = { id: number; cobro_estimado_id: number; tarea: TaskType; suma: number; restar: number };

export type NewTarea = {
  cobroEstimadoId: number;
  tarea: TaskType;
  suma: number;
  restar: number;
  fecha: string;
};

const fromCents = (cents: number) => roundMoney(cents / 100);

function toEstimadoWire(row: EstimadoRow): CobroEstimadoWire {
  return {
    id: row.id,
    documento: { id: row.documento_id, nombre: row.nombre_archivo },
    bill: fromCents(row.bill_cents),
    notas: fromCents(row.notas_cents),
    subir_notas: fromCents(row.subir_notas_cents),
    open: fromCents(row.open_cents),
    spr: fromCents(row.spr_cents),
  };
}

/** listar_tarea/ nests the amounts under `cobro` (backend-notes "Tasks"); `cobro.id` is the estimate. */
function toTareaWire(row: TareaRow): TareaWire {
  return {
    id: row.id,
    tipo_tarea: row.tarea,
    cobro: { id: row.cobro_estimado_id, tarea: row.tarea, suma: row.suma, restar: row.restar },
  };
}

export function listEstimados(db: Database.Database): CobroEstimadoWire[] {
  const rows = db
    .prepare(
      `SELECT e.id, e.documento_id, d.nombre_archivo, e.bill_cents, e.notas_cents, e.subir_notas_cents,
         e.open_cents, e.spr_cents
       FROM cobros_estimados e JOIN documentos d ON d.id = e.documento_id
       ORDER BY e.id`,
    )
    .all() as EstimadoRow[];
  return rows.map(toEstimadoWire);
}

export function estimadoExists(db: Database.Database, id: number): boolean {
  return db.prepare('SELECT 1 FROM cobros_estimados WHERE id = ?').get(id) !== undefined;
}

const SELECT_TAREAS = 'SELECT id, cobro_estimado_id, tarea, suma, restar FROM tareas';

export function listTareas(db: Database.Database): TareaWire[] {
  return (db.prepare(`${SELECT_TAREAS} ORDER BY id`).all() as TareaRow[]).map(toTareaWire);
}

/** Inserts one adjustment and answers it in the listar_tarea/ shape. */
export function insertTarea(db: Database.Database, tarea: NewTarea): TareaWire {
  const id = Number(
    db
      .prepare('INSERT INTO tareas (cobro_estimado_id, tarea, suma, restar, fecha) VALUES (?, ?, ?, ?, ?)')
      .run(tarea.cobroEstimadoId, tarea.tarea, tarea.suma, tarea.restar, tarea.fecha).lastInsertRowid,
  );
  return toTareaWire(db.prepare(`${SELECT_TAREAS} WHERE id = ?`).get(id) as TareaRow);
}
