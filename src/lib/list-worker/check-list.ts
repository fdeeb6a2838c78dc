import { z } from 'zod';
import type { NamedRef } from '../../contract/common';
import type { OmittedItem } from '../../contract/list';

/**
 * A list checked item by item, as strictly as the contract's `listOf(itemSchema)` and with the
 * same output: valid items kept in order, each invalid one left out with zod's reason.
 * `fast` reads an item in the one canonical shape the backend sends (numbers as numbers, months
 * in lower case...) and builds exactly what the schema would; it answers undefined for anything
 * else, and zod decides that item. So the fast path can only ever accept what zod accepts, and a
 * list keeps and leaves out what zod would (check-list.test.ts runs both over the same inputs). At
 * 100,000 cobros this takes a few tens of milliseconds where zod alone takes about a second.
 */
export type ListCheck<T> = { ok: true; value: T[]; omitted: OmittedItem[] } | { ok: false; error: string };

/**
 * How a list reads its items: the contract's item schema and its fast reader, or a maker of one
 * reader per list (`fastFor`) where the reader keeps state across the list's items.
 */
export type ItemReader<T> = {
  schema: { safeParse: (item: unknown) => z.ZodSafeParseResult<T> };
  fast: (item: unknown) => T | undefined;
  fastFor?: () => (item: unknown) => T | undefined;
};

/**
 * The item-by-item check, fed one item at a time (a list still arriving, stream-list.ts).
 * `value` and `omitted` grow as items are added.
 */
export function listChecker<T>({ schema, fast: single, fastFor }: ItemReader<T>) {
  const fast = fastFor?.() ?? single;
  const value: T[] = [];
  const omitted: OmittedItem[] = [];
  let index = 0;
  return {
    value,
    omitted,
    add(item: unknown): void {
      const quick = fast(item);
      if (quick !== undefined) value.push(quick);
      else {
        const parsed = schema.safeParse(item);
        if (parsed.success) value.push(parsed.data);
        else omitted.push({ index, reason: z.prettifyError(parsed.error), item });
      }
      index += 1;
    },
  };
}

export type Fields = Record<string, unknown>;

/** A plain object (not null, not an array), whose fields the fast readers look at. */
export function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Marks a field the fast reader does not take as it is: the item goes to zod. */
export const NOT_CANONICAL = Symbol('not canonical');

/** A field as a fast reader reads it: its value, or NOT_CANONICAL. */
export type Fast<T> = T | typeof NOT_CANONICAL;

/**
 * Every field of an entity as a fast reader reads it. A reader builds its object `satisfies` this
 * for the contract's type, so a field added to the contract fails the build until it reads it.
 */
export type FastFields<T> = { [K in keyof T]-?: Fast<T[K]> };

/** Whether every field was read (none is NOT_CANONICAL): then the object is the entity itself. */
export function canonical<T>(fields: FastFields<T>): fields is FastFields<T> & { [K in keyof T]-?: T[K] } {
  for (const key in fields) if (fields[key] === NOT_CANONICAL) return false;
  return true;
}

/** A required string (`z.string()`, or `displayText`'s string branch). */
export const fastString = (value: unknown): Fast<string> =>
  typeof value === 'string' ? value : NOT_CANONICAL;

/** A nullish `namedRefSchema` (roles, agencies, users): null when absent. */
export function fastNamedRef(value: unknown): Fast<NamedRef | null> {
  if (value === null || value === undefined) return null;
  if (!isFields(value) || typeof value.nombre !== 'string') return NOT_CANONICAL;
  const id = fastId(value.id);
  return id === NOT_CANONICAL ? NOT_CANONICAL : { id, nombre: value.nombre };
}

/** idSchema's number branch: a safe integer. */
export const fastId = (value: unknown): Fast<number> =>
  typeof value === 'number' && Number.isSafeInteger(value) ? value : NOT_CANONICAL;

/** An optional id (`idSchema.nullish()` then `?? null`). */
export const fastOptionalId = (value: unknown): number | null | typeof NOT_CANONICAL =>
  value === null || value === undefined ? null : fastId(value);

/** `decimal`'s number branch: a finite number. */
export const fastNumber = (value: unknown): Fast<number> =>
  typeof value === 'number' && Number.isFinite(value) ? value : NOT_CANONICAL;

/** A nullish amount that becomes 0. */
export const fastAmount = (value: unknown): number | typeof NOT_CANONICAL =>
  value === null || value === undefined ? 0 : fastNumber(value);

/** An `.optional()` field: absent is fine, null is not (zod refuses it). */
export function fastOptional<T>(value: unknown, read: (value: unknown) => Fast<T>): Fast<T | undefined> {
  return value === undefined ? undefined : read(value);
}

/** A nullish string that becomes null. */
export const fastNote = (value: unknown): string | null | typeof NOT_CANONICAL =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : NOT_CANONICAL;
