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
import { createCobroReader } from '../db/cobro-queries';
import {
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
import { idempotentRoute } from '../idempotency';
import { secureRoute } from '../permissions';
import { idParam, parseInput } from '../validation';
import { canChange, canSee, isAdmin, isRegistrant, listScope, workerLock } from './cobro-policy';
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
  const sendCobro = (reply: FastifyReply, id: number) => {
    const json = reader.oneJson(id);
    if (json === undefined) throw cobroNotFound();
    return sendJson(reply, json);
  };

  secureRoute(app, 'GET /api/listar_cobro/', (request, reply) =>
    sendAnswer(request, reply, reader.listAnswer(listScope(request.user))),
  );

  secureRoute(app, 'GET /api/listar_cobro_usuario_en_sesion/', (request, reply) =>
    sendAnswer(request, reply, reader.listAnswer({ kind: 'registeredBy', userId: request.user.id })),
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
        if (!isRegistrant(user.rol_nombre)) throw forbidden();
        const input = parseOrRefuse(insertarCobroRequestSchema, body);
        id = registerCobro(
          db,
          {
            ...input,
            registrant: user,
            registros: input.contenido_registro,
            claimedUnidades: input.unidades,
          },
          now(),
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
      const id = registerBillPayment(db, input, now());
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
    replaceCobroLines(db, cobro.id, {
      kind,
      lines,
      mes: input.mes,
      unidades: sum(lines.map((line) => line.unidades)),
    });
    return sendCobro(reply, cobro.id);
  });

  secureRoute(app, 'DELETE /api/eliminar_cobro/:id/', (request) => {
    const cobro = findChangeable(request.user, idParam(request.params, 'id'));
    deleteCobro(db, cobro.id);
    return { detail: COBRO_DETAIL_MESSAGES.deleted };
  });

  // Sets the amount rather than adding to it, so a mistaken bonus or discount can be corrected (or set to 0).
  secureRoute(app, 'PUT /api/sancionar_acreditar/:cobroId/', (request, reply) => {
    const cobro = findVisible(request.user, idParam(request.params, 'cobroId'), () => true);
    const input = parseInput(sancionarAcreditarRequestSchema, request.body);
    if ('bonificado' in input) {
      setBonificado(db, cobro.id, toCents(input.bonificado), input.nota_bonificado || null);
    } else {
      setSancionado(db, cobro.id, toCents(input.sancionado), input.nota_sancionado || null);
    }
    return sendCobro(reply, cobro.id);
  });
}
