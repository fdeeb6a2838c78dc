import { z } from 'zod';
import { COBRO_MESSAGES } from '../../contract/cobro';
import type { Documento } from '../../contract/documento';
import { documentUnits, pickedRegistros } from '../../components/cobro/picked-registros';
import { isMonth, type Month } from '../../domain/months';
import { isTaskType, taskUsesRecords } from '../../domain/task-types';
import type { AsignarCobroInput } from './api/asignar-cobro';
import { CATEGORIA_REQUIRED } from '../../contract/messages';

/** Spec section 5, 'Assign payment to worker': the worker, its supervisor, then the register-cobro rules. */
export const ASIGNAR_MESSAGES = {
  trabajador: COBRO_MESSAGES.trabajadorRequired,
  categoria: CATEGORIA_REQUIRED,
  cliente: COBRO_MESSAGES.clienteRequired,
  tipo_tarea: COBRO_MESSAGES.tipoRequired,
  documento: COBRO_MESSAGES.documentoRequired,
  mes: COBRO_MESSAGES.mesRequired,
  registros: COBRO_MESSAGES.registrosRequired,
  usuario_supervisor: 'Debe seleccionar un supervisor para este trabajador',
} as const;

const choice = z
  .string()
  .nullish()
  .transform((value) => value ?? '');

/** `needsSupervisor` tells, from the chosen worker's id, whether it is a user_Supervisado. */
export function asignarPagoSchema(needsSupervisor: (trabajadorId: string) => boolean) {
  return z
    .object({
      trabajador: choice,
      categoria: choice,
      cliente: choice,
      tipo_tarea: choice,
      documento: choice,
      registros: z.array(z.number()),
      mes: choice,
      usuario_supervisor: choice,
    })
    .superRefine((values, ctx) => {
      const require = (field: keyof typeof ASIGNAR_MESSAGES, present: boolean) => {
        if (!present) ctx.addIssue({ code: 'custom', path: [field], message: ASIGNAR_MESSAGES[field] });
      };
      require('trabajador', !!values.trabajador);
      require('categoria', !!values.categoria);
      require('cliente', !!values.cliente);
      require('tipo_tarea', !!values.tipo_tarea);
      require('documento', !!values.documento);
      require('mes', isMonth(values.mes));
      if (taskUsesRecords(Number(values.tipo_tarea))) require('registros', values.registros.length > 0);
      if (needsSupervisor(values.trabajador)) require('usuario_supervisor', !!values.usuario_supervisor);
    });
}

export type AsignarPagoValues = z.input<ReturnType<typeof asignarPagoSchema>>;
export type AsignarPagoData = z.output<ReturnType<typeof asignarPagoSchema>>;

export const EMPTY_ASIGNAR_VALUES = {
  trabajador: '',
  categoria: '',
  cliente: '',
  tipo_tarea: '',
  documento: '',
  registros: [],
  mes: '',
  usuario_supervisor: '',
} satisfies AsignarPagoValues;

/**
 * The assign variant of insertar_cobro/ (backend-notes): the worker as `usuario_registra`, the
 * records under `contenido`, and `unidades` only for tipos 2 and 3 (the document rule); for
 * 1, 4 and 5 the server counts the records. Open and SPR add one crear_tarea/ per record at that type's units.
 */
export function toAsignarCobro(
  values: AsignarPagoData,
  documento: Documento,
  withSupervisor: boolean,
): AsignarCobroInput {
  const tipo = Number(values.tipo_tarea);
  if (!isTaskType(tipo)) throw new Error(`Tipo de tarea inválido: ${values.tipo_tarea}`);
  const contenido = taskUsesRecords(tipo)
    ? pickedRegistros(documento.contenido_registros, values.registros, tipo)
    : [];
  return {
    body: {
      usuario_registra: Number(values.trabajador),
      cliente: Number(values.cliente),
      documento: Number(values.documento),
      tipo_tarea: tipo,
      // The schema accepted only a month name.
      mes: values.mes as Month,
      ...(withSupervisor ? { usuario_supervisor: Number(values.usuario_supervisor) } : {}),
      // Records carry their own units, which may have decimals; the whole-number `unidades`
      // override is only for the types without records.
      ...(taskUsesRecords(tipo) ? {} : { unidades: documentUnits(tipo, documento) }),
      contenido,
    },
    tareas:
      tipo === 4 || tipo === 5
        ? contenido.map((registro) => ({ tarea: tipo, sumar: registro.unidades }))
        : [],
  };
}
