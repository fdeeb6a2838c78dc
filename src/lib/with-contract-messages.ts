import { z } from 'zod';

/**
 * zodResolver shows a failed union's closest branch ('Invalid input: expected number…') instead
 * of the message the contract gives the union, which is the spec's. Raising each issue again as a
 * plain one with its own message makes the form show the contract's words.
 */
export function withContractMessages<S extends z.ZodType>(schema: S) {
  return z.custom<z.input<S>>().transform((value, ctx): z.output<S> => {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    return z.NEVER;
  });
}
