import type { Cobro } from '../../contract/cobro';
import { progressPercent } from '../../domain/format';
import { MONTHS, type Month } from '../../domain/months';
import { fromCents } from '../../domain/cents';
import { sum } from '../../domain/numeric';
import { workerPay } from '../../domain/pay';
import { rateForRole } from '../../domain/rates';
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
>;

export type MonthUnits = { month: Month; units: number };

export type HomeSummary = {
  cobros: number;
  units: number;
  rate: number;
  amount: number;
  clientes: number;
  documentos: number;
  byMonth: MonthUnits[];
  month: {
    month: Month;
    units: number;
    amount: number;
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
 * 'Total a Cobrar' is the worker's pay on units (domain `workerPay`, earnedCents): own cobros at
 * the worker's rate plus, for a supervisor, 0.20 of the cobros it supervises. It is the figure the
 * Cobros list shows as 'Total Global', so the two screens agree. The unit, client and document
 * cards count only the user's own cobros.
 */
export function homeSummary(
  cobros: readonly HomeCobro[],
  role: string | null | undefined,
  month: Month,
  supervised: readonly HomeCobro[] = [],
): HomeSummary {
  const units = totalUnits(cobros);
  const amount = fromCents(workerPay({ own: cobros, supervised, role }).earnedCents);
  const byMonth = unitsByMonth(cobros);
  const monthUnits = byMonth.find((entry) => entry.month === month)?.units ?? 0;
  const inMonth = (cobro: HomeCobro) => cobro.mes === month;
  const monthAmount = fromCents(
    workerPay({ own: cobros.filter(inMonth), supervised: supervised.filter(inMonth), role }).earnedCents,
  );
  return {
    cobros: cobros.length,
    units,
    rate: rateForRole(role),
    amount,
    clientes: distinctClientes(cobros),
    documentos: distinctDocumentos(cobros),
    byMonth,
    month: {
      month,
      units: monthUnits,
      amount: monthAmount,
      unitsPercent: progressPercent(monthUnits, units),
      amountPercent: progressPercent(monthAmount, amount),
    },
  };
}
