import type { Cobro } from '../../contract/cobro';
import { cobroPeriodYear, inPeriod, isMonth, type Month } from '../../domain/months';
import { taskTypeLabel, taskUsesRecords } from '../../domain/task-types';
import { cobroUnits } from '../../domain/units';
import { workerPay, type WorkerPay } from '../../domain/pay';

/** One line of the worker payment detail (spec section 2). */
export type DetalleRow = {
  id: number;
  cliente: string;
  documento: string;
  units: number;
  /**
   * 'Unidades Netas': the units that enter pay. Bonuses and discounts are soles, so they stay in
   * their money columns and in the note under this one; units and soles are never added.
   */
  netUnits: number;
  bonificado: number;
  sancionado: number;
  notaBonificado: string | null;
  notaSancionado: string | null;
  tipo: string;
  mes: string;
  /** The period's year, whose closing locks the row's changes. */
  anio: number | null;
  /** Only cobros charged per record can have their records changed (modificar_cobro/). */
  editable: boolean;
};

/** `?mes=` of the detail is optional: without it (or with a non-month) every month shows. */
export function detalleMonth(search: URLSearchParams): Month | null {
  const value = search.get('mes')?.toLowerCase();
  return isMonth(value) ? value : null;
}

/**
 * The cobros the worker registered (backend-notes: the detail reads listar_cobro/ and keeps
 * `usuario_registra.id`), in the month when one is given (of the year `anio`, with `periodos`).
 */
export function detalleRows(
  cobros: readonly Cobro[],
  userId: number,
  mes: Month | null,
  anio: number | null = null,
): DetalleRow[] {
  const rows: DetalleRow[] = [];
  for (const cobro of cobros) {
    if (cobro.usuario_registra?.id !== userId) continue;
    if (mes && !inPeriod(cobro, mes, anio)) continue;
    const units = cobroUnits(cobro);
    rows.push({
      id: cobro.id,
      cliente: cobro.cliente?.nombre ?? '—',
      documento: cobro.documento?.nombre_documento || '—',
      units,
      netUnits: units,
      bonificado: cobro.bonificado,
      sancionado: cobro.sancionado,
      notaBonificado: cobro.nota_bonificado,
      notaSancionado: cobro.nota_sancionado,
      tipo: taskTypeLabel(cobro.tipo_tarea),
      mes: cobro.mes,
      anio: cobroPeriodYear(cobro),
      editable: taskUsesRecords(cobro.tipo_tarea),
    });
  }
  return rows;
}

/**
 * The worker's pay over the detail's cobros, as 'Lista Pagos' pays it for the same month: its own
 * cobros (the rows) at its role's rate with bonuses and discounts, plus 0.20 of the cobros it
 * supervised in that month, which are not rows of this table but are part of its pay.
 */
export function detallePay(
  cobros: readonly Cobro[],
  userId: number,
  mes: Month | null,
  role: string | null,
  anio: number | null = null,
): WorkerPay {
  const inMonth = (cobro: Cobro) => !mes || inPeriod(cobro, mes, anio);
  return workerPay({
    own: cobros.filter((cobro) => cobro.usuario_registra?.id === userId && inMonth(cobro)),
    supervised: cobros.filter(
      (cobro) => cobro.usuario_supervisor?.id === userId && cobro.usuario_registra != null && inMonth(cobro),
    ),
    role,
  });
}
