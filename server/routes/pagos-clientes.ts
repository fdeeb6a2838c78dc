import type { Database } from '../db/sqlite-driver';
import type { FastifyInstance } from 'fastify';
import {
  FINANZAS_MESSAGES,
  historialPagoRequestSchema,
  montoExtraRequestSchema,
  type HistorialFondoWire,
  type PagoClienteResponse,
} from '../../src/contract/finanzas';
import { audit, type AuditAuthor, type AuditEntry } from '../db/auditoria-queries';
import {
  deletePago,
  estimatedCentsByCliente,
  findPago,
  pagoMontoExtraId,
  insertLinkedPago,
  insertPagoCompleto,
  listPagos,
  montosForFund,
} from '../db/pagos-queries';
import { sendAnswer } from '../compression';
import { HttpError, notFound } from '../http-errors';
import { toCents } from '../money';
import { agencyToday, calendarDate } from '../dates';
import { clienteExists } from '../db/cliente-queries';
import { findMontoExtra, insertMontoExtra } from '../db/monto-extra-queries';
import { idempotentRoute } from '../idempotency';
import { secureRoute, type AuthedRequest } from '../permissions';
import { idParam, parseInput } from '../validation';

export const PAGO_MESSAGES = {
  deleted: 'Pago eliminado correctamente',
  notFound: 'No se encontró el pago',
  sinMontoExtra:
    'No hay un monto extra sin pago registrado para este cliente y monto; registre primero el monto (PUT monto_extra/{clienteId})',
  fondoPago: 'Excedente del pago registrado como fondo',
  fondoMontoExtra: 'Excedente de monto extra registrado como fondo',
  fondoCorreccion: 'Corrección de monto extra descontada del fondo',
} as const;

/**
 * Fund movements, derived from the money received: a client's fund is what it paid (the sum of
 * its extra amounts, one per payment) beyond its estimated total. Walking its extra amounts in
 * date order (the payment's date, or the registration date of an extra amount no payment holds),
 * each one that changes max(0, paid so far − estimate) is a movement of that change, numbered
 * as the extra amount: a payment crossing the estimate moves only its excess, a negative
 * correction can take money back out. So a client's movements always add up to its fund today,
 * whatever was deleted, corrected or adjusted since. Newest first.
 */
function fundMovements(db: Database): HistorialFondoWire[] {
  const estimated = estimatedCentsByCliente(db);
  const montos = montosForFund(db)
    .map((monto) => ({ ...monto, fecha: monto.fecha_pago ?? calendarDate(new Date(monto.fecha_registro)) }))
    .sort((a, b) => a.cliente_id - b.cliente_id || a.fecha.localeCompare(b.fecha) || a.id - b.id);
  const movements: (HistorialFondoWire & { id: number; fecha: string })[] = [];
  let clienteId = 0;
  let paidCents = 0;
  for (const monto of montos) {
    if (monto.cliente_id !== clienteId) {
      clienteId = monto.cliente_id;
      paidCents = 0;
    }
    const estimate = estimated.get(clienteId) ?? 0;
    const fundBefore = Math.max(0, paidCents - estimate);
    paidCents += monto.monto_cents;
    const movedCents = Math.max(0, paidCents - estimate) - fundBefore;
    if (movedCents === 0) continue;
    movements.push({
      id: monto.id,
      cliente_id: monto.cliente_id,
      cliente_nombre: monto.cliente_nombre,
      monto: movedCents / 100,
      descripcion:
        movedCents < 0
          ? PAGO_MESSAGES.fondoCorreccion
          : monto.fecha_pago === null
            ? PAGO_MESSAGES.fondoMontoExtra
            : PAGO_MESSAGES.fondoPago,
      fecha: monto.fecha,
    });
  }
  return movements.sort((a, b) => b.fecha.localeCompare(a.fecha) || b.id - a.id);
}

