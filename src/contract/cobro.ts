import { z } from 'zod';
import { listOf } from './list';
import { MONTHS } from '../domain/months';
import { isTaskType, taskUsesRecords, type TaskType } from '../domain/task-types';
import { decimal, displayText, idSchema, namedRefSchema, numberInput } from './common';
import { clienteRefSchema } from './cliente';
import { CLIENTE_REQUIRED, TIPO_TAREA_INVALID, UNIDADES_TOO_LARGE } from './messages';
import { lazySchema } from './lazy-schema';

/** `mes` is a lowercase Spanish month; the casing and spaces are forgiven on the way in. */
export const monthSchema = lazySchema(() =>
  z
    .string()
    .transform((value) => value.trim().toLowerCase())
    .pipe(z.enum(MONTHS)),
);

export const taskTypeSchema = lazySchema(() =>
  idSchema.pipe(z.custom<TaskType>(isTaskType, TIPO_TAREA_INVALID)),
);

/** A record of a cobro (contenido, contenido_open, contenido_spr). */
export const cobroRegistroSchema = lazySchema(() =>
  z.object({
    id: idSchema.nullish().transform((value) => value ?? null),
    nombre_completo: displayText,
    unidades: decimal,
  }),
);
export type CobroRegistro = z.infer<typeof cobroRegistroSchema>;

const registros = lazySchema(() =>
  z
    .array(cobroRegistroSchema)
    .nullish()
    .transform((value) => value ?? []),
);

const amount = lazySchema(() => decimal.nullish().transform((value) => value ?? 0));
const note = lazySchema(() =>
  z
    .string()
    .nullish()
    .transform((value) => value ?? null),
);

/** The document of a cobro: `{id, nombre_documento}`; nombre_archivo is accepted as the name too. */
export const cobroDocumentoSchema = lazySchema(() =>
  z
    .object({
      id: idSchema.nullish(),
      nombre_documento: z.string().nullish(),
      nombre_archivo: z.string().nullish(),
    })
    .transform((documento) => ({
      id: documento.id ?? null,
      nombre_documento: documento.nombre_documento ?? documento.nombre_archivo ?? '',
    })),
);

/**
 * A cobro as listar_cobro/, listar_cobro_usuario_en_sesion/ and listar_cobro_detalles/{id}/
 * send it. Record lists, amounts and notes that are missing or null become [] / 0 / null;
 * numbers may be strings. `unidades` stays as sent: use domain `cobroUnits`, never add it to
 * the records' sum.
 */
export const cobroSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    cliente: clienteRefSchema.nullish().transform((value) => value ?? null),
    documento: cobroDocumentoSchema.nullish().transform((value) => value ?? null),
    usuario_registra: namedRefSchema.nullish().transform((value) => value ?? null),
    usuario_supervisor: namedRefSchema.nullish().transform((value) => value ?? null),
    mes: monthSchema,
    tipo_tarea: taskTypeSchema,
    unidades: amount,
    bonificado: amount,
    sancionado: amount,
    nota_bonificado: note,
    nota_sancionado: note,
    contenido: registros,
    contenido_open: registros,
    contenido_spr: registros,
    pagado: z
      .boolean()
      .nullish()
      .transform((value) => value ?? false),
    fecha_creacion: note,
    /**
     * Extension `periodos` (absent from the spec's backend): the year the cobro's month belongs to,
     * and the registering worker's rate in soles per unit, fixed when the cobro was registered.
     * Last, so a reader that adds them when present keeps zod's key order.
     */
    anio: z.number().int().optional(),
    tarifa: decimal.optional(),
  }),
);
export type Cobro = z.infer<typeof cobroSchema>;
export type CobroWire = z.input<typeof cobroSchema>;
export const cobroListSchema = lazySchema(() => listOf(cobroSchema));

