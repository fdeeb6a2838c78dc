import type { Database } from '../db/sqlite-driver';
import { CIERRE_MESSAGES, periodoLabel } from '../../src/contract/cierre-mes';
import { closedWorker, type CobroPeriod } from '../db/cierres-queries';
import { HttpError } from '../http-errors';

/**
 * The one rule of the month lock (extension `cierre_mes`): a write that would change the pay of a
 * worker for a period that worker has closed is refused with 409 before anything is written.
 * Every route that changes a worker's pay names here the workers and periods it touches.
 */

/** Workers whose pay for one period a write changes; null and undefined ids are skipped. */
export type PayChange = { usuarioIds: readonly (number | null | undefined)[]; anio: number; mes: string };

/** A cobro pays its registering worker and, on its units, its supervisor. */
export const cobroPayers = (cobro: CobroPeriod): PayChange => ({
  usuarioIds: [cobro.usuario_registra_id, cobro.usuario_supervisor_id],
  anio: cobro.anio,
  mes: cobro.mes,
});

/** A bonus or a discount pays only the registering worker: the supervisor's share is on units alone. */
export const cobroRegistrant = (cobro: CobroPeriod): PayChange => ({
  usuarioIds: [cobro.usuario_registra_id],
  anio: cobro.anio,
  mes: cobro.mes,
});

/** Throws the 409 naming the first closed worker and its period; returns when every one is open. */
export function assertPayOpen(db: Database, changes: readonly PayChange[]): void {
  for (const change of changes) {
    const ids = change.usuarioIds.filter((id): id is number => typeof id === 'number');
    const closed = closedWorker(db, ids, change.anio, change.mes);
    if (closed) {
      throw new HttpError(409, {
        detail: CIERRE_MESSAGES.mesCerrado(closed.nombre, periodoLabel(change.anio, change.mes)),
      });
    }
  }
}
