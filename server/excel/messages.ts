// Types only: the worker loads this module and must not pull in zod through limits.ts.
import type { ExcelLimits } from './limits';

const MB = 1024 * 1024;

const count = (value: number) => value.toLocaleString('es-ES', { useGrouping: true });
const megabytes = (bytes: number) => `${count(Math.round((bytes / MB) * 100) / 100)} MB`;

/** Errors of one uploaded file, as the upload screen shows them next to its name. */
export const FILE_ERRORS = {
  badExtension: 'Formato no permitido: solo se aceptan archivos .xls, .xlsx y .xlsm',
  empty: 'El archivo está vacío',
  tooLarge: (limits: ExcelLimits) =>
    `El archivo supera el tamaño máximo de ${megabytes(limits.maxFileBytes)}`,
  notSpreadsheet: 'El archivo no es una hoja de cálculo válida',
  corrupt: 'El archivo está dañado o no se pudo leer',
  passwordProtected: 'El archivo está protegido con contraseña; guárdelo sin contraseña y vuelva a subirlo',
  timeout: (limits: ExcelLimits) =>
    `El archivo tardó demasiado en procesarse (límite de ${count(limits.parseTimeoutMs / 1000)} s)`,
  outOfMemory: 'El archivo es demasiado grande o complejo para procesarlo',
  inflatedTooLarge: (limits: ExcelLimits) =>
    `El archivo descomprimido supera el tamaño máximo de ${megabytes(limits.maxZipTotalBytes)} (o ${megabytes(limits.maxZipEntryBytes)} por parte)`,
  tooManyRows: (sheet: string, limits: ExcelLimits) =>
    `La hoja "${sheet}" supera el máximo de ${count(limits.maxDataRows)} filas de datos`,
  noSheet:
    'No se encontró ninguna hoja con una columna de nombre (p. ej. "Nombre") y una de unidades (p. ej. "Unidades")',
  noValidRows: 'No se encontraron registros válidos en el archivo',
  unavailable: 'No se pudo procesar el archivo; intente nuevamente',
  saveFailed: 'No se pudo guardar el documento; intente nuevamente',
} as const;

/** Why a data row was left out; each becomes "Fila N: …" in the file's `errores`. */
export const ROW_REASONS = {
  emptyName: 'nombre vacío',
  nameTooLong: (limits: ExcelLimits) =>
    `nombre demasiado largo (máximo ${count(limits.maxNameLength)} caracteres)`,
  badName: 'nombre no válido',
  totalsRow: 'fila de totales',
  emptyUnits: 'unidades vacías',
  nonNumericUnits: 'unidades no numéricas',
  negativeUnits: 'unidades negativas',
  unitsTooLarge: (limits: ExcelLimits) => `unidades fuera de rango (máximo ${count(limits.maxUnitsPerRow)})`,
} as const;

export const rowError = (excelRow: number, reason: string) => `Fila ${excelRow}: ${reason}`;

export const moreRowErrors = (hidden: number) => `… y ${count(hidden)} fila(s) omitida(s) más`;

/** Field messages of procesar_excel/ (spec section 5 for the first three). */
export const FIELD_ERRORS = {
  tipoDocumento: 'Seleccione el tipo de documento',
  cliente: 'Seleccione un cliente',
  clienteUnavailable: 'El cliente seleccionado no existe o está inactivo',
  archivo: 'Seleccione al menos un archivo',
  tooManyFiles: (limits: ExcelLimits) =>
    `Puede subir como máximo ${count(limits.maxFiles)} archivos a la vez`,
  boolean: 'Debe ser "true" o "false"',
  malformed: 'El formulario enviado no es válido',
} as const;
