import { z } from 'zod';
import { COBRO_MESSAGES, type Cobro } from '../../contract/cobro';
import { isMonth } from '../../domain/months';
import { RECORD_LIST_KEYS, type RecordKind } from '../../domain/task-types';

/** Spec section 5, modify cobro. */
export const modificarCobroSchema = z.object({
  registros: z.array(z.number()).min(1, COBRO_MESSAGES.registrosRequired),
  mes: z.string().refine(isMonth, COBRO_MESSAGES.mesRequiredModify),
});
export type ModificarCobroValues = z.input<typeof modificarCobroSchema>;
export type ModificarCobroData = z.output<typeof modificarCobroSchema>;

const RECORD_KINDS: readonly string[] = Object.keys(RECORD_LIST_KEYS);

export function isRecordKind(value: unknown): value is RecordKind {
  return typeof value === 'string' && RECORD_KINDS.includes(value);
}

/** The task whose unit rule the kind's records follow: Open and SPR pay flat, Bill records their own. */
export function taskForKind(kind: RecordKind): number {
  if (kind === 'open') return 4;
  if (kind === 'spr') return 5;
  return 1;
}

export function recordsOfKind(cobro: Cobro, kind: RecordKind) {
  return cobro[RECORD_LIST_KEYS[kind]];
}
