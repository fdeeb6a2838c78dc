import { z } from 'zod';
import { COBRO_MESSAGES, COBRO_UNIDADES_MAX } from '../../contract/cobro';
import { unitsInputMessage } from '../../contract/money';
import { parseUnitsInput } from '../../domain/money-input';
import { DEFAULT_BILL_TASK_TYPE } from '../../domain/constants';
import { isMonth, type Month } from '../../domain/months';
import type { InsertarCobroDobleBody } from './api/insert-cobro-doble';

export const ALL_REQUIRED = COBRO_MESSAGES.todosRequeridos;

const choice = z
  .string()
  .nullish()
  .transform((value) => value ?? '');

/**
 * The form's own schema rather than the contract's: the contract reads the ids as unions, whose
 * messages the form resolver would replace with zod's generic ones. The messages are the contract's.
 */
const pagoBillFields = z.object({
  cliente: choice,
  documento: choice,
  usuario_registra: choice,
  unidades: choice,
  mes: choice,
});

export const pagoBillSchema = pagoBillFields.superRefine((values, ctx) => {
  for (const [field, value] of Object.entries(values)) {
    if (!value.trim()) ctx.addIssue({ code: 'custom', path: [field], message: ALL_REQUIRED });
  }
  const unidades = parseUnitsInput(values.unidades, COBRO_UNIDADES_MAX);
  if (!unidades.ok && unidades.error !== 'empty') {
    const message = unitsInputMessage(unidades.error, COBRO_UNIDADES_MAX);
    ctx.addIssue({ code: 'custom', path: ['unidades'], message });
  }
  if (values.mes && !isMonth(values.mes))
    ctx.addIssue({ code: 'custom', path: ['mes'], message: ALL_REQUIRED });
});
export type PagoBillValues = z.input<typeof pagoBillSchema>;
export type PagoBillData = z.output<typeof pagoBillSchema>;

/** Every field empty: what `choice` makes of a missing value. */
export const EMPTY_PAGO_BILL: PagoBillValues = pagoBillFields.parse({});

export function toInsertarCobroDobleRequest(values: PagoBillData): InsertarCobroDobleBody {
  return {
    cliente: Number(values.cliente),
    documento: Number(values.documento),
    usuario_registra: Number(values.usuario_registra),
    unidades: Number(values.unidades),
    // The schema accepted only a month name.
    mes: values.mes as Month,
    tipo_tarea: DEFAULT_BILL_TASK_TYPE,
  };
}
