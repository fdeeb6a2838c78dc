import { z } from 'zod';

/** Why an item of a list answer was left out, for the console. */
export type OmittedItem = { index: number; reason: string; item: unknown };

const INVALID_FORMAT = 'Formato de datos inválido';
const omittedByList = new WeakMap<object, number>();

/**
 * A list answer, validated item by item (backend-notes, "Tolerance"): one malformed item must not
 * take down a screen. Valid items are kept in order; each invalid one is logged with its reason
 * and counted on the returned array (read it with `omittedCount`). Only an answer that is not a
 * list fails, with 'Formato de datos inválido'. The input type stays the item's wire type, so the
 * reference server still builds its answers against it.
 */
export function listOf<S extends z.ZodType>(
  item: S,
  /**
   * A fast reader of the one shape the backend sends, which builds exactly what `item` would and
   * answers undefined for anything else, which `item` then decides (lib/list-worker/check-list.ts).
   */
  fast?: (raw: unknown) => z.output<S> | undefined,
): z.ZodType<z.output<S>[], z.input<S>[]> {
  return z.array(z.unknown(), { error: INVALID_FORMAT }).transform((items) => {
    const valid: z.output<S>[] = [];
    const omitted: OmittedItem[] = [];
    items.forEach((raw, index) => {
      const quick = fast?.(raw);
      if (quick !== undefined) {
        valid.push(quick);
        return;
      }
      const result = item.safeParse(raw);
      if (result.success) valid.push(result.data);
      else omitted.push({ index, reason: z.prettifyError(result.error), item: raw });
    });
    recordOmitted(valid, omitted);
    return valid;
  }) as unknown as z.ZodType<z.output<S>[], z.input<S>[]>;
}

/**
 * Logs each left-out item with its reason and counts them on the kept list. `listOf` calls it, and
 * so does the page for a list checked in a Web Worker (the count cannot cross postMessage).
 */
export function recordOmitted(valid: readonly unknown[], omitted: readonly OmittedItem[]): void {
  if (omitted.length === 0) return;
  omittedByList.set(valid, omitted.length);
  omitted.forEach((entry) => console.warn('Elemento de la lista omitido por formato inválido', entry));
}

/**
 * How many items were left out of a list answer (0 when none or when the value is no list that
 * `listOf` produced). An object's own list values are summed, for answers that bundle lists.
 */
export function omittedCount(data: unknown): number {
  if (!data || typeof data !== 'object') return 0;
  if (Array.isArray(data)) return omittedByList.get(data) ?? 0;
  return Object.values(data).reduce<number>(
    (sum, value) => sum + (Array.isArray(value) ? (omittedByList.get(value) ?? 0) : 0),
    0,
  );
}
