import { z } from 'zod';
import { HttpError, MESSAGES, notFound } from './http-errors';

const spanishLocale = z.locales.es().localeError;

/**
 * Messages for schemas that set none: DRF's wording for a missing field, zod's Spanish locale
 * for the rest. A message written in the contract schema always wins over this map.
 */
const spanishErrors: z.core.$ZodErrorMap = (issue) =>
  issue.code === 'invalid_type' && issue.input === undefined ? MESSAGES.required : spanishLocale(issue);

/** A DRF-style field → messages dictionary; errors about the whole body go under non_field_errors. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'non_field_errors';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

/**
 * Validates a body or query before any write; a failure is a 400 with the field dictionary.
 * A missing body counts as `{}` so that each required field is reported, as DRF does.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {}, { error: spanishErrors });
  if (!result.success) throw new HttpError(400, fieldErrors(result.error));
  return result.data;
}

const pathParams = z.record(z.string(), z.string());

/** A path id such as `:id` or `:clienteId`: a positive integer, else nothing is named, hence 404. */
export function idParam(params: unknown, name: string): number {
  const parsed = pathParams.safeParse(params);
  const value = parsed.success ? parsed.data[name] : undefined;
  if (value === undefined || !/^[1-9]\d{0,14}$/.test(value)) throw notFound();
  return Number(value);
}
