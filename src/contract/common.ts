import './zod-jitless';
import { z } from 'zod';
import { nameProblem } from '../domain/names';
import { lazySchema } from './lazy-schema';

/**
 * Django's DecimalField sends numbers as strings ("12.50"); accept both and always hand
 * out a finite number (backend-notes: parse before any arithmetic).
 */
export const decimal = lazySchema(() =>
  z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d+(\.\d+)?$/),
    ])
    .transform(Number)
    .pipe(z.number().finite()),
);

/** A number, or a numeric string as a form or a DecimalField sends it; anything else reads `error`. */
export const numberInput = (error: string) =>
  z.union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d+(\.\d+)?$/)
        .transform(Number),
    ],
    { error },
  );

/** An id that may arrive as a number or a numeric string. */
/** C0 and C1 control characters (NUL, tab, line breaks, escape...): never part of a name. */
const CONTROL_CHARACTER = /\p{Cc}/u;
export const CONTROL_CHARACTERS_INVALID = 'No se permiten caracteres de control.';
export const hasNoControlCharacters = (value: string) => !CONTROL_CHARACTER.test(value);

/**
 * The one rule for names people type (src/domain/names.ts), for a `.trim().normalize('NFC')`
 * string: not only invisible characters, no controls that reorder text.
 */
export function nameRule(value: string, ctx: z.RefinementCtx): void {
  const problem = nameProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
}

export const idSchema = lazySchema(() =>
  z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]),
);

/** Shown for a field that only decorates a row when the backend left it out. */
export const NO_VALUE = '—';

/**
 * A field that only decorates a row (a name): absent or null becomes a dash, a number its text,
 * so that such a gap never costs the row. Money fields never use this.
 */
export const displayText = lazySchema(() =>
  z
    .union([z.string(), z.number()])
    .nullish()
    .transform((value) => (value == null ? NO_VALUE : String(value))),
);

/** `{id, nombre}` pairs (roles, agencies, users nested in cobros). */
export const namedRefSchema = lazySchema(() => z.object({ id: idSchema, nombre: displayText }));
export type NamedRef = z.infer<typeof namedRefSchema>;
