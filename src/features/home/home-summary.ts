import type { Cobro } from '../../contract/cobro';
import { progressPercent } from '../../domain/format';
import { cobroPeriodYear, inPeriod, MONTHS, type Month } from '../../domain/months';
import { fromCents } from '../../domain/cents';
import { sum } from '../../domain/numeric';
import { workerPay, type WorkerPay } from '../../domain/pay';
import { cobroUnits } from '../../domain/units';

/** The fields of a cobro that the Home figures read. */
export type HomeCobro = Pick<
  Cobro,
  | 'cliente'
  | 'documento'
  | 'mes'
  | 'unidades'
  | 'contenido'
  | 'contenido_open'
  | 'contenido_spr'
  | 'usuario_supervisor'
  | 'bonificado'
  | 'sancionado'
  | 'anio'
  | 'fecha_creacion'
>;

export type MonthUnits = { month: Month; units: number };

export type HomeSummary = {
  cobros: number;
  units: number;
  /** 'Total a Cobrar': the pay over every month, the figure 'Lista Pagos' pays summed over months. */
  amount: number;
  /** How `amount` is made (Devengado, bonuses, discounts, supervised). */
  pay: WorkerPay;
  clientes: number;
  documentos: number;
  byMonth: MonthUnits[];
  month: {
    month: Month;
    /** The month's year where the wire has years (`periodos`); null: every year's month. */
    anio: number | null;
    units: number;
    /** The month's pay: what 'Lista Pagos' shows for this worker and month. */
    amount: number;
    pay: WorkerPay;
    unitsPercent: number;
    amountPercent: number;
  };
};

export function totalUnits(cobros: readonly HomeCobro[]): number {
  return sum(cobros.map(cobroUnits));
}

/**
 * Items without a key are left out: a cobro whose client or document the backend did not send
 * says nothing about how many distinct ones there are.
 */
function distinctCount<T>(items: readonly T[], keyOf: (item: T) => string | null): number {
  const keys = new Set<string>();
  for (const item of items) {
    const key = keyOf(item);
    if (key !== null) keys.add(key);
  }
  return keys.size;
}

/**
 * Two clients may share a name, so the id decides; the name only stands in when a backend
 * answer leaves the id out (the spec's cobro carries `cliente {nombre, agencias}`).
 */
export function distinctClientes(cobros: readonly HomeCobro[]): number {
  return distinctCount(cobros, ({ cliente }) => {
    if (!cliente) return null;
    return cliente.id !== null ? `id:${cliente.id}` : `nombre:${cliente.nombre}`;
  });
}

export function distinctDocumentos(cobros: readonly HomeCobro[]): number {
  return distinctCount(cobros, ({ documento }) => {
    if (!documento) return null;
    if (documento.id !== null) return `id:${documento.id}`;
    return documento.nombre_documento ? `nombre:${documento.nombre_documento}` : null;
  });
}

/**
 * Cobros carry a month name but no year, so this groups by `mes` alone, the same filter the
 * spec gives for the current-month figures; the chart and 'Resumen de {mes}' therefore agree.
 */
export function unitsByMonth(cobros: readonly HomeCobro[]): MonthUnits[] {
  return MONTHS.map((month) => ({
    month,
    units: totalUnits(cobros.filter((cobro) => cobro.mes === month)),
  }));
}

/**
 * 'Total a Cobrar' is the worker's pay (domain `workerPay`, payCents): own cobros at the worker's
 * rate with their bonuses and discounts (each cobro floored at 0) plus, for a supervisor, 0.20 of
 * the cobros it supervises. It is what 'Lista Pagos' pays, month by month, and what Lista de
 * Cobros' 'Total Global' shows without filters. The unit, client and document cards count only
 * the user's own cobros. With years (`periodos`), the month's figures are that month of `anio`
 * and the chart shows the months of `chartAnio`.
 */
export function homeSummary(
  cobros: readonly HomeCobro[],
  role: string | null | undefined,
  month: Month,
  supervised: readonly HomeCobro[] = [],
  { anio = null, chartAnio = anio }: { anio?: number | null; chartAnio?: number | null } = {},
): HomeSummary {
  const units = totalUnits(cobros);
  const pay = workerPay({ own: cobros, supervised, role });
  const amount = fromCents(pay.payCents);
  const byMonth = unitsByMonth(
    chartAnio === null ? cobros : cobros.filter((cobro) => cobroPeriodYear(cobro) === chartAnio),
  );
  const inMonth = (cobro: HomeCobro) => inPeriod(cobro, month, anio);
  const monthUnits = totalUnits(cobros.filter(inMonth));
  const monthPay = workerPay({ own: cobros.filter(inMonth), supervised: supervised.filter(inMonth), role });
  const monthAmount = fromCents(monthPay.payCents);
  return {
    cobros: cobros.length,
    units,
    amount,
    pay,
    clientes: distinctClientes(cobros),
    documentos: distinctDocumentos(cobros),
    byMonth,
    month: {
      month,
      anio,
      units: monthUnits,
      amount: monthAmount,
      pay: monthPay,
      unitsPercent: progressPercent(monthUnits, units),
      amountPercent: progressPercent(monthAmount, amount),
    },
  };
}
