import { z } from 'zod';
import { COBRO_MESSAGES } from '../../contract/cobro';
import type { Documento } from '../../contract/documento';
import { isMonth, type Month } from '../../domain/months';
import { isTaskType, taskUsesRecords } from '../../domain/task-types';
import type { InsertarCobroBody } from './api/insert-cobro';
import { documentUnits, pickedRegistros } from '../../components/cobro/picked-registros';
import { CATEGORIA_REQUIRED, SUPERVISOR_REQUIRED } from '../../contract/messages';

/** The contract has the messages the server shares; categoría and the supervisor are the form's own. */
export const REGISTRAR_MESSAGES = {
  categoria: CATEGORIA_REQUIRED,
  cliente: COBRO_MESSAGES.clienteRequired,
  tipo_tarea: COBRO_MESSAGES.tipoRequired,
  documento: COBRO_MESSAGES.documentoRequired,
  mes: COBRO_MESSAGES.mesRequired,
  registros: COBRO_MESSAGES.registrosRequired,
  usuario_supervisor: SUPERVISOR_REQUIRED,
} as const;

/** A disabled select may hand over nothing at all; that reads as "not chosen". */
const choice = z
  .string()
  .nullish()
  .transform((value) => value ?? '');

/**
 * The register-cobro form (spec section 5). One refinement checks every field, so an empty
 * submit shows every message at once rather than one layer of the cascade at a time.
 */
export function registrarCobroSchema(needsSupervisor: boolean) {
  return z
    .object({
      categoria: choice,
      cliente: choice,
      tipo_tarea: choice,
      documento: choice,
      registros: z.array(z.number()),
      mes: choice,
      usuario_supervisor: choice,
    })
    .superRefine((values, ctx) => {
      const require = (field: keyof typeof REGISTRAR_MESSAGES, present: boolean) => {
        if (!present) ctx.addIssue({ code: 'custom', path: [field], message: REGISTRAR_MESSAGES[field] });
      };
      require('categoria', !!values.categoria);
      require('cliente', !!values.cliente);
      require('tipo_tarea', !!values.tipo_tarea);
      require('documento', !!values.documento);
      require('mes', isMonth(values.mes));
      if (taskUsesRecords(Number(values.tipo_tarea))) require('registros', values.registros.length > 0);
      if (needsSupervisor) require('usuario_supervisor', !!values.usuario_supervisor);
    });
}

export type RegistrarCobroValues = z.input<ReturnType<typeof registrarCobroSchema>>;
export type RegistrarCobroData = z.output<ReturnType<typeof registrarCobroSchema>>;

export const EMPTY_REGISTRAR_VALUES = {
  categoria: '',
  cliente: '',
  tipo_tarea: '',
  documento: '',
  registros: [],
  mes: '',
  usuario_supervisor: '',
} satisfies RegistrarCobroValues;

/**
 * The worker variant of insertar_cobro/ (backend-notes): `unidades` for tipos 2 and 3, the
 * chosen records with the units each earns for tipos 1, 4 and 5.
 */
export function toInsertarCobroRequest(
  values: RegistrarCobroData,
  documento: Documento,
  needsSupervisor: boolean,
): InsertarCobroBody {
  const tipo = Number(values.tipo_tarea);
  if (!isTaskType(tipo)) throw new Error(`Tipo de tarea inválido: ${values.tipo_tarea}`);
  const base = {
    cliente: Number(values.cliente),
    documento: Number(values.documento),
    tipo_tarea: tipo,
    // The schema accepted only a month name.
    mes: values.mes as Month,
    ...(needsSupervisor ? { usuario_supervisor: Number(values.usuario_supervisor) } : {}),
  };
  return taskUsesRecords(tipo)
    ? { ...base, contenido_registro: pickedRegistros(documento.contenido_registros, values.registros, tipo) }
    : { ...base, unidades: documentUnits(tipo, documento) };
}