/** Messages of the register-cobro form (spec section 5), shared by the screens and the server. */
export const COBRO_MESSAGES = {
  clienteRequired: CLIENTE_REQUIRED,
  documentoRequired: 'El documento es requerido',
  documentoInvalid: 'El documento seleccionado no es válido',
  tipoRequired: 'El tipo de tarea es requerido',
  tipoInvalid: TIPO_TAREA_INVALID,
  mesRequired: 'El mes es requerido',
  mesInvalid: 'Mes inválido',
  mesRequiredModify: 'Debe seleccionar un mes',
  registrosRequired: 'Debe seleccionar al menos un registro',
  registrosInvalid: 'Los registros seleccionados no son válidos',
  registrosTooMany: 'Se seleccionaron demasiados registros',
  supervisorInvalid: 'El supervisor seleccionado no es válido',
  trabajadorRequired: 'El trabajador es requerido',
  trabajadorInvalid: 'El trabajador seleccionado no es válido',
  unidadesInvalid: 'Las unidades deben ser un número entero mayor o igual a 0',
  unidadesTooLarge: UNIDADES_TOO_LARGE,
  todosRequeridos: 'Todos los campos son requeridos',
  notaTooLong: 'La nota no puede tener más de 1000 caracteres.',
  bonoOSancion:
    'Envíe bonificado con nota_bonificado, o sancionado con nota_sancionado (solo uno de los dos).',
} as const;

/** A document can hold as many rows as an upload accepts (server/excel/limits.ts maxDataRows). */
export const COBRO_REGISTROS_MAX = 50_000;
/** Far above any real task; it keeps a typo from becoming a payment. */
export const COBRO_UNIDADES_MAX = 1_000_000;
export const COBRO_MONTO_MAX = 1_000_000;
export const COBRO_NOTA_MAX = 1000;

/** A select hands ids over as strings; '' and null mean "not chosen". */
const idInput = (required: string, invalid: string) =>
  z
    .union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)], {
      error: (issue) => (issue.input == null || issue.input === '' ? required : invalid),
    })
    .pipe(z.number().int(invalid).positive(invalid).max(Number.MAX_SAFE_INTEGER, invalid));

const taskTypeInput = (required: string) =>
  idInput(required, COBRO_MESSAGES.tipoInvalid).pipe(
    z.custom<TaskType>(isTaskType, COBRO_MESSAGES.tipoInvalid),
  );

const monthInput = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .toLowerCase()
    .min(1, required)
    .pipe(z.enum(MONTHS, { error: COBRO_MESSAGES.mesInvalid }));

/** An optional supervisor: missing, null or '' is "none". */
const supervisorInput = lazySchema(() =>
  z
    .union(
      [z.null(), z.literal(''), idInput(COBRO_MESSAGES.supervisorInvalid, COBRO_MESSAGES.supervisorInvalid)],
      {
        error: COBRO_MESSAGES.supervisorInvalid,
      },
    )
    .optional()
    .transform((value) => (typeof value === 'number' ? value : null)),
);

const unidadesNumber = numberInput(COBRO_MESSAGES.unidadesInvalid).pipe(
  z
    .number()
    .int(COBRO_MESSAGES.unidadesInvalid)
    .min(0, COBRO_MESSAGES.unidadesInvalid)
    .max(COBRO_UNIDADES_MAX, COBRO_MESSAGES.unidadesTooLarge),
);

/** Units the client may leave out (the server computes them); '' and null count as left out. */
const optionalUnidades = lazySchema(() =>
  z
    .union([z.null(), z.literal(''), unidadesNumber], { error: COBRO_MESSAGES.unidadesInvalid })
    .optional()
    .transform((value) => (typeof value === 'number' ? value : undefined)),
);

/**
 * A chosen record as the form sends it. Only `id` counts: the server takes each record's name
 * and units from the document, never from the request.
 */
export const cobroRegistroInputSchema = lazySchema(() =>
  z.object({
    id: idInput(COBRO_MESSAGES.registrosInvalid, COBRO_MESSAGES.registrosInvalid),
    nombre_completo: z.string().nullish(),
    unidades: decimal.nullish(),
  }),
);
export type CobroRegistroInput = z.infer<typeof cobroRegistroInputSchema>;

const registrosInput = lazySchema(() =>
  z
    .array(cobroRegistroInputSchema, { error: COBRO_MESSAGES.registrosInvalid })
    .max(COBRO_REGISTROS_MAX, COBRO_MESSAGES.registrosTooMany)
    .nullish()
    .transform((value) => value ?? []),
);

/** Tipos 1, 4 and 5 are charged per record, so they need at least one (spec section 5). */
function requireRegistros(tipo: TaskType, registros: readonly unknown[], path: string, ctx: z.RefinementCtx) {
  if (taskUsesRecords(tipo) && registros.length === 0) {
    ctx.addIssue({ code: 'custom', message: COBRO_MESSAGES.registrosRequired, path: [path] });
  }
}

