import type Database from 'better-sqlite3';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import {
  COBRO_DETAIL_MESSAGES,
  COBRO_MESSAGES,
  asignarCobroRequestSchema,
  insertarCobroDobleRequestSchema,
  insertarCobroRequestSchema,
  modificarCobroRequestSchema,
  sancionarAcreditarRequestSchema,
  type CobroRegistroInput,
} from '../../src/contract/cobro';
import { sum } from '../../src/domain/numeric';
import { ADMINS, COBRO_SCREENS, inGroup } from '../../src/domain/roles';
import { recordKindForTask, taskUsesRecords, type TaskType } from '../../src/domain/task-types';
import { recordUnitsForTask, taskUnits } from '../../src/domain/units';
import {
  createCobroReader,
  documentoRegistros,
  findClienteState,
  findCobroRow,
  findDocumento,
  insertCobro,
  insertLines,
  type CobroLine,
  type CobroRow,
  type CobroScope,
  type DocumentoRow,
} from '../db/cobro-queries';
import { EXCLUDED_CLIENT_ID } from '../../src/domain/reserved-ids';
import { findUserById, type UserRow } from '../db/users';
import { HttpError, MESSAGES, forbidden, notFound } from '../http-errors';
import { toCents } from '../money';
import { secureRoute } from '../permissions';
import { idParam, parseInput } from '../validation';

/** Refusals of the cobro rules, in the backend's Spanish. */
export const COBRO_REFUSALS = {
  clienteInvalido: 'El cliente no existe o está inactivo',
  clienteInterno: 'Cliente no válido',
  documentoAjeno: 'El documento no pertenece al cliente',
  notasSoloTipo1: 'La tarea Notas solo se registra en documentos de tipo 1',
  registrosAjenos: 'Los registros seleccionados no pertenecen al documento',
  supervisorRequerido: 'Debe seleccionar un supervisor',
  supervisorInvalido: COBRO_MESSAGES.supervisorInvalid,
  trabajadorInvalido: COBRO_MESSAGES.trabajadorInvalid,
  sinSubirNotas: 'El usuario no puede subir notas',
  unidadesNoCorresponden: 'Las unidades no corresponden al documento',
  tipoSinRegistros: 'Este tipo de tarea no lleva registros',
} as const;

const isAdmin = (user: UserRow) => inGroup(ADMINS, user.rol_nombre);

/** insertar_cobro/ and insertar_cobro_doble/ answer refusals as `{success: false, error}` (backend-notes). */
function refuse(error: string): HttpError {
  return new HttpError(400, { success: false, error });
}

/** The other cobro calls answer DRF's field dictionary. */
const refuseField =
  (field: string) =>
  (message: string): HttpError =>
    new HttpError(400, { [field]: [message] });

/** Validates like every route (Spanish messages), then reports the first problem in the insertar_cobro shape. */
function parseOrRefuse<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  try {
    return parseInput(schema, body);
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode !== 400) throw error;
    const first = Object.values(error.body).flat()[0];
    throw refuse(typeof first === 'string' ? first : MESSAGES.badRequest);
  }
}

const cobroNotFound = () => notFound(COBRO_DETAIL_MESSAGES.notFound);

/** What a caller's cobro list holds: admins everything, a supervisor also what it supervises. */
function listScope(user: UserRow): CobroScope {
  if (isAdmin(user)) return { kind: 'all' };
  if (user.rol_nombre === 'user_Supervisor') return { kind: 'registeredOrSupervisedBy', userId: user.id };
  return { kind: 'registeredBy', userId: user.id };
}

/** The detail follows the list, so a cobro a caller cannot list does not exist for it either. */
function canSee(user: UserRow, cobro: CobroRow): boolean {
  const scope = listScope(user);
  if (scope.kind === 'all') return true;
  if (cobro.usuario_registra_id === user.id) return true;
  return scope.kind === 'registeredOrSupervisedBy' && cobro.usuario_supervisor_id === user.id;
}

/** Changing or deleting: admins any cobro, a worker only the ones it registered (not the supervised ones). */
function canChange(user: UserRow, cobro: CobroRow): boolean {
  return isAdmin(user) || cobro.usuario_registra_id === user.id;
}

