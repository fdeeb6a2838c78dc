import { z } from 'zod';
import { listOf } from './list';
import { decimal, displayText, idSchema } from './common';
import { agenciaRefSchema } from './agencia';
import { FIELD_REQUIRED } from './messages';
import { lazySchema } from './lazy-schema';

/** One row of a processed spreadsheet. */
export const registroSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    nombre_completo: displayText,
    unidades: decimal,
  }),
);
export type Registro = z.infer<typeof registroSchema>;

/**
 * A document's client: `{id_cliente, nombre_cliente}` in some answers and `{id, nombre}` in
 * others (backend-notes); both become `{id, nombre, agencias}`. The id may be missing:
 * the document still opens, and only what needs the client's id (grouping by client) skips it.
 */
export const documentoClienteSchema = lazySchema(() =>
  z
    .object({
      id_cliente: idSchema.optional(),
      id: idSchema.optional(),
      nombre_cliente: z.string().optional(),
      nombre: z.string().optional(),
      agencias: z.array(agenciaRefSchema).nullish(),
      agencia: z.array(agenciaRefSchema).nullish(),
    })
    .transform((cliente) => {
      return {
        id: cliente.id_cliente ?? cliente.id ?? null,
        nombre: cliente.nombre_cliente ?? cliente.nombre ?? '',
        agencias: cliente.agencias ?? cliente.agencia ?? [],
      };
    }),
);
export type DocumentoCliente = z.infer<typeof documentoClienteSchema>;

/**
 * `tipo` is 1 or 2 on upload (section 5: 1 Terapia, 2 Bill); section 3 also names 3
 * (Identificación), so any positive number is accepted and labelled by the screen.
 */
export const documentoSchema = lazySchema(() =>
  z
    .object({
      id: idSchema,
      nombre_archivo: displayText,
      fecha_creacion: z.string().nullish(),
      cliente: documentoClienteSchema.nullish(),
      tipo: idSchema.nullish(),
      bill: z.boolean().nullish(),
      notas: z.boolean().nullish(),
      contenido_registros: z.array(registroSchema).nullish(),
      total_registros: idSchema.nullish(),
      hoja_procesada: z.string().nullish(),
      rango_filas: z.string().nullish(),
    })
    .transform((documento) => {
      const registros = documento.contenido_registros ?? [];
      return {
        id: documento.id,
        nombre_archivo: documento.nombre_archivo,
        fecha_creacion: documento.fecha_creacion ?? null,
        cliente: documento.cliente ?? null,
        tipo: documento.tipo ?? null,
        bill: documento.bill ?? false,
        notas: documento.notas ?? false,
        contenido_registros: registros,
        total_registros: documento.total_registros ?? registros.length,
        hoja_procesada: documento.hoja_procesada ?? null,
        rango_filas: documento.rango_filas ?? null,
      };
    }),
);
export type Documento = z.infer<typeof documentoSchema>;
export type DocumentoWire = z.input<typeof documentoSchema>;
export const documentoListSchema = lazySchema(() => listOf(documentoSchema));

/**
 * list_client_document_all/{clienteId}/ (and list_client_document/{clienteId}/) answer
 * `{documentos: [...]}`, `[{id, documentos: [...]}]` or a plain list; all become one list, read
 * item by item.
 */
export const clientDocumentsResponseSchema = lazySchema(() =>
  z
    .union([
      z.object({ documentos: listOf(documentoSchema) }),
      z.array(z.object({ id: idSchema, documentos: listOf(documentoSchema) })),
      listOf(documentoSchema),
    ])
    .transform((answer) => {
      if (!Array.isArray(answer)) return answer.documentos;
      return answer.flatMap((item) => ('documentos' in item ? item.documentos : [item]));
    }),
);

const isClientGroup = (item: unknown): item is { id: unknown } =>
  !!item && typeof item === 'object' && 'documentos' in item;

/**
 * The documents of one client. A list-shaped answer holds one `{id, documentos}` per client, and
 * a backend may send more than the one asked for: only the group whose `id` is
 * `clienteId` is kept, so no other client's document is ever offered.
 */
export const clientDocumentsOf = (clienteId: number) =>
  z.preprocess(
    (answer) =>
      Array.isArray(answer) && answer.some(isClientGroup)
        ? answer.filter((item) => isClientGroup(item) && Number(item.id) === clienteId)
        : answer,
    clientDocumentsResponseSchema,
  );

export const procesarExcelFileResultSchema = lazySchema(() =>
  z.object({
    status: z.string(),
    cliente_id: idSchema.nullish(),
    documento_id: idSchema.nullish(),
    registros_creados: idSchema.nullish(),
    filas_omitidas: idSchema.nullish(),
    hoja_procesada: z.string().nullish(),
    rango_filas: z.string().nullish(),
    fecha_procesada: z.string().nullish(),
    errores: z.array(z.string()).nullish(),
  }),
);

/**
 * Answer of procesar_excel/ (spec section 3, "Document processing result"). A backend may leave
 * out `errores` or `resultados_individuales`: they read as empty and the results view
 * still shows; the counts, when missing too, are those of the lists.
 */
export const procesarExcelResponseSchema = lazySchema(() =>
  z
    .object({
      status: z.string(),
      archivos_procesados: idSchema.nullish(),
      archivos_fallidos: idSchema.nullish(),
      resultados_individuales: z
        .array(z.object({ archivo: z.string(), resultado: procesarExcelFileResultSchema }))
        .nullish(),
      errores: z.array(z.object({ archivo: z.string(), error: z.string() })).nullish(),
    })
    .transform((answer) => {
      const resultados = answer.resultados_individuales ?? [];
      const errores = answer.errores ?? [];
      return {
        status: answer.status,
        archivos_procesados: answer.archivos_procesados ?? resultados.length,
        archivos_fallidos: answer.archivos_fallidos ?? errores.length,
        resultados_individuales: resultados,
        errores,
      };
    }),
);
export type ProcesarExcelResponse = z.infer<typeof procesarExcelResponseSchema>;
export type ProcesarExcelResponseWire = z.input<typeof procesarExcelResponseSchema>;

/**
 * Limits of procesar_excel/ as the reference server enforces them, so that a screen can warn
 * before uploading. A file over a limit fails alone; more files than `maxFiles` fail the request.
 */
export const DOCUMENT_UPLOAD_LIMITS = {
  maxFileBytes: 10 * 1024 * 1024,
  maxFiles: 20,
  maxDataRows: 50_000,
  parseTimeoutMs: 10_000,
} as const;

/** `status` of one file in resultados_individuales: 'partial_success' when rows were omitted. */
export const FILE_RESULT_STATUSES = ['success', 'partial_success'] as const;

const FLAG_MESSAGE = 'Debe ser true o false';

/** A flag sent as a boolean, or as the strings "true"/"false" a form sends. */
const documentoFlag = lazySchema(() =>
  z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')], {
    error: (issue) => (issue.input === undefined ? FIELD_REQUIRED : FLAG_MESSAGE),
  }),
);

/** Body of PUT actualizar_documento/{id}/: both flags, as the modify screen sends them. */
export const documentoFlagsInputSchema = lazySchema(() =>
  z.object({ bill: documentoFlag, notas: documentoFlag }),
);
export type DocumentoFlagsInput = z.input<typeof documentoFlagsInputSchema>;
