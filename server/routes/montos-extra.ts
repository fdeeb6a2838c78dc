import type Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { actualizarMontoExtraRequestSchema } from '../../src/contract/finanzas';
import {
  deleteMontoExtra,
  findMontoExtra,
  listMontosExtra,
  updateMontoExtraCents,
  type MontoExtraResponse,
} from '../db/monto-extra-queries';
import { sendAnswer } from '../compression';
import { notFound } from '../http-errors';
import { toCents } from '../money';
import { secureRoute } from '../permissions';
import { idParam, parseInput } from '../validation';

const MONTO_MESSAGES = {
  notFound: 'No se encontró el monto extra',
  deleted: 'Monto extra eliminado correctamente',
  deletedWithPago: 'Monto extra eliminado correctamente, junto con su pago del historial',
} as const;

function findMontoOr404(db: Database.Database, id: number): MontoExtraResponse {
  const monto = findMontoExtra(db, id);
  if (!monto) throw notFound(MONTO_MESSAGES.notFound);
  return monto;
}

export function montoExtraRoutes(app: FastifyInstance): void {
  const { db, answers } = app.deps;

  secureRoute(app, 'GET /api/listar_monto_extra/', (request, reply) =>
    sendAnswer(
      request,
      reply,
      answers('listar_monto_extra', (): MontoExtraResponse[] => listMontosExtra(db), ['montos_extra']),
    ),
  );

  // A correction of what was received; the payment history (historial_pago) keeps the original record.
  secureRoute(app, 'PUT /api/actualizar_monto_extra/:id/', (request): MontoExtraResponse => {
    const { id } = findMontoOr404(db, idParam(request.params, 'id'));
    const { monto } = parseInput(actualizarMontoExtraRequestSchema, request.body);
    updateMontoExtraCents(db, id, toCents(monto));
    return findMontoOr404(db, id);
  });

  secureRoute(app, 'DELETE /api/eliminar_monto_extra/:id', (request) => {
    const { id } = findMontoOr404(db, idParam(request.params, 'id'));
    const pagos = deleteMontoExtra(db, id);
    return { detail: pagos > 0 ? MONTO_MESSAGES.deletedWithPago : MONTO_MESSAGES.deleted };
  });
}
