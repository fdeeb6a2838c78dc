import type { FastifyInstance } from 'fastify';
import { ESTADO_CUENTA_MESSAGES, estadoCuentaQuerySchema } from '../../src/contract/estado-cuenta';
import { clienteAgencias } from '../db/estado-cuenta-queries';
import { estadoCuenta, verificarSaldos } from '../ext/estado-cuenta';
import { renderEstadoCuenta } from '../ext/estado-cuenta-pdf';
import { notFound } from '../http-errors';
import { secureRoute, type AuthedRequest } from '../permissions';
import { idParam, parseInput } from '../validation';

/** Extension `estado_cuenta` (SuperAdmin): a client's statement, as JSON or PDF, and the check of every balance. */
export function estadoCuentaRoutes(app: FastifyInstance): void {
  const { db, now } = app.deps;

  /** The statement a request asks for: 400 for bad days, 404 for an unknown client, before any read. */
  const statementFor = (request: AuthedRequest) => {
    const clienteId = idParam(request.params, 'clienteId');
    const query = parseInput(estadoCuentaQuerySchema, request.query);
    const estado = estadoCuenta(db, clienteId, query);
    if (!estado) throw notFound(ESTADO_CUENTA_MESSAGES.clienteNoEncontrado);
    return { clienteId, query, estado };
  };

  secureRoute(app, 'GET /api/ext/estado_cuenta/:clienteId/', (request) => statementFor(request).estado);

  secureRoute(app, 'GET /api/ext/estado_cuenta/:clienteId/pdf', async (request, reply) => {
    const { clienteId, query, estado } = statementFor(request);
    const pdf = await renderEstadoCuenta({
      estado,
      agencias: clienteAgencias(db, clienteId),
      emitido: now(),
    });
    const periodo = [query.desde, query.hasta].filter(Boolean).join('_');
    return reply
      .type('application/pdf')
      .header(
        'content-disposition',
        `inline; filename="estado-cuenta-${clienteId}${periodo ? `-${periodo}` : ''}.pdf"`,
      )
      .send(Buffer.from(pdf));
  });

  secureRoute(app, 'GET /api/ext/verificar_saldos/', () => verificarSaldos(db));
}
