import { z } from 'zod';
import { COBRO_MESSAGES } from '../../contract/cobro';
import { isMonth, type Month } from '../../domain/months';
import { isTaskType, taskUsesRecords } from '../../domain/task-types';

/**
 * The register-cobro cascade (spec section 5), shared by the worker's 'Registrar Nuevo Cobro'
 * and the admin's 'Asignar Pago a Trabajador'. The contract has the messages the server shares;
 * categoría is the form's own.
 */
export const CASCADE_MESSAGES = {
  trabajador: COBRO_MESSAGES.trabajadorRequired,
  categoria: 'La categoría es requerida',
  cliente: COBRO_MESSAGES.clienteRequired,
  tipo_tarea: COBRO_MESSAGES.tipoRequired,
  documento: COBRO_MESSAGES.documentoRequired,
  mes: COBRO_MESSAGES.mesRequired,
  registros: COBRO_MESSAGES.registrosRequired,
} as const;

/** Upstream first: a change clears every field after it (spec section 4). */
export const CASCADE_FIELDS = [
  'trabajador',
  'categoria',
  'cliente',
  'tipo_tarea',
  'documento',
  'registros',
] as const;
export type CascadeField = (typeof CASCADE_FIELDS)[number];

/** A disabled select may hand over nothing at all; that reads as "not chosen". */
const choice = z
  .string()
  .nullish()
  .transform((value) => value ?? '');

export interface CascadeRules {
  /** The admin picks the worker; the worker registers in its own name. */
  withTrabajador: boolean;
  /** Whether the cobro needs a supervisor, from the chosen worker's id ('' without a worker field). */
  needsSupervisor: (trabajadorId: string) => boolean;
  /** Each screen words the missing supervisor its own way (spec section 5). */
  supervisorMessage: string;
}

/**
 * One refinement checks every field, so an empty submit shows every message at once rather than
 * one layer of the cascade at a time.
 */
export function cobroCascadeSchema({ withTrabajador, needsSupervisor, supervisorMessage }: CascadeRules) {
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
      const require = (field: keyof typeof CASCADE_MESSAGES, present: boolean) => {
        if (!present) ctx.addIssue({ code: 'custom', path: [field], message: CASCADE_MESSAGES[field] });
      };
      if (withTrabajador) require('trabajador', !!values.trabajador);
      require('categoria', !!values.categoria);
      require('cliente', !!values.cliente);
      require('tipo_tarea', !!values.tipo_tarea);
      require('documento', !!values.documento);
      require('mes', isMonth(values.mes));
      if (taskUsesRecords(Number(values.tipo_tarea))) require('registros', values.registros.length > 0);
      if (needsSupervisor(values.trabajador) && !values.usuario_supervisor)
        ctx.addIssue({ code: 'custom', path: ['usuario_supervisor'], message: supervisorMessage });
    });
}

export type CobroCascadeValues = z.input<ReturnType<typeof cobroCascadeSchema>>;
export type CobroCascadeData = z.output<ReturnType<typeof cobroCascadeSchema>>;

export const EMPTY_CASCADE_VALUES = {
  trabajador: '',
  categoria: '',
  cliente: '',
  tipo_tarea: '',
  documento: '',
  registros: [],
  mes: '',
  usuario_supervisor: '',
} satisfies CobroCascadeValues;

/** The fields both insertar_cobro/ variants send, from the validated cascade. */
export function cascadeRequestBase(values: CobroCascadeData, withSupervisor: boolean) {
  const tipo = Number(values.tipo_tarea);
  if (!isTaskType(tipo)) throw new Error(`Tipo de tarea inválido: ${values.tipo_tarea}`);
  return {
    cliente: Number(values.cliente),
    documento: Number(values.documento),
    tipo_tarea: tipo,
    // The schema accepted only a month name.
    mes: values.mes as Month,
    ...(withSupervisor ? { usuario_supervisor: Number(values.usuario_supervisor) } : {}),
  };
}
