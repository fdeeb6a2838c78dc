import type { Database } from './sqlite-driver';
import type { TareaWire } from '../../src/contract/finanzas';
import type { TaskType } from '../../src/domain/task-types';
import { fromCents } from '../../src/domain/cents';
import { estimateTotalCents, type AdjustmentInput } from '../../src/domain/finance';
import type { CachedAnswer } from '../compression';
import { DOLLARS_PER_UNIT } from '../estimates';
import { createGroupedList, markRowTriggers, type GroupedList, type GroupedListSpec } from './grouped-list';

/**
 * Reads and writes of the estimates (cobros_estimados) and their adjustments (tareas). The lists
 * are written as JSON by SQLite, one object per row joined into an array, as cobro-queries.ts
 * does for the cobros: the large seed has some 36,000 tareas, and building and stringifying them
 * in JavaScript took about twice as long. Shapes: `CobroEstimadoWire` and `TareaWire`
 * (src/contract/finanzas.ts), checked against the tables in routes/tareas.test.ts.
 */

export type NewTarea = {
  cobroEstimadoId: number;
  tarea: TaskType;
  suma: number;
  restar: number;
  fecha: string;
};

/** listar_tarea/ nests the amounts under `cobro` (backend-notes "Tasks"); `cobro.id` is the estimate. */
const TAREA_JSON = `json_object('id', id, 'tipo_tarea', tarea,
  'cobro', json_object('id', cobro_estimado_id, 'tarea', tarea, 'suma', suma, 'restar', restar))`;

/** The whole array built by SQLite (json_group_array): one string crosses to JavaScript, not a row per estimate. */
export function listEstimadosJson(db: Database): string {
  return db
    .prepare(
      `SELECT json_group_array(json_object('id', e.id, 'documento', json_object('id', d.id, 'nombre', d.nombre_archivo),
         'bill', e.bill_cents / 100.0, 'notas', e.notas_cents / 100.0, 'subir_notas', e.subir_notas_cents / 100.0,
         'open', e.open_cents / 100.0, 'spr', e.spr_cents / 100.0) ORDER BY e.id)
       FROM cobros_estimados e JOIN documentos d ON d.id = e.documento_id`,
    )
    .pluck()
    .get() as string;
}

export function estimadoExists(db: Database, id: number): boolean {
  return db.prepare('SELECT 1 FROM cobros_estimados WHERE id = ?').get(id) !== undefined;
}

/**
 * A document's estimated total in céntimos as the Comparativa computes it (domain
 * estimateTotalCents): its cobro estimado, every kind, plus its adjustments at 1 dollar a unit.
 * Null when there is no such estimate.
 */
export function estimateTotalCentsOf(db: Database, estimadoId: number): number | null {
  const estimate = db
    .prepare(
      'SELECT bill_cents, notas_cents, subir_notas_cents, open_cents, spr_cents FROM cobros_estimados WHERE id = ?',
    )
    .get(estimadoId) as
    | Record<'bill_cents' | 'notas_cents' | 'subir_notas_cents' | 'open_cents' | 'spr_cents', number>
    | undefined;
  if (!estimate) return null;
  const tareas = db
    .prepare('SELECT suma * ? AS suma, restar * ? AS restar FROM tareas WHERE cobro_estimado_id = ?')
    .all(DOLLARS_PER_UNIT, DOLLARS_PER_UNIT, estimadoId) as AdjustmentInput[];
  return estimateTotalCents(
    {
      bill: fromCents(estimate.bill_cents),
      notas: fromCents(estimate.notas_cents),
      subir_notas: fromCents(estimate.subir_notas_cents),
      open: fromCents(estimate.open_cents),
      spr: fromCents(estimate.spr_cents),
    },
    tareas,
  );
}

/**
 * listar_tarea/, kept in groups of ids (grouped-list.ts): a task written redoes its group's JSON
 * and gzip, not the whole list (36,000 tasks, 3 MB, some 110 ms at the large seed). A task's JSON
 * reads its own row only.
 */
const TAREA_LIST: GroupedListSpec = {
  name: 'tarea_list',
  rowsSql: (ranged) =>
    `SELECT CAST(${TAREA_JSON} AS BLOB), id FROM tareas ${ranged ? 'WHERE id BETWEEN :lo AND :hi' : ''} ORDER BY id`,
  triggers: (dirty) => markRowTriggers(dirty, 'tarea_list_tarea', 'tareas', 'id'),
  newestFirst: false,
};
const tareaLists = new WeakMap<Database, GroupedList>();

export function tareaListAnswer(db: Database): CachedAnswer {
  let list = tareaLists.get(db);
  if (!list) {
    list = createGroupedList(db, TAREA_LIST);
    tareaLists.set(db, list);
  }
  return list.answer();
}

/** Inserts one adjustment and answers it in the listar_tarea/ shape. */
export function insertTarea(db: Database, tarea: NewTarea): TareaWire {
  const id = Number(
    db
      .prepare('INSERT INTO tareas (cobro_estimado_id, tarea, suma, restar, fecha) VALUES (?, ?, ?, ?, ?)')
      .run(tarea.cobroEstimadoId, tarea.tarea, tarea.suma, tarea.restar, tarea.fecha).lastInsertRowid,
  );
  return JSON.parse(
    db.prepare(`SELECT ${TAREA_JSON} FROM tareas WHERE id = ?`).pluck().get(id) as string,
  ) as TareaWire;
}
