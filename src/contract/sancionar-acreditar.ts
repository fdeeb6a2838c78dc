import { z } from 'zod';
import { numberInput } from './common';
import { COBRO_MESSAGES, COBRO_MONTO_MAX, COBRO_NOTA_MAX } from './cobro';

/** Soles with at most two decimals (a DecimalField), as a number or a numeric string. */
const montoInput = numberInput(COBRO_MESSAGES.montoInvalid).pipe(
  z
    .number()
    .finite(COBRO_MESSAGES.montoInvalid)
    .min(0, COBRO_MESSAGES.montoNegative)
    .max(COBRO_MONTO_MAX, COBRO_MESSAGES.montoTooLarge)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, COBRO_MESSAGES.montoDecimals),
);

const notaInput = z
  .string({ error: COBRO_MESSAGES.notaTooLong })
  .trim()
  .max(COBRO_NOTA_MAX, COBRO_MESSAGES.notaTooLong)
  .nullish()
  .transform((value) => value ?? '');

/**
 * `PUT sancionar_acreditar/{cobroId}/`: a bonus `{bonificado, nota_bonificado}` or a discount
 * `{sancionado, nota_sancionado}`, exactly one of the two. The reason may be empty (spec section 5).
 */
export const sancionarAcreditarRequestSchema = z
  .object({
    bonificado: montoInput.nullish(),
    nota_bonificado: notaInput,
    sancionado: montoInput.nullish(),
    nota_sancionado: notaInput,
  })
  .superRefine((value, ctx) => {
    if ((value.bonificado == null) === (value.sancionado == null)) {
      ctx.addIssue({ code: 'custom', message: COBRO_MESSAGES.bonoOSancion });
    }
  })
  .transform(
    (
      value,
    ): { bonificado: number; nota_bonificado: string } | { sancionado: number; nota_sancionado: string } =>
      value.bonificado != null
        ? { bonificado: value.bonificado, nota_bonificado: value.nota_bonificado }
        : { sancionado: value.sancionado ?? 0, nota_sancionado: value.nota_sancionado },
  );
export type SancionarAcreditarRequest = z.infer<typeof sancionarAcreditarRequestSchema>;
