import { http, HttpResponse } from 'msw';
import type { CierreVigenteWire } from '../contract/cierre-mes';
import { api, offerCapacidades, server } from './msw-server';

/** A closing in force, as `GET ext/cierres/` lists it: closed by 'Carmen Rodríguez' on 2 April 2026 (Lima). */
export function makeCierre(
  usuarioId: number,
  anio: number,
  mes: string,
  overrides: Partial<CierreVigenteWire> = {},
): CierreVigenteWire {
  return {
    id: usuarioId * 10_000 + anio,
    anio,
    mes,
    usuario: { id: usuarioId, nombre: 'Ana Pérez' },
    cerrado_por: { id: 1, nombre: 'Carmen Rodríguez' },
    cerrado_en: '2026-04-02T15:00:00Z',
    ...overrides,
  };
}

/** Offers `cierre_mes` (with `extra` capabilities) and answers `ext/cierres/` with `list()`; counts the calls. */
export function serveCierres(list: () => CierreVigenteWire[], ...extra: string[]) {
  const calls = { count: 0 };
  offerCapacidades('cierre_mes', ...extra);
  server.use(
    http.get(api('ext/cierres/'), () => {
      calls.count += 1;
      return HttpResponse.json(list());
    }),
  );
  return calls;
}

/** What the screens say of the closing `makeCierre` builds for marzo 2026. */
export const MARZO_CERRADO = 'Mes cerrado: Marzo de 2026 cerrado por Carmen Rodríguez el 02/04/2026';