function sendJson(reply: FastifyReply, json: string | Buffer, status = 200): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(json);
}

/** The client and the document of a new cobro, and whether the task fits the document. */
function checkTarget(
  db: Database.Database,
  input: { cliente: number; documento: number; tipo_tarea: TaskType },
): DocumentoRow {
  const cliente = findClienteState(db, input.cliente);
  if (!cliente || cliente.estado !== 1) throw refuse(COBRO_REFUSALS.clienteInvalido);
  const documento = findDocumento(db, input.documento);
  if (!documento || documento.cliente_id !== cliente.id) throw refuse(COBRO_REFUSALS.documentoAjeno);
  // The register form offers only tipo 1 documents for Notas (spec section 5).
  if (input.tipo_tarea === 1 && documento.tipo !== 1) throw refuse(COBRO_REFUSALS.notasSoloTipo1);
  return documento;
}

function checkRegistrant(db: Database.Database, id: number): UserRow {
  const user = findUserById(db, id);
  if (!user || user.is_active !== 1 || !inGroup(COBRO_SCREENS, user.rol_nombre)) {
    throw refuse(COBRO_REFUSALS.trabajadorInvalido);
  }
  return user;
}

/**
 * A supervised worker must name its supervisor; anyone else may. The supervisor must be an active
 * user_Supervisor other than the worker, or the same units would pay twice to one person.
 */