/** The fields both insertar_cobro/ variants share, in the order the register form asks for them. */
const cobroBaseFields = {
  cliente: idInput(COBRO_MESSAGES.clienteRequired, COBRO_MESSAGES.clienteRequired),
  documento: idInput(COBRO_MESSAGES.documentoRequired, COBRO_MESSAGES.documentoInvalid),
  tipo_tarea: taskTypeInput(COBRO_MESSAGES.tipoRequired),
  mes: monthInput(COBRO_MESSAGES.mesRequired),
  usuario_supervisor: supervisorInput,
  unidades: optionalUnidades,
};

/**
 * `POST insertar_cobro/`, the worker's register screen: registered by the caller. `unidades`
 * (tipos 2 and 3) is only checked against the server's own figure; the records
 * (`contenido_registro`, tipos 1, 4 and 5) count by id.
 */
export const insertarCobroRequestSchema = lazySchema(() =>
  z
    .object({ ...cobroBaseFields, contenido_registro: registrosInput })
    .superRefine((value, ctx) =>
      requireRegistros(value.tipo_tarea, value.contenido_registro, 'contenido_registro', ctx),
    ),
);
export type InsertarCobroRequest = z.infer<typeof insertarCobroRequestSchema>;

/**
 * `POST insertar_cobro/`, the admin's assign-payment variant (/gestPago/insertarPagoCobros):
 * adds the worker (`usuario_registra`), and the records come under `contenido`. `unidades`, when
 * sent, overrides the server's figure for tipos 2 and 3.
 */
export const asignarCobroRequestSchema = lazySchema(() =>
  z
    .object({
      usuario_registra: idInput(COBRO_MESSAGES.trabajadorRequired, COBRO_MESSAGES.trabajadorInvalid),
      ...cobroBaseFields,
      contenido: registrosInput,
    })
    .superRefine((value, ctx) => requireRegistros(value.tipo_tarea, value.contenido, 'contenido', ctx)),
);
export type AsignarCobroRequest = z.infer<typeof asignarCobroRequestSchema>;

/**
 * `POST insertar_cobro_doble/`, the Insert Bill payment: the units are the user's choice.
 * A missing cliente, documento, usuario_registra or mes reads 'Todos los campos son requeridos'
 * (spec section 5); tipo_tarea defaults to 3 (Bill, spec section 9).
 */
export const insertarCobroDobleRequestSchema = lazySchema(() =>
  z.object({
    cliente: idInput(COBRO_MESSAGES.todosRequeridos, COBRO_MESSAGES.clienteRequired),
    documento: idInput(COBRO_MESSAGES.todosRequeridos, COBRO_MESSAGES.documentoInvalid),
    usuario_registra: idInput(COBRO_MESSAGES.todosRequeridos, COBRO_MESSAGES.trabajadorInvalid),
    unidades: unidadesNumber,
    mes: monthInput(COBRO_MESSAGES.todosRequeridos),
    tipo_tarea: taskTypeInput(COBRO_MESSAGES.tipoRequired).optional().default(3),
  }),
);
export type InsertarCobroDobleRequest = z.infer<typeof insertarCobroDobleRequestSchema>;

/** `PUT modificar_cobro/{id}/`: the records of the cobro's own kind and the month. */
export const modificarCobroRequestSchema = lazySchema(() =>
  z.object({
    contenido: z
      .array(cobroRegistroInputSchema, { error: COBRO_MESSAGES.registrosRequired })
      .min(1, COBRO_MESSAGES.registrosRequired)
      .max(COBRO_REGISTROS_MAX, COBRO_MESSAGES.registrosTooMany),
    mes: monthInput(COBRO_MESSAGES.mesRequiredModify),
  }),
);
export type ModificarCobroRequest = z.infer<typeof modificarCobroRequestSchema>;

/** `DELETE eliminar_cobro/{id}/` and the 404 of the cobro endpoints. */
export const COBRO_DETAIL_MESSAGES = {
  deleted: 'Cobro eliminado correctamente',
  notFound: 'No se encontró información del cobro',
  registered: 'Cobro registrado correctamente',
  paymentInserted: 'Pago insertado correctamente',
} as const;
