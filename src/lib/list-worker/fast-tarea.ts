import type { Tarea } from '../../contract/finanzas';
import { isTaskType, type TaskType } from '../../domain/task-types';
import { NOT_CANONICAL, isFields, type Fields } from './check-list';
import { amountKind, idKind } from './field-kinds';
import { either, fastTaskType } from './fast-finanzas';
import { simpleKind, tableReader, type FieldTable, type Kind } from './field-table';

/**
 * `tareaSchema` (src/contract/finanzas.ts) field by field: listar_tarea/ sends
 * `{id, tipo_tarea?, cobro: {id, tarea, suma, restar}}`, so most fields are read inside `cobro`.
 * At the large seed its 36,000 items cost the page's main thread about 50 ms by structured clone
 * on every finance screen; as columns (field-table.ts) they cost a copy of memory.
 */

/** A field of the item's `cobro` object. */
const inCobro = <V>(kind: Kind<V>, key: string, read = kind.read): Kind<V> => ({
  ...kind,
  read: (_value, item) => (isFields(item.cobro) ? read(item.cobro[key], item) : NOT_CANONICAL),
});

const fastTareaType = (cobro: unknown, item: Fields) =>
  either(fastTaskType((cobro as Fields).tarea), fastTaskType(item.tipo_tarea));

export const TAREA_TABLE: FieldTable<Tarea> = {
  id: idKind,
  cobro: inCobro(idKind, 'id'),
  tarea: simpleKind<TaskType | null>(
    'f64',
    (_value, item) => (isFields(item.cobro) ? fastTareaType(item.cobro, item) : NOT_CANONICAL),
    (value) => value ?? NaN,
    // NaN, the only other value packed here, is null.
    (n) => (isTaskType(n) ? n : null),
  ),
  suma: inCobro(amountKind, 'suma'),
  restar: inCobro(amountKind, 'restar'),
};

/** The task as tareaSchema would output it, or undefined when it is not in the canonical shape. */
export const fastTarea = tableReader(TAREA_TABLE)();
