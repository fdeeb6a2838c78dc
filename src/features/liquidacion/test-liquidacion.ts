import { http, HttpResponse } from 'msw';
import type { LiquidacionRowWire, LiquidacionWire } from '../../contract/cierre-mes';
import { fromCents, sumCents, toCents } from '../../domain/cents';
import { api, offerCapacidades, server } from '../../test/msw-server';

/** Wire data of 'Liquidación del mes' tests: rows, the answer with its totals, and a served backend. */

export function makeFila(
  id: number,
  nombre: string,
  fields: Partial<Omit<LiquidacionRowWire, 'usuario'>> & { rol?: string | null } = {},
): LiquidacionRowWire {
  const { rol = 'user_User', ...rest } = fields;
  return {
    usuario: { id, nombre, rol },
    unidades_propias: 100,
    unidades_supervisadas: 0,
    devengado: 40,
    bonificaciones: 0,
    descuentos: 0,
    neto: 40,
    cobros: 3,
    estado: 'abierto',
    cierre: null,
    ...rest,
  };
}

/** A worker with bonuses and discounts, paid 123.45 for 300 units. */
export const ANA = makeFila(11, 'Ana Pérez', {
  unidades_propias: 300,
  devengado: 120.4,
  bonificaciones: 5.55,
  descuentos: 2.5,
  neto: 123.45,
  cobros: 4,
});

/** Every test of the suite runs on 15 June 2026 in Lima: the page opens on June. */
export function onJune15() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-15T15:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());
}

export const CERRADO_EN = '2026-06-02T15:30:00Z';

/** The row closed by 'Carmen Rodríguez' at CERRADO_EN, with closing id `cierreId`. */
export function cerrada(fila: LiquidacionRowWire, cierreId = 90 + fila.usuario.id): LiquidacionRowWire {
  return {
    ...fila,
    estado: 'cerrado',
    cierre: { id: cierreId, cerrado_por: { id: 1, nombre: 'Carmen Rodríguez' }, cerrado_en: CERRADO_EN },
  };
}

/** The answer for a period: its totals are the rows' sums in céntimos, as the server adds them. */
export function makeLiquidacion(anio: number, mes: string, filas: LiquidacionRowWire[]): LiquidacionWire {
  const total = (field: 'devengado' | 'bonificaciones' | 'descuentos' | 'neto') =>
    fromCents(sumCents(filas.map((fila) => toCents(fila[field]))));
  return {
    anio,
    mes,
    filas,
    totales: {
      devengado: total('devengado'),
      bonificaciones: total('bonificaciones'),
      descuentos: total('descuentos'),
      neto: total('neto'),
    },
  };
}

export type LiquidacionBackend = {
  /** The periods asked for, as 'anio mes'. */
  asked: string[];
  /** The bodies of POST ext/cierres/ and DELETE ext/cierres/{id}/ (with the id). */
  cierres: unknown[];
  reaperturas: { id: string; body: unknown }[];
};

/**
 * Offers cierre_mes and answers `ext/liquidacion/` with `answer(anio, mes)`; closing and reopening
 * answer 201/200 unless a test overrides them.
 */
export function serveLiquidacion(answer: (anio: number, mes: string) => LiquidacionWire): LiquidacionBackend {
  const backend: LiquidacionBackend = { asked: [], cierres: [], reaperturas: [] };
  offerCapacidades('cierre_mes');
  server.use(
    http.get(api('ext/liquidacion/'), ({ request }) => {
      const url = new URL(request.url);
      const anio = Number(url.searchParams.get('anio'));
      const mes = url.searchParams.get('mes') ?? '';
      backend.asked.push(`${anio} ${mes}`);
      return HttpResponse.json(answer(anio, mes));
    }),
    http.post(api('ext/cierres/'), async ({ request }) => {
      backend.cierres.push(await request.json());
      return HttpResponse.json([], { status: 201 });
    }),
    http.delete(api('ext/cierres/:id/'), async ({ request, params }) => {
      backend.reaperturas.push({ id: String(params.id), body: await request.json() });
      return HttpResponse.json({});
    }),
  );
  return backend;
}
