import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  columnsStorageKey,
  readHiddenColumns,
  toggleHidden,
  useColumnVisibility,
  writeHiddenColumns,
} from './column-visibility';

const COLUMNS = [{ id: 'id' }, { id: 'nombre' }, { id: 'monto' }, { id: 'acciones', hideable: false }];

describe('column visibility store', () => {
  it('remembers the hidden columns per list and restores them', () => {
    writeHiddenColumns('clientes', new Set(['monto']));
    expect([...readHiddenColumns('clientes', COLUMNS)]).toEqual(['monto']);
    expect([...readHiddenColumns('documentos', COLUMNS)]).toEqual([]);
    expect(localStorage.getItem(columnsStorageKey('clientes'))).toBe('["monto"]');
  });

  it('forgets the key when every column shows again', () => {
    writeHiddenColumns('clientes', new Set(['monto']));
    writeHiddenColumns('clientes', new Set());
    expect(localStorage.getItem(columnsStorageKey('clientes'))).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"monto":true}'],
    ['a number', '42'],
  ])('reads a corrupt stored value (%s) as nothing hidden', (_, stored) => {
    localStorage.setItem(columnsStorageKey('clientes'), stored);
    expect(readHiddenColumns('clientes', COLUMNS).size).toBe(0);
  });

  it('ignores ids the list does not have, and columns that may not be hidden', () => {
    localStorage.setItem(columnsStorageKey('clientes'), JSON.stringify(['viejo', 'acciones', 'id', 3]));
    expect([...readHiddenColumns('clientes', COLUMNS)]).toEqual(['id']);
  });

  it('reads a stored choice that hides every column as nothing hidden', () => {
    localStorage.setItem(columnsStorageKey('clientes'), JSON.stringify(['id', 'nombre', 'monto']));
    expect(readHiddenColumns('clientes', COLUMNS).size).toBe(0);
  });

  it('never hides the last shown column', () => {
    let hidden = toggleHidden(new Set(), 'id', COLUMNS);
    hidden = toggleHidden(hidden, 'nombre', COLUMNS);
    expect([...hidden]).toEqual(['id', 'nombre']);
    expect(toggleHidden(hidden, 'monto', COLUMNS)).toBe(hidden);
    expect([...toggleHidden(hidden, 'id', COLUMNS)]).toEqual(['nombre']);
    expect(toggleHidden(new Set(), 'acciones', COLUMNS).size).toBe(0);
  });
});

describe('useColumnVisibility', () => {
  it('hides a column, stores the choice and shows it again', () => {
    const { result } = renderHook(() => useColumnVisibility('clientes', COLUMNS));
    act(() => result.current.toggle('monto'));
    expect(result.current.visible.map((column) => column.id)).toEqual(['id', 'nombre', 'acciones']);
    expect(readHiddenColumns('clientes', COLUMNS).has('monto')).toBe(true);
    act(() => result.current.toggle('monto'));
    expect(result.current.visible).toHaveLength(4);
  });

  it('offers no chooser and hides nothing without a list id', () => {
    localStorage.setItem(columnsStorageKey('clientes'), '["monto"]');
    const { result } = renderHook(() => useColumnVisibility(undefined, COLUMNS));
    expect(result.current.choices).toBeNull();
    expect(result.current.visible).toHaveLength(4);
  });

  it('lists every column that may be hidden, with whether it shows', () => {
    localStorage.setItem(columnsStorageKey('clientes'), '["nombre"]');
    const { result } = renderHook(() => useColumnVisibility('clientes', COLUMNS));
    expect(result.current.choices?.map(({ column, shown }) => [column.id, shown])).toEqual([
      ['id', true],
      ['nombre', false],
      ['monto', true],
    ]);
  });
});
