import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  COBRO_DETAIL_MESSAGES,
  asignarCobroRequestSchema,
  insertarCobroDobleRequestSchema,
  insertarCobroRequestSchema,
  modificarCobroRequestSchema,
} from '../../src/contract/cobro';
import { sancionarAcreditarRequestSchema } from '../../src/contract/sancionar-acreditar';
import { sum } from '../../src/domain/numeric';
import { EXCLUDED_CLIENT_ID } from '../../src/domain/reserved-ids';
import { recordKindForTask, taskUsesRecords } from '../../src/domain/task-types';
import { audit, fieldChanges, type AuditAuthor } from '../db/auditoria-queries';
import { findCobroPeriod, type CobroPeriod } from '../db/cierres-queries';
import { documentoListJson } from '../db/cobro-period-queries';
import { createCobroReader, type CobroScope } from '../db/cobro-queries';
import {
  cobroAnio,
  deleteCobro,
  findCobroRow,
  replaceCobroLines,
  setBonificado,
  setSancionado,
  type CobroRow,
} from '../db/cobro-row-queries';
import { documentoRegistros } from '../db/documento-queries';
import type { UserRow } from '../db/usuario-queries';
import { sendAnswer } from '../compression';
import { HttpError, forbidden, notFound } from '../http-errors';
import { toCents } from '../money';
import { assertPayOpen, cobroPayers, cobroRegistrant, type PayChange } from '../ext/cierre-lock';
import { idempotentRoute } from '../idempotency';
import { secureRoute, type AuthedRequest } from '../permissions';
import { idParam, parseInput } from '../validation';
import { canChange, canSee, isAdmin, isRegistrant, listScope, workerLock } from './cobro-policy';
import { listNarrowing } from './resumenes';
import {
  COBRO_REFUSALS,
  checkRegistrant,
  linesFromDocument,
  parseOrRefuse,
  refuse,
  refuseField,
  registerBillPayment,
  registerCobro,
} from './cobro-rules';

/** The cobro endpoints; who may do what is in cobro-policy.ts, what a cobro must be in cobro-rules.ts. */

const cobroNotFound = () => notFound(COBRO_DETAIL_MESSAGES.notFound);

function sendJson(reply: FastifyReply, json: string | Buffer, status = 200): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(json);
}

