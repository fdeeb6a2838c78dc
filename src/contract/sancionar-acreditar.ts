import { z } from 'zod';
import { wireMoney, type MoneyRules } from './money';
import { COBRO_MESSAGES, COBRO_MONTO_MAX, COBRO_NOTA_MAX } from './cobro';
import { lazySchema } from './lazy-schema';

/** Soles from 0 (a bonus of 0 clears it), at most two decimals, as a number or a numeric string. */
export const AJUSTE_MONTO_RULES: MoneyRules = {
  maxCents: COBRO_MONTO_MAX * 100,
  allowZero: true,
  allowNegative: false,
};
const montoInput = wireMoney(AJUSTE_MONTO_RULES);

const notaInput = lazySchema(() =>
  z
    .string({ error: COBRO_MESSAGES.notaTooLong })
    .trim()
    .max(COBRO_NOTA_MAX, COBRO_MESSAGES.notaTooLong)
    .nullish()
    .transform((value) => value ?? ''),
);

/**
 * `PUT sancionar_acreditar/{cobroId}/`: a bonus `{bonificado, nota_bonificado}` or a discount
 * `{sancionado, nota_sancionado}`, exactly one of the two. The reason may be empty (spec section 5).
 */
export const sancionarAcreditarRequestSchema = lazySchema(() =>
  z
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
    ),
);
export type SancionarAcreditarRequest = z.infer<typeof sancionarAcreditarRequestSchema>;
