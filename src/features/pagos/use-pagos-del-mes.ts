import { useMemo } from 'react';
import type { TableQuery } from '../../components/data-table/query-table-props';
import { yearOptions, type Month } from '../../domain/months';
import { useCapacidades } from '../../lib/capacidades';
import { useCobrosDelMes } from '../../lib/queries/cobros';
import { useLiquidacion } from '../../lib/queries/liquidacion';
import { useUsuarios } from '../../lib/queries/usuarios';
import { currentAgencyYear, useAnioParam, usePeriodoAnio } from '../../lib/use-periodo-anio';
import { namesSupervisados, pagosFromLiquidacion, payrollForMonth, type PagosView } from './payroll-view';

const NO_ROWS: PagosView = { rows: [], totalUnits: 0, totalCents: 0 };

/**
 * 'Lista Pagos' for a month. With years and narrowed lists (`periodos`, `resumenes`) only that
 * period's cobros are read; with the payroll too (`cierre_mes`) the rows and figures are the
 * server's payroll of the period, and no cobro is read when each row names its supervised workers
 * (`supervisados`); a payroll without them (an older server) takes those names from the period's
 * cobros. Otherwise every cobro is read and the domain payroll computed here, as against the
 * spec's backend.
 */
export function usePagosDelMes(mes: Month): {
  view: PagosView;
  anio: number | null;
  anios: number[];
  queries: TableQuery[];
} {
  const anio = useAnioParam();
  const capacidades = useCapacidades();
  const periodo = anio !== null && capacidades?.has('resumenes') ? { anio, mes } : null;
  const porLiquidacion = periodo !== null && capacidades?.has('cierre_mes') === true;
  const liquidacion = useLiquidacion(periodo ?? { anio: 0, mes }, porLiquidacion);
  const sinNombres = liquidacion.data !== undefined && !namesSupervisados(liquidacion.data);
  const leeCobros = !porLiquidacion || sinNombres;
  const { cobros } = useCobrosDelMes(mes, anio, leeCobros);
  const usuarios = useUsuarios();
  const { anios } = usePeriodoAnio(periodo ? undefined : cobros.data);

  const view = useMemo(() => {
    if (!porLiquidacion || anio === null) {
      return payrollForMonth(cobros.data ?? [], usuarios.data ?? [], mes, anio);
    }
    if (!liquidacion.data || !usuarios.data || (sinNombres && !cobros.data)) return NO_ROWS;
    return pagosFromLiquidacion(liquidacion.data, sinNombres ? cobros.data : undefined, usuarios.data, mes, anio);
  }, [porLiquidacion, sinNombres, liquidacion.data, cobros.data, usuarios.data, mes, anio]);

  const queries: TableQuery[] = !porLiquidacion
    ? [cobros, usuarios]
    : leeCobros
      ? [liquidacion, cobros, usuarios]
      : [liquidacion, usuarios];
  return {
    view,
    anio,
    // Without every cobro the years they span are unknown: the recent ones are offered.
    anios: periodo ? yearOptions(periodo.anio, currentAgencyYear()) : anios,
    queries,
  };
}
