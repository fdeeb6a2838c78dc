import { http, HttpResponse } from 'msw';
import { clienteListSchema } from '../contract/cliente';
import { cobroListSchema } from '../contract/cobro';
import { documentoListSchema } from '../contract/documento';
import {
  cobroEstimadoListSchema,
  historialPagoListSchema,
  montoExtraListSchema,
  tareaListSchema,
} from '../contract/finanzas';
import { userListSchema } from '../contract/usuario';
import { agencyToday } from '../lib/agency-zone';
import { appClientes, type AppFinanceSources } from '../../server/routes/resumenes-app-view';
import {
  CLIENTES,
  COBROS,
  DOCUMENTOS,
  ESTIMADOS,
  HISTORIAL,
  MONTOS,
  serveFinance,
  TAREAS,
  USUARIOS,
} from './finance-fixtures';
import { api, offerCapacidades, server } from './msw-server';

/** The finance fixture's lists as the app reads them, with its own extra amounts, tasks and payments where given. */
export function fixtureSources(
  own: { montos?: unknown[]; tareas?: unknown[]; historial?: unknown[] } = {},
): AppFinanceSources {
  return {
    clientes: clienteListSchema.parse(CLIENTES),
    documentos: documentoListSchema.parse(DOCUMENTOS),
    estimados: cobroEstimadoListSchema.parse(ESTIMADOS),
    tareas: tareaListSchema.parse(own.tareas ?? TAREAS),
    montos: montoExtraListSchema.parse(own.montos ?? MONTOS),
    cobros: cobroListSchema.parse(COBROS),
    pagos: historialPagoListSchema.parse(own.historial ?? HISTORIAL),
    usuarios: userListSchema.parse(USUARIOS),
  };
}

/** Every GET sent during the test, by path under the API with its query. */
export function recordRequests(): string[] {
  const asked: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET') asked.push(url.pathname.replace(/^.*\/api\//, '') + url.search);
  };
  server.events.on('request:start', listener);
  onTestFinished(() => void server.events.removeListener('request:start', listener));
  return asked;
}

/**
 * The finance fixture served with extension `resumenes`: the lists, and `ext/resumen_clientes/`
 * as the server's own builder computes it from them. `older` drops our additions to the answer
 * (each document's `ajustes_lineas`, each client's `antiguedad`), as a server from before them.
 */
export function serveResumenClientes({ older = false }: { older?: boolean } = {}) {
  const calls = serveFinance();
  offerCapacidades('resumenes');
  const resumen = appClientes(fixtureSources(), agencyToday());
  const answer = older
    ? {
        clientes: resumen.clientes.map(({ antiguedad: _aging, ...cliente }) => ({
          ...cliente,
          documentos: cliente.documentos.map(({ ajustes_lineas: _lines, ...documento }) => documento),
        })),
      }
    : resumen;
  server.use(http.get(api('ext/resumen_clientes/'), () => HttpResponse.json(answer)));
  return calls;
}
