import { renderHook } from '@testing-library/react';
import { sameFields, useSameValue } from './use-same-value';

describe('sameFields', () => {
  it.each([
    [{ a: 1, b: 'x' }, { a: 1, b: 'x' }, true],
    [{ a: 1, b: 'x' }, { a: 1, b: 'y' }, false],
    [{ a: null }, { a: null }, true],
    [{ a: 1 }, { a: 1, b: undefined }, false],
    [{ a: NaN }, { a: NaN }, true],
  ])('%o and %o: %s', (a, b, same) => {
    expect(sameFields<object>(a, b)).toBe(same);
  });
});

describe('useSameValue', () => {
  it('keeps the first object while the fields are equal, and takes a different one', () => {
    const first = { mes: 'noviembre', anio: 2026 };
    const { result, rerender } = renderHook(({ value }) => useSameValue(value), {
      initialProps: { value: first },
    });
    rerender({ value: { mes: 'noviembre', anio: 2026 } });
    expect(result.current).toBe(first);
    const other = { mes: 'octubre', anio: 2026 };
    rerender({ value: other });
    expect(result.current).toBe(other);
    rerender({ value: { mes: 'octubre', anio: 2026 } });
    expect(result.current).toBe(other);
  });
});