/** Client payments (SuperAdmin): money received, its history, and the funds it leaves. */
export function pagoClienteRoutes(app: FastifyInstance): void {
  const { db, now, answers } = app.deps;
  const authorOf = (request: AuthedRequest): AuditAuthor => ({
    usuarioId: request.user.id,
    fecha: now().toISOString(),
  });
  /** The write and its history records in one transaction. */
  const audited = <T>(request: AuthedRequest, write: () => T, records: (result: T) => AuditEntry[]): T =>
    db.transaction(() => {
      const result = write();
      audit(db, authorOf(request), records(result));
      return result;
    })();

  // Money received from a client: one new extra amount per call (never an update of an earlier one).
  secureRoute(app, 'PUT /api/monto_extra/:clienteId', (request, reply) => {
    const clienteId = idParam(request.params, 'clienteId');
    if (!clienteExists(db, clienteId)) throw notFound(FINANZAS_MESSAGES.clienteNotFound);
    const { monto } = parseInput(montoExtraRequestSchema, request.body);
    const montoExtra = audited(
      request,
      () =>
        findMontoExtra(
          db,
          insertMontoExtra(db, { clienteId, montoCents: toCents(monto), fechaRegistro: now().toISOString() }),
        ),
      (created) =>
        created ? [{ accion: 'crear', entidad: 'monto_extra', entidadId: created.id, despues: created }] : [],
    );
    return reply.code(201).send(montoExtra);
  });

  /** `{cliente, monto, fecha_pago}` as both ways of recording a payment check it. */
  const pagoInput = (body: unknown) => {
    const input = parseInput(historialPagoRequestSchema, body);
    if (input.fecha_pago > agencyToday(app.deps)) {
      throw new HttpError(400, { fecha_pago: [FINANZAS_MESSAGES.fechaFutura] });
    }
    if (!clienteExists(db, input.cliente)) {
      throw new HttpError(400, { cliente: [FINANZAS_MESSAGES.clienteNotFound] });
    }
    return { clienteId: input.cliente, montoCents: toCents(input.monto), fecha: input.fecha_pago };
  };

  idempotentRoute(app, 'POST /api/historial_pago/', {
    create: (request, reply) => {
      const input = pagoInput(request.body);
      const pago = audited(
        request,
        () => insertLinkedPago(db, input),
        (created) =>
          created
            ? [
                {
                  accion: 'crear',
                  entidad: 'historial_pago',
                  entidadId: Number(created.id),
                  despues: created,
                },
              ]
            : [],
      );
      if (!pago) throw new HttpError(400, { non_field_errors: [PAGO_MESSAGES.sinMontoExtra] });
      return reply.code(201).send(pago);
    },
  });

  // `pago_atomico`: the money and its history row in one transaction, so a refusal leaves neither.
  idempotentRoute(app, 'POST /api/ext/pagos_cliente/', {
    create: (request, reply): PagoClienteResponse => {
      const pago = pagoInput(request.body);
      reply.code(201);
      return audited(
        request,
        () => insertPagoCompleto(db, { ...pago, fechaRegistro: now().toISOString() }),
        (created) => [
          {
            accion: 'crear',
            entidad: 'monto_extra',
            entidadId: created.monto_extra.id,
            despues: created.monto_extra,
          },
          {
            accion: 'crear',
            entidad: 'historial_pago',
            entidadId: Number(created.pago.id),
            despues: created.pago,
          },
        ],
      );
    },
  });

  secureRoute(app, 'GET /api/listar_historial_pago/', (request, reply) =>
    sendAnswer(
      request,
      reply,
      answers('listar_historial_pago', () => listPagos(db), ['historial_pago']),
    ),
  );

  secureRoute(app, 'DELETE /api/eliminar_historial_pago/:paymentId/', (request) => {
    const id = idParam(request.params, 'paymentId');
    const pago = findPago(db, { id });
    if (!pago) throw notFound(PAGO_MESSAGES.notFound);
    const montoExtraId = pagoMontoExtraId(db, id);
    const montoExtra = montoExtraId === null ? undefined : findMontoExtra(db, montoExtraId);
    audited(
      request,
      () => deletePago(db, id),
      (): AuditEntry[] => [
        { accion: 'eliminar', entidad: 'historial_pago', entidadId: id, antes: pago },
        ...(montoExtra
          ? [
              {
                accion: 'eliminar' as const,
                entidad: 'monto_extra' as const,
                entidadId: montoExtra.id,
                antes: montoExtra,
              },
            ]
          : []),
      ],
    );
    return { detail: PAGO_MESSAGES.deleted };
  });

  secureRoute(app, 'GET /api/historial_fondo/', () => fundMovements(db));
}
