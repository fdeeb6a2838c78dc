import type { Database } from '../db/sqlite-driver';
import type { FastifyInstance } from 'fastify';
import { actualizarMontoExtraRequestSchema } from '../../src/contract/finanzas';
import {
  deleteMontoExtra,
  findMontoExtra,
  listMontosExtra,
  updateMontoExtraCents,
  type MontoExtraResponse,
} from '../db/monto-extra-queries';
import { audit, fieldChanges } from '../db/auditoria-queries';
import { findPago } from '../db/pagos-queries';
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

function findMontoOr404(db: Database, id: number): MontoExtraResponse {
  const monto = findMontoExtra(db, id);
  if (!monto) throw notFound(MONTO_MESSAGES.notFound);
  return monto;
}

export function montoExtraRoutes(app: FastifyInstance): void {
  const { db, now, answers } = app.deps;

  secureRoute(app, 'GET /api/listar_monto_extra/', (request, reply) =>
    sendAnswer(
      request,
      reply,
      answers('listar_monto_extra', (): MontoExtraResponse[] => listMontosExtra(db), ['montos_extra']),
    ),
  );

  // A correction of what was received; the payment history (historial_pago) keeps the original record.
  secureRoute(app, 'PUT /api/actualizar_monto_extra/:id/', (request): MontoExtraResponse => {
    const antes = findMontoOr404(db, idParam(request.params, 'id'));
    const { monto } = parseInput(actualizarMontoExtraRequestSchema, request.body);
    return db.transaction(() => {
      const pagoAntes = findPago(db, { montoExtraId: antes.id });
      updateMontoExtraCents(db, antes.id, toCents(monto));
      const despues = findMontoOr404(db, antes.id);
      const pagoDespues = pagoAntes && findPago(db, { id: Number(pagoAntes.id) });
      const who = { usuarioId: request.user.id, fecha: now().toISOString() };
      audit(db, who, fieldChanges('monto_extra', antes.id, ['monto'], antes, despues));
      if (pagoAntes && pagoDespues)
        audit(
          db,
          who,
          fieldChanges('historial_pago', Number(pagoAntes.id), ['monto'], pagoAntes, pagoDespues),
        );
      return despues;
    })();
  });

  secureRoute(app, 'DELETE /api/eliminar_monto_extra/:id', (request) => {
    const antes = findMontoOr404(db, idParam(request.params, 'id'));
    const pago = findPago(db, { montoExtraId: antes.id });
    const pagos = db.transaction(() => {
      const deleted = deleteMontoExtra(db, antes.id);
      audit(db, { usuarioId: request.user.id, fecha: now().toISOString() }, [
        { accion: 'eliminar', entidad: 'monto_extra', entidadId: antes.id, antes },
        ...(pago
          ? [
              {
                accion: 'eliminar' as const,
                entidad: 'historial_pago' as const,
                entidadId: Number(pago.id),
                antes: pago,
              },
            ]
          : []),
      ]);
      return deleted;
    })();
    return { detail: pagos > 0 ? MONTO_MESSAGES.deletedWithPago : MONTO_MESSAGES.deleted };
  });
}
