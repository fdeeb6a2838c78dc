import { useState } from 'react';

/** Whether two flat records hold the same keys with the same values (Object.is). */
export function sameFields<T extends object>(a: T, b: T): boolean {
  const keys = Object.keys(a) as (keyof T)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

/**
 * `value`, or the object this hook returned before while it holds the same fields: what is derived
 * from it (a memo keyed on it) is not redone when it is only rebuilt equal, e.g. from an address
 * that came to name what was already shown.
 */
export function useSameValue<T extends object>(value: T): T {
  const [kept, setKept] = useState(value);
  if (kept === value || sameFields(kept, value)) return kept;
  setKept(value);
  return value;
}
