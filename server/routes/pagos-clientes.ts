import type Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import {
  FINANZAS_MESSAGES,
  historialPagoRequestSchema,
  montoExtraRequestSchema,
  type HistorialFondoWire,
} from '../../src/contract/finanzas';
import { estimateTotal } from '../../src/domain/finance';
import {
  clienteEstimates,
  clienteExists,
  deletePago,
  insertLinkedPago,
  insertMontoExtra,
  listPagos,
  pagosForFund,
} from '../db/pagos-queries';
import { HttpError, notFound } from '../http-errors';
import { toCents } from '../money';
import { secureRoute } from '../permissions';
import { idParam, parseInput } from '../validation';

export const PAGO_MESSAGES = {
  deleted: 'Pago eliminado correctamente',
  notFound: 'No se encontró el pago',
  sinMontoExtra:
    'No hay un monto extra sin pago registrado para este cliente y monto; registre primero el monto (PUT monto_extra/{clienteId})',
  fondoDescripcion: 'Excedente del pago registrado como fondo',
} as const;

/** The server's calendar day, in its own time zone, as the payment form's date input writes it. */
function localIsoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Each client's estimated total in cents: its cobros estimados, every kind, plus their adjustments. */
function estimatedCentsByCliente(db: Database.Database): Map<number, number> {
  const totals = new Map<number, number>();
  for (const { clienteId, estimate, tareas } of clienteEstimates(db)) {
    totals.set(clienteId, (totals.get(clienteId) ?? 0) + toCents(estimateTotal(estimate, tareas)));
  }
  return totals;
}

/**
 * Fund movements derived from the payments: a client's fund is what it paid beyond its estimated
 * total. Walking its payments in date order, a payment that lifts the running total above the
 * estimate moves the excess into the fund; that excess is the movement, dated and numbered as the
 * payment. So the movements of a client always add up to its fund today, whatever was deleted
 * or adjusted since. Newest first.
 */
function fundMovements(db: Database.Database): HistorialFondoWire[] {
  const estimated = estimatedCentsByCliente(db);
  const movements: (HistorialFondoWire & { id: number; fecha: string })[] = [];
  let clienteId = 0;
  let paidCents = 0;
  for (const pago of pagosForFund(db)) {
    if (pago.cliente_id !== clienteId) {
      clienteId = pago.cliente_id;
      paidCents = 0;
    }
    const estimate = estimated.get(clienteId) ?? 0;
    const fundBefore = Math.max(0, paidCents - estimate);
    paidCents += pago.monto_cents;
    const movedCents = Math.max(0, paidCents - estimate) - fundBefore;
    if (movedCents > 0) {
      movements.push({
        id: pago.id,
        cliente_id: pago.cliente_id,
        cliente_nombre: pago.cliente_nombre,
        monto: movedCents / 100,
        descripcion: PAGO_MESSAGES.fondoDescripcion,
        fecha: pago.fecha,
      });
    }
  }
  return movements.sort((a, b) => b.fecha.localeCompare(a.fecha) || b.id - a.id);
}

/** Client payments (SuperAdmin): money received, its history, and the funds it leaves. */
export function pagoClienteRoutes(app: FastifyInstance): void {
  const { db, now } = app.deps;

  // Money received from a client: one new extra amount per call (never an update of an earlier one).
  secureRoute(app, 'PUT /api/monto_extra/:clienteId', (request, reply) => {
    const clienteId = idParam(request.params, 'clienteId');
    if (!clienteExists(db, clienteId)) throw notFound(FINANZAS_MESSAGES.clienteNotFound);
    const { monto } = parseInput(montoExtraRequestSchema, request.body);
    return reply.code(201).send(insertMontoExtra(db, clienteId, toCents(monto), now().toISOString()));
  });

  secureRoute(app, 'POST /api/historial_pago/', (request, reply) => {
    const input = parseInput(historialPagoRequestSchema, request.body);
    if (input.fecha_pago > localIsoDate(now())) {
      throw new HttpError(400, { fecha_pago: [FINANZAS_MESSAGES.fechaFutura] });
    }
    if (!clienteExists(db, input.cliente)) {
      throw new HttpError(400, { cliente: [FINANZAS_MESSAGES.clienteNotFound] });
    }
    const pago = insertLinkedPago(db, {
      clienteId: input.cliente,
      montoCents: toCents(input.monto),
      fecha: input.fecha_pago,
    });
    if (!pago) throw new HttpError(400, { non_field_errors: [PAGO_MESSAGES.sinMontoExtra] });
    return reply.code(201).send(pago);
  });

  secureRoute(app, 'GET /api/listar_historial_pago/', () => listPagos(db));

  secureRoute(app, 'DELETE /api/eliminar_historial_pago/:paymentId/', (request) => {
    if (!deletePago(db, idParam(request.params, 'paymentId'))) throw notFound(PAGO_MESSAGES.notFound);
    return { detail: PAGO_MESSAGES.deleted };
  });

  secureRoute(app, 'GET /api/historial_fondo/', () => fundMovements(db));
}
