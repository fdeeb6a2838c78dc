/** tipo_tarea of a cobro (spec section 3). */
export const TASK_TYPES = {
  1: 'Notas',
  2: 'Subir notas al Sistema',
  3: 'Bill',
  4: 'Open',
  5: 'SPR',
} as const;

export type TaskType = keyof typeof TASK_TYPES;

export const TASK_TYPE_IDS: readonly TaskType[] = [1, 2, 3, 4, 5];

export function isTaskType(value: unknown): value is TaskType {
  return typeof value === 'number' && (TASK_TYPE_IDS as readonly number[]).includes(value);
}

/** Falls back to the raw number so an unexpected backend value is still visible, not hidden. */
export function taskTypeLabel(type: TaskType | number): string {
  return isTaskType(type) ? TASK_TYPES[type] : `Tipo ${type}`;
}

/** These types are charged per chosen record, so the register payload carries contenido_registro. */
export function taskUsesRecords(type: TaskType | number): boolean {
  return type === 1 || type === 4 || type === 5;
}

/** These types are charged by a document-level unit count, so the payload carries `unidades`. */
export function taskUsesUnits(type: TaskType | number): boolean {
  return type === 2 || type === 3;
}

export type RecordKind = 'bill' | 'open' | 'spr';

/** Which cobro list holds each kind of record, as the backend names it. */
export const RECORD_LIST_KEYS = {
  bill: 'contenido',
  open: 'contenido_open',
  spr: 'contenido_spr',
} as const satisfies Record<RecordKind, string>;

/**
 * Notas records are the document's Bill records, so they share the `contenido` list.
 * Type 2 has no records of its own; 'bill' is the neutral default.
 */
export function recordKindForTask(type: TaskType | number): RecordKind {
  if (type === 4) return 'open';
  if (type === 5) return 'spr';
  return 'bill';
}
