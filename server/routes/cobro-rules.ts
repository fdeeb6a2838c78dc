import type { Database } from '../db/sqlite-driver';
import type { z } from 'zod';
import {
  COBRO_MESSAGES,
  type CobroRegistroInput,
  type InsertarCobroDobleRequest,
} from '../../src/contract/cobro';
import { sum } from '../../src/domain/numeric';
import { recordKindForTask, taskUsesRecords, type TaskType } from '../../src/domain/task-types';
import { recordUnitsForTask, taskUnits } from '../../src/domain/units';
import { isClienteActive } from '../db/cliente-queries';
import { insertCobro, type CobroLine } from '../db/cobro-row-queries';
import {
  documentoRegistros,
  findDocumentoRef,
  type DocumentoRefRow,
  type DocumentoRegistroRow,
} from '../db/documento-queries';
import { findUserById, type UserRow } from '../db/usuario-queries';
import { HttpError, MESSAGES } from '../http-errors';
import { parseInput } from '../validation';
import { isRegistrant } from './cobro-policy';
import { SUPERVISOR_REQUIRED } from '../../src/contract/messages';

/** The rules a new or changed cobro must meet, and their refusals in the backend's Spanish. */

/**
 * Units a person chooses (Insert Bill, the assign screen's override) must be a whole number from 1
 * to this cap. The largest figure any rule gives is 60 (Bill above 194 units), so 1,000 leaves room
 * for an exceptional payment while a typo or an abuse cannot become a fortune; the contract's
 * 1,000,000 stays the bound of what the wire may carry.
 */
export const CHOSEN_UNIDADES_MAX = 1000;

/** Refusals of the cobro rules, in the backend's Spanish. */
export const COBRO_REFUSALS = {
  clienteInvalido: 'El cliente no existe o está inactivo',
  clienteInterno: 'Cliente no válido',
  documentoAjeno: 'El documento no pertenece al cliente',
  notasSoloTipo1: 'La tarea Notas solo se registra en documentos de tipo 1',
  registrosAjenos: 'Los registros seleccionados no pertenecen al documento',
  supervisorRequerido: SUPERVISOR_REQUIRED,
  supervisorInvalido: COBRO_MESSAGES.supervisorInvalid,
  trabajadorInvalido: COBRO_MESSAGES.trabajadorInvalid,
  sinSubirNotas: 'El usuario no puede subir notas',
  unidadesNoCorresponden: 'Las unidades no corresponden al documento',
  tipoSinRegistros: 'Este tipo de tarea no lleva registros',
  unidadesNoPositivas: 'Las unidades deben ser un número entero mayor que 0',
  unidadesSobreTope: `Las unidades no pueden ser mayores que ${CHOSEN_UNIDADES_MAX}`,
  soloPropio: 'Solo puede registrar pagos a su propio nombre',
} as const;

/** The rule above, in the insertar_cobro refusal shape. */
export function checkChosenUnidades(unidades: number): number {
  if (!Number.isInteger(unidades) || unidades < 1) throw refuse(COBRO_REFUSALS.unidadesNoPositivas);
  if (unidades > CHOSEN_UNIDADES_MAX) throw refuse(COBRO_REFUSALS.unidadesSobreTope);
  return unidades;
}

/** insertar_cobro/ and insertar_cobro_doble/ answer refusals as `{success: false, error}` (backend-notes). */
export function refuse(error: string): HttpError {
  return new HttpError(400, { success: false, error });
}

/** The other cobro calls answer DRF's field dictionary. */
export const refuseField =
  (field: string) =>
  (message: string): HttpError =>
    new HttpError(400, { [field]: [message] });

/** Validates like every route (Spanish messages), then reports the first problem in the insertar_cobro shape. */
export function parseOrRefuse<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  try {
    return parseInput(schema, body);
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode !== 400) throw error;
    const first = Object.values(error.body).flat()[0];
    throw refuse(typeof first === 'string' ? first : MESSAGES.badRequest);
  }
}

/** The client and the document of a new cobro, and whether the task fits the document. */
export function checkTarget(
  db: Database,
  input: { cliente: number; documento: number; tipo_tarea: TaskType },
): DocumentoRefRow {
  if (!isClienteActive(db, input.cliente)) throw refuse(COBRO_REFUSALS.clienteInvalido);
  const documento = findDocumentoRef(db, input.documento);
  if (!documento || documento.cliente_id !== input.cliente) throw refuse(COBRO_REFUSALS.documentoAjeno);
  // The register form offers only tipo 1 documents for Notas (spec section 5).
  if (input.tipo_tarea === 1 && documento.tipo !== 1) throw refuse(COBRO_REFUSALS.notasSoloTipo1);
  return documento;
}

export function checkRegistrant(db: Database, id: number): UserRow {
  const user = findUserById(db, id);
  if (!user || user.is_active !== 1 || !isRegistrant(user.rol_nombre)) {
    throw refuse(COBRO_REFUSALS.trabajadorInvalido);
  }
  return user;
}