function checkSupervisor(
  db: Database.Database,
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

function checkSubirNotas(registrant: UserRow, tipo: TaskType): void {
  if (tipo === 2 && registrant.subir_notas !== 1) throw refuse(COBRO_REFUSALS.sinSubirNotas);
}

/**
 * The records of a per-record task (tipos 1, 4, 5), taken from the document by id: names and units
 * come from the document, never from the request, and a record chosen twice counts once.
 */
function linesFromDocument(
  registros: ReturnType<typeof documentoRegistros>,
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
function documentUnits(registros: ReturnType<typeof documentoRegistros>, tipo: TaskType): number {
  return taskUnits(tipo, {
    recordCount: registros.length,
    totalUnits: sum(registros.map((registro) => registro.unidades)),
  });
}

type NewCobroInput = {
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
function registerCobro(db: Database.Database, input: NewCobroInput, now: Date): number {
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
      unidades = input.overrideUnidades ?? rule;
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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function cobroRoutes(app: FastifyInstance): void {
  const { db, now } = app.deps;
  const reader = createCobroReader(db);

  const findVisible = (user: UserRow, id: number, allowed: (user: UserRow, cobro: CobroRow) => boolean) => {
    const cobro = findCobroRow(db, id);
    // 404 rather than 403, so a worker cannot probe which ids exist.
    if (!cobro || !allowed(user, cobro)) throw cobroNotFound();
    return cobro;
  };
  const sendCobro = (reply: FastifyReply, id: number) => {
    const json = reader.oneJson(id);
    if (json === undefined) throw cobroNotFound();
    return sendJson(reply, json);
  };

  secureRoute(app, 'GET /api/listar_cobro/', (request, reply) =>
    sendJson(reply, reader.listJson(listScope(request.user))),
  );

  secureRoute(app, 'GET /api/listar_cobro_usuario_en_sesion/', (request, reply) =>
    sendJson(reply, reader.listJson({ kind: 'registeredBy', userId: request.user.id })),
  );

  secureRoute(app, 'GET /api/listar_cobro_detalles/:id/', (request, reply) => {
    const cobro = findVisible(request.user, idParam(request.params, 'id'), canSee);
    return sendCobro(reply, cobro.id);
  });

  secureRoute(app, 'POST /api/insertar_cobro/', (request, reply) => {
    const { user } = request;
    const body = request.body;
    let id: number;
    // The assign-payment screen is the only one that names the worker. SuperAdmin has no cobros of
    // its own (no /gestCobro screens), so whatever it sends is an assignment.
    if ((isRecord(body) && body.usuario_registra !== undefined) || user.rol_nombre === 'SuperAdmin') {
      if (!isAdmin(user)) throw forbidden();
      const input = parseOrRefuse(asignarCobroRequestSchema, body);
      id = registerCobro(
        db,
        {
          ...input,
          registrant: checkRegistrant(db, input.usuario_registra),
          registros: input.contenido,
          overrideUnidades: input.unidades,
        },
        now(),
      );
    } else {
      if (!inGroup(COBRO_SCREENS, user.rol_nombre)) throw forbidden();
      const input = parseOrRefuse(insertarCobroRequestSchema, body);
      id = registerCobro(
        db,
        { ...input, registrant: user, registros: input.contenido_registro, claimedUnidades: input.unidades },
        now(),
      );
    }
    return reply.code(201).send({ success: true, message: COBRO_DETAIL_MESSAGES.registered, id });
  });

  // The Insert Bill payment: units chosen by the user, no records, no supervisor.
  secureRoute(app, 'POST /api/insertar_cobro_doble/', (request, reply) => {
    const input = parseOrRefuse(insertarCobroDobleRequestSchema, request.body);
    // The screen leaves the internal client out (spec section 5); the server holds the same line.
    if (input.cliente === EXCLUDED_CLIENT_ID) throw refuse(COBRO_REFUSALS.clienteInterno);
    const id = db.transaction(() => {
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
        unidades: input.unidades,
        fecha_creacion: now().toISOString(),
        kind: recordKindForTask(input.tipo_tarea),
        lines: [],
      });
    })();
    return reply.code(201).send({ success: true, message: COBRO_DETAIL_MESSAGES.paymentInserted, id });
  });

  // DRF's order: the object (404) before the body (400).
  secureRoute(app, 'PUT /api/modificar_cobro/:id/', (request, reply) => {
    const cobro = findVisible(request.user, idParam(request.params, 'id'), canChange);
    const input = parseInput(modificarCobroRequestSchema, request.body);
    const fail = refuseField('contenido');
    // Tipos 2 and 3 are paid by the document's totals; records would replace that figure (domain cobroUnits).
    if (!taskUsesRecords(cobro.tipo_tarea)) throw fail(COBRO_REFUSALS.tipoSinRegistros);
    const kind = recordKindForTask(cobro.tipo_tarea);
    db.transaction(() => {
      // A cobro whose document was deleted keeps its records but can no longer take new ones.
      const registros = cobro.documento_id === null ? [] : documentoRegistros(db, cobro.documento_id);
      const lines = linesFromDocument(registros, cobro.tipo_tarea, input.contenido, fail);
      db.prepare('DELETE FROM cobro_registros WHERE cobro_id = ? AND kind = ?').run(cobro.id, kind);
      insertLines(db, cobro.id, kind, lines);
      db.prepare('UPDATE cobros SET mes = ?, unidades = ? WHERE id = ?').run(
        input.mes,
        sum(lines.map((line) => line.unidades)),
        cobro.id,
      );
    })();
    return sendCobro(reply, cobro.id);
  });

  secureRoute(app, 'DELETE /api/eliminar_cobro/:id/', (request) => {
    const cobro = findVisible(request.user, idParam(request.params, 'id'), canChange);
    // Its records go with it (ON DELETE CASCADE).
    db.prepare('DELETE FROM cobros WHERE id = ?').run(cobro.id);
    return { detail: COBRO_DETAIL_MESSAGES.deleted };
  });

  // Sets the amount rather than adding to it, so a mistaken bonus or discount can be corrected (or set to 0).
  secureRoute(app, 'PUT /api/sancionar_acreditar/:cobroId/', (request, reply) => {
    const cobro = findVisible(request.user, idParam(request.params, 'cobroId'), () => true);
    const input = parseInput(sancionarAcreditarRequestSchema, request.body);
    if ('bonificado' in input) {
      db.prepare('UPDATE cobros SET bonificado_cents = ?, nota_bonificado = ? WHERE id = ?').run(
        toCents(input.bonificado),
        input.nota_bonificado || null,
        cobro.id,
      );
    } else {
      db.prepare('UPDATE cobros SET sancionado_cents = ?, nota_sancionado = ? WHERE id = ?').run(
        toCents(input.sancionado),
        input.nota_sancionado || null,
        cobro.id,
      );
    }
    return sendCobro(reply, cobro.id);
  });
}
