/** What the list codecs' tests (src/lib/list-worker/packed-cobros.test.ts, *-codec.test.ts) check with. */

/** Key order and the sign of zero, which toStrictEqual does not look at or JSON would lose. */
export const exactText = (value: unknown) =>
  JSON.stringify(value, (_key, field: unknown) => (Object.is(field, -0) ? '-0 (negative zero)' : field));

export function typedArraysOf(packed: object): ArrayBufferView[] {
  const found: ArrayBufferView[] = [];
  const visit = (value: unknown) => {
    if (ArrayBuffer.isView(value)) found.push(value);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(visit);
  };
  visit(packed);
  return found;
}
