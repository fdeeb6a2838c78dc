import {
  isTaskType,
  RECORD_LIST_KEYS,
  recordKindForTask,
  TASK_TYPES,
  taskTypeLabel,
  taskUsesRecords,
  taskUsesUnits,
} from './task-types';

describe('task types', () => {
  it.each([
    [1, 'Notas', true, false, 'bill', 'contenido'],
    [2, 'Subir notas al Sistema', false, true, 'bill', 'contenido'],
    [3, 'Bill', false, true, 'bill', 'contenido'],
    [4, 'Open', true, false, 'open', 'contenido_open'],
    [5, 'SPR', true, false, 'spr', 'contenido_spr'],
  ] as const)('tipo %s: %s, records=%s, units=%s, kind=%s (%s)', (type, label, records, units, kind, key) => {
    expect(TASK_TYPES[type]).toBe(label);
    expect(taskTypeLabel(type)).toBe(label);
    expect(isTaskType(type)).toBe(true);
    expect(taskUsesRecords(type)).toBe(records);
    expect(taskUsesUnits(type)).toBe(units);
    expect(recordKindForTask(type)).toBe(kind);
    expect(RECORD_LIST_KEYS[recordKindForTask(type)]).toBe(key);
  });

  it.each([[0], [6], [1.5], ['1'], [null], [undefined]])('isTaskType(%j) is false', (value) => {
    expect(isTaskType(value)).toBe(false);
  });

  it('labels an unknown type with its number', () => {
    expect(taskTypeLabel(9)).toBe('Tipo 9');
  });

  it('every type sends either records or units, never both', () => {
    for (const type of [1, 2, 3, 4, 5]) {
      expect(taskUsesRecords(type)).not.toBe(taskUsesUnits(type));
    }
  });
});
