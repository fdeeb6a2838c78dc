import { QueryClient, type FetchQueryOptions } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { cobroFactory, makeRegistro } from '../../test/factories';
import { api, server } from '../../test/msw-server';
import { cobrosQueryOptions } from './cobros';
import { cobrosEstimadosQueryOptions } from './cobros-estimados';
import { documentosQueryOptions } from './documentos';
import { tareasQueryOptions } from './tareas';

/** One item of each large list, as the backend sends it. */
const ANSWERS: Record<string, unknown[]> = {
  'listar_cobro/': [cobroFactory(1, { mes: 'enero' })()],
  'listar_documentacion/': [
    { id: 3, nombre_archivo: 'a.xlsx', contenido_registros: [makeRegistro(1, 'Luis', 2)] },
  ],
  'listar_tarea/': [{ id: 8, tipo_tarea: 2, cobro: { id: 3, tarea: 4, suma: 1.5, restar: 0 } }],
  'listar_cobros_estimados/': [
    { id: 5, documento: { id: 9, nombre: 'n.xlsx' }, bill: 1, notas: 0, subir_notas: 0, open: 0, spr: 0 },
  ],
};

describe('the large lists’ queries', () => {
  beforeEach(() => {
    for (const [path, answer] of Object.entries(ANSWERS))
      server.use(http.get(api(path), () => HttpResponse.json(answer)));
  });

  it.each([
    ['listar_cobro/', cobrosQueryOptions],
    ['listar_documentacion/', documentosQueryOptions],
    ['listar_tarea/', tareasQueryOptions],
    ['listar_cobros_estimados/', cobrosEstimadosQueryOptions],
  ] as const)(
    'take a refetched %s as it comes, without comparing it field by field with the one they hold',
    async (_path, options) => {
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      // The four options differ only in their data's type.
      const query = options() as unknown as FetchQueryOptions;
      const first = await client.fetchQuery(query);
      await client.refetchQueries({ queryKey: query.queryKey });
      const second = client.getQueryData(query.queryKey);
      // Equal answers: structural sharing would have kept the first array.
      expect(second).toEqual(first);
      expect(second).not.toBe(first);
    },
  );
});
