import { z } from 'zod';
import type { AgenciaRef } from '../../contract/agencia';
import type { NamedRef } from '../../contract/common';
import type { OmittedItem } from '../../contract/list';

/**
 * A list checked item by item with the contract's `listOf(itemSchema)` output: `fast` reads the
 * backend's one canonical shape and answers undefined for anything else, which zod then decides, so
 * the verdicts are zod's (check-list.test.ts runs both over the same inputs).
 */
export type ListCheck<T> = { ok: true; value: T[]; omitted: OmittedItem[] } | { ok: false; error: string };

/** The item schema and its fast reader, or a maker of one reader per list (`fastFor`, with state). */
export type ItemReader<T> = {
  schema: { safeParse: (item: unknown) => z.ZodSafeParseResult<T> };
  fast: (item: unknown) => T | undefined;
  fastFor?: () => (item: unknown) => T | undefined;
};

/** The check fed one item at a time (stream-list.ts); `value` and `omitted` grow as items are added. */
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

export function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Marks a field the fast reader does not take as it is: the item goes to zod. */
export const NOT_CANONICAL = Symbol('not canonical');

export type Fast<T> = T | typeof NOT_CANONICAL;

/** A reader's object `satisfies` this: a field added to the contract fails the build until it is read. */
export type FastFields<T> = { [K in keyof T]-?: Fast<T[K]> };

export function canonical<T>(fields: FastFields<T>): fields is FastFields<T> & { [K in keyof T]-?: T[K] } {
  for (const key in fields) if (fields[key] === NOT_CANONICAL) return false;
  return true;
}

export const fastString = (value: unknown): Fast<string> =>
  typeof value === 'string' ? value : NOT_CANONICAL;

/** A nullish `namedRefSchema` (roles, agencies, users): null when absent. */
export function fastNamedRef(value: unknown): Fast<NamedRef | null> {
  if (value === null || value === undefined) return null;
  if (!isFields(value) || typeof value.nombre !== 'string') return NOT_CANONICAL;
  const id = fastId(value.id);
  return id === NOT_CANONICAL ? NOT_CANONICAL : { id, nombre: value.nombre };
}

export const fastId = (value: unknown): Fast<number> =>
  typeof value === 'number' && Number.isSafeInteger(value) ? value : NOT_CANONICAL;

export const fastOptionalId = (value: unknown): number | null | typeof NOT_CANONICAL =>
  value === null || value === undefined ? null : fastId(value);

export const fastNumber = (value: unknown): Fast<number> =>
  typeof value === 'number' && Number.isFinite(value) ? value : NOT_CANONICAL;

export const fastAmount = (value: unknown): number | typeof NOT_CANONICAL =>
  value === null || value === undefined ? 0 : fastNumber(value);

/** An `.optional()` field: absent is fine, null is not (zod refuses it). */
export function fastOptional<T>(value: unknown, read: (value: unknown) => Fast<T>): Fast<T | undefined> {
  return value === undefined ? undefined : read(value);
}

export const fastNote = (value: unknown): string | null | typeof NOT_CANONICAL =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : NOT_CANONICAL;

/** The first of two readings (another spelling of a field) that is not nullish, or NOT_CANONICAL when either is. */
export const either = <T>(first: Fast<T>, second: Fast<T>): Fast<T> =>
  first === NOT_CANONICAL || second === NOT_CANONICAL ? NOT_CANONICAL : (first ?? second);

/** `z.boolean().nullish()` then `?? absent`. */
export const fastFlag = (value: unknown, absent = false): Fast<boolean> =>
  value === null || value === undefined ? absent : typeof value === 'boolean' ? value : NOT_CANONICAL;

/** A nullish list of agencies (null when absent), each id optional. */
export function fastAgencias(value: unknown): Fast<AgenciaRef[] | null> {
  if (value === null || value === undefined) return null;
  if (!Array.isArray(value)) return NOT_CANONICAL;
  const agencias: AgenciaRef[] = [];
  for (const agencia of value) {
    if (!isFields(agencia) || typeof agencia.nombre !== 'string') return NOT_CANONICAL;
    const id = fastOptionalId(agencia.id);
    if (id === NOT_CANONICAL) return NOT_CANONICAL;
    agencias.push({ id, nombre: agencia.nombre });
  }
  return agencias;
}