/** What the change history compares on a cobro: what its pay is computed from. */
const AUDITED_COBRO_FIELDS = [
  'mes',
  'anio',
  'unidades',
  'contenido',
  'contenido_open',
  'contenido_spr',
  'bonificado',
  'nota_bonificado',
  'sancionado',
  'nota_sancionado',
] as const;

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
  /** A cobro the caller may change: visible and its own (else 404), then not locked (else 403). */
  const findChangeable = (user: UserRow, id: number) => {
    const cobro = findVisible(user, id, canChange);
    const lock = workerLock(user, cobro);
    if (lock !== null) throw new HttpError(403, { detail: lock });
    return cobro;
  };
  /** The cobro as the wire shows it, for the change history. */
  const wireCobro = (id: number): Record<string, unknown> => {
    const json = reader.oneJson(id);
    if (json === undefined) throw cobroNotFound();
    return JSON.parse(json.toString('utf8')) as Record<string, unknown>;
  };
  const authorOf = (request: AuthedRequest): AuditAuthor => ({
    usuarioId: request.user.id,
    fecha: now().toISOString(),
  });
  /** The period lock, the change, and its history records, in one transaction. */
  const changeCobro = (
    request: AuthedRequest,
    id: number,
    locks: (period: CobroPeriod) => PayChange[],
    write: () => void,
  ) =>
    db.transaction(() => {
      const period = findCobroPeriod(db, id);
      if (!period) throw cobroNotFound();
      assertPayOpen(db, locks(period));
      const antes = wireCobro(id);
      write();
      audit(db, authorOf(request), fieldChanges('cobro', id, AUDITED_COBRO_FIELDS, antes, wireCobro(id)));
    })();
  /** A new cobro: its workers' period must be open; its creation is recorded with it. */
  const registerAudited = (
    request: AuthedRequest,
    payers: { registrant: number; supervisor: number | null; mes: string },
    at: Date,
    write: () => number,
  ): number =>
    db.transaction(() => {
      assertPayOpen(db, [
        {
          usuarioIds: [payers.registrant, payers.supervisor],
          anio: cobroAnio(payers.mes, at.toISOString()),
          mes: payers.mes,
        },
      ]);
      const id = write();
      audit(db, authorOf(request), [
        { accion: 'crear', entidad: 'cobro', entidadId: id, despues: wireCobro(id) },
      ]);
      return id;
    })();
  const sendCobro = (reply: FastifyReply, id: number) => {
    const json = reader.oneJson(id);
    if (json === undefined) throw cobroNotFound();
    return sendJson(reply, json);
  };

  /**
   * The whole list from its cache, or one period's when `?anio=&mes=` name one (in columns with
   * `&formato=columnas`), or one document's when `?documento=` names it (extension `resumenes`).
   */
  const sendList = (request: AuthedRequest, reply: FastifyReply, scope: CobroScope) => {
    const narrowing = listNarrowing(request.query);
    if (!narrowing) return sendAnswer(request, reply, reader.listAnswer(scope));
    if ('documento' in narrowing) return sendJson(reply, documentoListJson(db, scope, narrowing.documento));
    const { anio, mes, columnas } = narrowing;
    const answer = reader.periodAnswer(scope, anio, mes, columnas);
    return columnas
      ? sendAnswer(request, reply, answer, 200, 'application/octet-stream')
      : sendAnswer(request, reply, answer);
  };

  secureRoute(app, 'GET /api/listar_cobro/', (request, reply) =>
    sendList(request, reply, listScope(request.user)),
  );

  secureRoute(app, 'GET /api/listar_cobro_usuario_en_sesion/', (request, reply) =>
    sendList(request, reply, { kind: 'registeredBy', userId: request.user.id }),
  );

  secureRoute(app, 'GET /api/listar_cobro_detalles/:id/', (request, reply) => {
    const cobro = findVisible(request.user, idParam(request.params, 'id'), canSee);
    return sendCobro(reply, cobro.id);
  });

  idempotentRoute(app, 'POST /api/insertar_cobro/', {
    create: (request, reply) => {
      const { user } = request;
      const body = request.body;
      let id: number;
      const at = now();
      // The assign-payment screen is the only one that names the worker. SuperAdmin has no cobros of
      // its own (no /gestCobro screens), so whatever it sends is an assignment.
      if ((isRecord(body) && body.usuario_registra !== undefined) || user.rol_nombre === 'SuperAdmin') {
        if (!isAdmin(user)) throw forbidden();
        const input = parseOrRefuse(asignarCobroRequestSchema, body);
        const payers = {
          registrant: input.usuario_registra,
          supervisor: input.usuario_supervisor,
          mes: input.mes,
        };
        id = registerAudited(request, payers, at, () =>
          registerCobro(
            db,
            {
              ...input,
              registrant: checkRegistrant(db, input.usuario_registra),
              registros: input.contenido,
              overrideUnidades: input.unidades,
            },
            at,
          ),
        );
      } else {
        if (!isRegistrant(user.rol_nombre)) throw forbidden();
        const input = parseOrRefuse(insertarCobroRequestSchema, body);
        const payers = { registrant: user.id, supervisor: input.usuario_supervisor, mes: input.mes };
        id = registerAudited(request, payers, at, () =>
          registerCobro(
            db,
            {
              ...input,
              registrant: user,
              registros: input.contenido_registro,
              claimedUnidades: input.unidades,
            },
            at,
          ),
        );
      }
      return reply.code(201).send({ success: true, message: COBRO_DETAIL_MESSAGES.registered, id });
    },
  });

  // The Insert Bill payment: units chosen by the user, no records, no supervisor.
  idempotentRoute(app, 'POST /api/insertar_cobro_doble/', {
    create: (request, reply) => {
      const { user } = request;
      const input = parseOrRefuse(insertarCobroDobleRequestSchema, request.body);
      // A worker's Trabajador select offers only itself; Admin may name any active worker (checkRegistrant).
      if (!isAdmin(user) && input.usuario_registra !== user.id) {
        throw new HttpError(403, { detail: COBRO_REFUSALS.soloPropio });
      }
      // The screen leaves the internal client out (spec section 5); the server holds the same line.
      if (input.cliente === EXCLUDED_CLIENT_ID) throw refuse(COBRO_REFUSALS.clienteInterno);
      const at = now();
      const payers = { registrant: input.usuario_registra, supervisor: null, mes: input.mes };
      const id = registerAudited(request, payers, at, () => registerBillPayment(db, input, at));
      return reply.code(201).send({ success: true, message: COBRO_DETAIL_MESSAGES.paymentInserted, id });
    },
  });

  // DRF's order: the object (404) before the body (400).
  secureRoute(app, 'PUT /api/modificar_cobro/:id/', (request, reply) => {
    const cobro = findChangeable(request.user, idParam(request.params, 'id'));
    const input = parseInput(modificarCobroRequestSchema, request.body);
    const fail = refuseField('contenido');
    // Tipos 2 and 3 are paid by the document's totals; records would replace that figure (domain cobroUnits).
    if (!taskUsesRecords(cobro.tipo_tarea)) throw fail(COBRO_REFUSALS.tipoSinRegistros);
    const kind = recordKindForTask(cobro.tipo_tarea);
    // A cobro whose document was deleted keeps its records but can no longer take new ones.
    const registros = cobro.documento_id === null ? [] : documentoRegistros(db, cobro.documento_id);
    const lines = linesFromDocument(registros, cobro.tipo_tarea, input.contenido, fail);
    // Both periods are locked: the one the cobro leaves and the one it moves to.
    const periods = (period: CobroPeriod) => [
      cobroPayers(period),
      cobroPayers({ ...period, mes: input.mes, anio: cobroAnio(input.mes, period.fecha_creacion) }),
    ];
    changeCobro(request, cobro.id, periods, () =>
      replaceCobroLines(db, cobro.id, {
        kind,
        lines,
        mes: input.mes,
        unidades: sum(lines.map((line) => line.unidades)),
      }),
    );
    return sendCobro(reply, cobro.id);
  });

  secureRoute(app, 'DELETE /api/eliminar_cobro/:id/', (request) => {
    const cobro = findChangeable(request.user, idParam(request.params, 'id'));
    db.transaction(() => {
      const period = findCobroPeriod(db, cobro.id);
      if (!period) throw cobroNotFound();
      assertPayOpen(db, [cobroPayers(period)]);
      const antes = wireCobro(cobro.id);
      deleteCobro(db, cobro.id);
      audit(db, authorOf(request), [{ accion: 'eliminar', entidad: 'cobro', entidadId: cobro.id, antes }]);
    })();
    return { detail: COBRO_DETAIL_MESSAGES.deleted };
  });

  // Sets the amount rather than adding to it, so a mistaken bonus or discount can be corrected (or set to 0).
  secureRoute(app, 'PUT /api/sancionar_acreditar/:cobroId/', (request, reply) => {
    const cobro = findVisible(request.user, idParam(request.params, 'cobroId'), () => true);
    const input = parseInput(sancionarAcreditarRequestSchema, request.body);
    // A bonus or a discount moves the registering worker's pay only (cierre-lock.ts).
    changeCobro(
      request,
      cobro.id,
      (period) => [cobroRegistrant(period)],
      () => {
        if ('bonificado' in input) {
          setBonificado(db, cobro.id, toCents(input.bonificado), input.nota_bonificado || null);
        } else {
          setSancionado(db, cobro.id, toCents(input.sancionado), input.nota_sancionado || null);
        }
      },
    );
    return sendCobro(reply, cobro.id);
  });
}
