/** A copy of `base` with the value at `path` replaced (or removed when undefined): one odd input. */
export function withValue(base: unknown, path: readonly (string | number)[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (value === undefined) delete target[last];
  else target[last] = value;
  return copy;
}
