import { http, HttpResponse } from 'msw';
import { cobroListSchema, type CobroWire } from '../contract/cobro';
import { encodeCobroColumns } from '../contract/cobro-columns-encode';
import type { LiquidacionWire } from '../contract/cierre-mes';
import { userListSchema, type UserWire } from '../contract/usuario';
import { fromCents, sumCents } from '../domain/cents';
import { inPeriod } from '../domain/months';
import { payroll } from '../domain/pay';
import { api, server } from './msw-server';

/**
 * A backend for the screens of one period (extensions `resumenes` and `cierre_mes`):
 * `listar_cobro/` narrowed to `?anio=&mes=` when asked so, in columns with `&formato=columnas`
 * as the reference server sends them (or, as the real backend, ignoring them all: `ignoresPeriod`,
 * JSON of every cobro), and `ext/liquidacion/` computed by the domain's payroll over the same
 * cobros, as the reference server computes it (without `supervisados`, as an older one). Every request's query is kept in `asked`.
 */
export type PeriodBackend = {
  /** `listar_cobro/` requests by their query ('' for the full list, else 'anio=2026&mes=mayo&formato=columnas'). */
  listed: string[];
  /** `ext/liquidacion/` requests by their query. */
  payrolls: string[];
};

const periodOf = (url: URL) => {
  const anio = url.searchParams.get('anio');
  const mes = url.searchParams.get('mes');
  return anio && mes ? { anio: Number(anio), mes } : null;
};

const cobrosIn = (cobros: readonly CobroWire[], anio: number, mes: string) =>
  cobros.filter((cobro) => inPeriod(cobro, mes, anio));

/**
 * The month's payroll as `ext/liquidacion/` answers it: the domain `payroll`'s rows, each with the
 * workers it supervises (`supervisados`, which an older server leaves out: `supervisados` false).
 * Lista Pagos reads the units, `neto` and those names; the breakdown it does not show is left at 0.
 */
export function liquidacionOf(
  cobros: readonly CobroWire[],
  users: readonly UserWire[],
  anio: number,
  mes: string,
  supervisados = true,
): LiquidacionWire {
  const people = userListSchema.parse(users).map((user) => ({
    id: user.id,
    nombre: `${user.first_name} ${user.last_name}`.trim() || user.username,
    rol: user.rol?.nombre ?? null,
  }));
  const period = cobroListSchema.parse(cobrosIn(cobros, anio, mes));
  const { rows } = payroll(period, people);
  const names = new Map(people.map((person) => [person.id, person.nombre]));
  const supervisedBy = (id: number) => {
    const refs = new Map<number, { id: number; nombre: string }>();
    for (const { usuario_registra: registra, usuario_supervisor: supervisor } of period) {
      if (registra && supervisor?.id === id)
        refs.set(registra.id, { id: registra.id, nombre: names.get(registra.id) ?? registra.nombre });
    }
    return [...refs.values()];
  };
  const zero = { devengado: 0, bonificaciones: 0, descuentos: 0 };
  return {
    anio,
    mes,
    filas: rows.map((row) => ({
      usuario: { id: row.userId, nombre: row.nombre, rol: row.rol },
      ...(supervisados ? { supervisados: supervisedBy(row.userId) } : {}),
      unidades_propias: row.units,
      unidades_supervisadas: row.supervisedUnits,
      ...zero,
      neto: fromCents(row.payCents),
      cobros: 0,
      estado: 'abierto' as const,
      cierre: null,
    })),
    totales: { ...zero, neto: fromCents(sumCents(rows.map((row) => row.payCents))) },
  };
}

export function servePeriodBackend(
  cobros: () => readonly CobroWire[],
  users: readonly UserWire[],
  { ignoresPeriod = false, supervisados = true }: { ignoresPeriod?: boolean; supervisados?: boolean } = {},
): PeriodBackend {
  const backend: PeriodBackend = { listed: [], payrolls: [] };
  server.use(
    http.get(api('usuario/'), () => HttpResponse.json(users)),
    http.get(api('listar_cobro/'), ({ request }) => {
      const url = new URL(request.url);
      backend.listed.push(url.searchParams.toString());
      const periodo = periodOf(url);
      const all = cobros();
      if (!periodo || ignoresPeriod) return HttpResponse.json(all);
      const narrowed = cobrosIn(all, periodo.anio, periodo.mes);
      if (url.searchParams.get('formato') !== 'columnas') return HttpResponse.json(narrowed);
      const bytes = encodeCobroColumns(cobroListSchema.parse(narrowed));
      return new HttpResponse(bytes, { headers: { 'content-type': 'application/octet-stream' } });
    }),
    http.get(api('ext/liquidacion/'), ({ request }) => {
      const url = new URL(request.url);
      backend.payrolls.push(url.searchParams.toString());
      const periodo = periodOf(url);
      if (!periodo) return HttpResponse.json({ detail: 'Indique el año y el mes.' }, { status: 400 });
      return HttpResponse.json(liquidacionOf(cobros(), users, periodo.anio, periodo.mes, supervisados));
    }),
  );
  return backend;
}
