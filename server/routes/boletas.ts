import type { FastifyInstance, FastifyReply } from 'fastify';
import { CIERRE_MESSAGES, periodoLabel, periodoQuerySchema } from '../../src/contract/cierre-mes';
import { ADMINS, inGroup } from '../../src/domain/roles';
import { findUserById } from '../db/usuario-queries';
import { renderBoleta, renderBoletas } from '../ext/boleta-pdf';
import { liquidacionRow, periodPay, type WorkerPeriodPay } from '../ext/liquidacion';
import { forbidden, notFound } from '../http-errors';
import { secureRoute } from '../permissions';
import { idParam, parseInput } from '../validation';

/** A PDF answer, shown by the browser rather than saved when opened directly. */
function sendPdf(reply: FastifyReply, pdf: Uint8Array, fileName: string) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${fileName}"`)
    .send(Buffer.from(pdf));
}

/** Extension `cierre_mes`: the pay statements as PDF, one worker's or the whole month's. */
export function boletaRoutes(app: FastifyInstance): void {
  const { db } = app.deps;

  /** What a statement prints of a worker the period pays: its name, login, role and row. */
  const statementOf = (worker: WorkerPeriodPay) => ({
    usuario: {
      nombre: worker.row.nombre,
      username: findUserById(db, worker.row.userId)?.username ?? '',
      rol: worker.row.rol,
    },
    fila: liquidacionRow(worker),
    worker,
    timeZone: app.deps.timeZone,
  });

  secureRoute(app, 'GET /api/ext/liquidacion/:usuarioId/boleta.pdf', async (request, reply) => {
    const usuarioId = idParam(request.params, 'usuarioId');
    // A worker reads only its own statement: 403 as for another's usuario/{id}/, before the query.
    if (!inGroup(ADMINS, request.user.rol_nombre) && usuarioId !== request.user.id) throw forbidden();
    const { anio, mes } = parseInput(periodoQuerySchema, request.query);
    if (!findUserById(db, usuarioId)) throw notFound(CIERRE_MESSAGES.boletaUsuarioNoEncontrado);
    const worker = periodPay(db, anio, mes).find((line) => line.row.userId === usuarioId);
    if (!worker) throw notFound(CIERRE_MESSAGES.boletaSinCobros(periodoLabel(anio, mes)));
    const pdf = await renderBoleta({ anio, mes, ...statementOf(worker) });
    return sendPdf(reply, pdf, `boleta-${usuarioId}-${anio}-${mes}.pdf`);
  });

  secureRoute(app, 'GET /api/ext/liquidacion/boletas.pdf', async (request, reply) => {
    const { anio, mes } = parseInput(periodoQuerySchema, request.query);
    const workers = periodPay(db, anio, mes);
    if (workers.length === 0) throw notFound(CIERRE_MESSAGES.boletasSinCobros(periodoLabel(anio, mes)));
    const pdf = await renderBoletas(anio, mes, workers.map(statementOf));
    return sendPdf(reply, pdf, `boletas-${anio}-${mes}.pdf`);
  });
}