/**
 * A supervised worker must name its supervisor; anyone else may. The supervisor must be an active
 * user_Supervisor other than the worker, or the same units would pay twice to one person.
 */
export function checkSupervisor(
  db: Database,
  registrant: UserRow,
  supervisorId: number | null,
): number | null {
  if (supervisorId === null) {
    if (registrant.rol_nombre === 'user_Supervisado') throw refuse(COBRO_REFUSALS.supervisorRequerido);
    return null;
  }
  const supervisor = findUserById(db, supervisorId);
  if (
    !supervisor ||
    supervisor.is_active !== 1 ||
    supervisor.rol_nombre !== 'user_Supervisor' ||
    supervisor.id === registrant.id
  ) {
    throw refuse(COBRO_REFUSALS.supervisorInvalido);
  }
  return supervisor.id;
}

export function checkSubirNotas(registrant: UserRow, tipo: TaskType): void {
  if (tipo === 2 && registrant.subir_notas !== 1) throw refuse(COBRO_REFUSALS.sinSubirNotas);
}

/**
 * The records of a per-record task (tipos 1, 4, 5), taken from the document by id: names and units
 * come from the document, never from the request, and a record chosen twice counts once.
 */
export function linesFromDocument(
  registros: readonly DocumentoRegistroRow[],
  tipo: TaskType,
  chosen: readonly CobroRegistroInput[],
  fail: (message: string) => HttpError,
): CobroLine[] {
  const byId = new Map(registros.map((registro) => [registro.id, registro]));
  const lines: CobroLine[] = [];
  const seen = new Set<number>();
  for (const { id } of chosen) {
    if (seen.has(id)) continue;
    seen.add(id);
    const registro = byId.get(id);
    if (!registro) throw fail(COBRO_REFUSALS.registrosAjenos);
    lines.push({
      registro_id: registro.id,
      nombre_completo: registro.nombre_completo,
      unidades: recordUnitsForTask(tipo, registro.unidades),
    });
  }
  return lines;
}

/** The units rule of spec section 9 for the document-level tasks (tipos 2 and 3). */
export function documentUnits(registros: readonly DocumentoRegistroRow[], tipo: TaskType): number {
  return taskUnits(tipo, {
    recordCount: registros.length,
    totalUnits: sum(registros.map((registro) => registro.unidades)),
  });
}

export type NewCobroInput = {
  registrant: UserRow;
  cliente: number;
  documento: number;
  tipo_tarea: TaskType;
  mes: string;
  usuario_supervisor: number | null;
  registros: readonly CobroRegistroInput[];
  /** Units the worker's form computed (tipos 2 and 3): must match the rule. */
  claimedUnidades?: number;
  /** Units an admin set on the assign screen (tipos 2 and 3): replace the rule. */
  overrideUnidades?: number;
};

/** Every rule of insertar_cobro/, then the write; a refusal leaves the database untouched. */
export function registerCobro(db: Database, input: NewCobroInput, now: Date): number {
  return db.transaction(() => {
    const documento = checkTarget(db, input);
    const supervisorId = checkSupervisor(db, input.registrant, input.usuario_supervisor);
    checkSubirNotas(input.registrant, input.tipo_tarea);
    const registros = documentoRegistros(db, documento.id);
    let lines: CobroLine[] = [];
    let unidades: number;
    if (taskUsesRecords(input.tipo_tarea)) {
      lines = linesFromDocument(registros, input.tipo_tarea, input.registros, refuse);
      unidades = sum(lines.map((line) => line.unidades));
    } else {
      const rule = documentUnits(registros, input.tipo_tarea);
      if (input.claimedUnidades !== undefined && input.claimedUnidades !== rule) {
        throw refuse(COBRO_REFUSALS.unidadesNoCorresponden);
      }
      unidades = input.overrideUnidades === undefined ? rule : checkChosenUnidades(input.overrideUnidades);
    }
    return insertCobro(db, {
      cliente_id: input.cliente,
      documento_id: documento.id,
      usuario_registra_id: input.registrant.id,
      usuario_supervisor_id: supervisorId,
      mes: input.mes,
      tipo_tarea: input.tipo_tarea,
      unidades,
      fecha_creacion: now.toISOString(),
      kind: recordKindForTask(input.tipo_tarea),
      lines,
    });
  })();
}

/** The Insert Bill payment: units chosen by the user, no records, no supervisor. */
export function registerBillPayment(db: Database, input: InsertarCobroDobleRequest, now: Date): number {
  return db.transaction(() => {
    const documento = checkTarget(db, input);
    const registrant = checkRegistrant(db, input.usuario_registra);
    checkSubirNotas(registrant, input.tipo_tarea);
    return insertCobro(db, {
      cliente_id: input.cliente,
      documento_id: documento.id,
      usuario_registra_id: registrant.id,
      usuario_supervisor_id: null,
      mes: input.mes,
      tipo_tarea: input.tipo_tarea,
      unidades: checkChosenUnidades(input.unidades),
      fecha_creacion: now.toISOString(),
      kind: recordKindForTask(input.tipo_tarea),
      lines: [],
    });
  })();
}
