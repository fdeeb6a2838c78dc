import { currentMonth, isMonth, MONTHS, type Month } from '../../domain/months';
import { ADMINS, COBRO_SCREENS } from '../../domain/roles';
import { EARLY_GET_PATHS } from '../../lib/early-get';
import { paths } from '../../lib/paths';
import { agencyYearMonth, anioParam } from '../../lib/periodo-param';
import { cobrosDelPeriodoPath, liquidacionPath } from '../../lib/summary-paths';
import type { AppRoute, Spared } from './types';

/**
 * With `resumenes` Lista Pagos reads no full list (usePagosDelMes): with `cierre_mes` too, the
 * period's payroll, started early for the month and year its address names (as monthParam and
 * anioParam read them).
 */
const PAGOS_SPARED: Spared = {
  by: 'resumenes',
  lists: ['cobro'],
  gets: [],
  early: (search) => {
    const mes = search.get('mes')?.toLowerCase();
    return [
      { by: 'cierre_mes', path: liquidacionPath(anioParam(search), isMonth(mes) ? mes : currentMonth()) },
    ];
  },
};

/**
 * With `resumenes` Lista de Cobros on one period reads that period's cobros alone (useCobrosDelMes),
 * started early with `periodos` too (a period needs its year), and its query with it: for the
 * Admin, with the workers' query, since its rows are priced by their roles.
 */
const cobrosListSpared = ([anio, mes]: [number, Month], role: string | null): Spared => ({
  by: 'resumenes',
  lists: ['cobro'],
  gets: [],
  early: () => [
    {
      by: 'periodos',
      path: cobrosDelPeriodoPath(anio, mes),
      query: () =>
        import('../early-queries').then((early) => early.startCobrosDelPeriodo(anio, mes, role === 'Admin')),
    },
  ],
});

/**
 * Whether Lista de Cobros shows one period, as parseCobroFilters reads its address: a month of
 * a year named there, or, for the Admin, no period named (the list opens on the current month).
 * 'mes=todos', a month without its year or a year alone show every cobro.
 */
function onePeriod(role: string | null, search: URLSearchParams): [number, Month] | null {
  if (role === 'Admin' && !search.has('mes') && !search.has('anio')) {
    const [anio, month] = agencyYearMonth();
    return [anio, MONTHS[month - 1]];
  }
  const anio = Number(search.get('anio') || NaN);
  const mes = search.get('mes');
  return isMonth(mes) && Number.isInteger(anio) && anio >= 2000 && anio <= 2100 ? [anio, mes] : null;
}

/** The workers' cobros, and what the admins pay them for those cobros. */
export const COBRO_ROUTES: readonly AppRoute[] = [
  {
    path: paths.cobros.list.pattern,
    title: 'Lista de Cobros',
    access: COBRO_SCREENS,
    load: () => import('../../features/cobros/cobros-list-page'),
    lists: () => ['cobro'],
    // An Admin's list prices every worker's cobros by that worker's role.
    gets: (role) => (role === 'Admin' ? [EARLY_GET_PATHS.usuarios] : []),
    spared: (role, search) => {
      const period = onePeriod(role, search);
      return period ? cobrosListSpared(period, role) : null;
    },
  },
  {
    path: paths.cobros.insertar.pattern,
    title: 'Registrar Nuevo Cobro',
    access: COBRO_SCREENS,
    load: () => import('../../features/cobros/insertar-cobro-page'),
  },
  {
    path: paths.cobros.modificar.pattern,
    title: 'Modificar Cobro',
    access: COBRO_SCREENS,
    load: () => import('../../features/cobros/modificar-cobro-page'),
  },
  {
    path: paths.cobros.insertarPagoBill.pattern,
    title: 'Insertar Pago Bill',
    access: COBRO_SCREENS,
    load: () => import('../../features/cobros/insertar-pago-bill-page'),
  },

  {
    path: paths.pagos.list.pattern,
    title: 'Lista Pagos',
    access: ADMINS,
    load: () => import('../../features/pagos/pagos-list-page'),
    lists: () => ['cobro'],
    // The workers, to name each one's payments.
    gets: () => [EARLY_GET_PATHS.usuarios],
    spared: () => PAGOS_SPARED,
  },
  {
    path: paths.pagos.insertar.pattern,
    title: 'Asignar Pago a Trabajador',
    access: ADMINS,
    load: () => import('../../features/pagos/asignar-pago-page'),
  },
  {
    path: paths.pagos.modificar.pattern,
    title: 'Modificar Cobro',
    access: ADMINS,
    load: () => import('../../features/pagos/modificar-pago-page'),
  },
  {
    path: paths.pagos.detallados.pattern,
    title: 'Pagos del Trabajador',
    access: ADMINS,
    load: () => import('../../features/pagos/pago-detalle-page'),
    lists: () => ['cobro'],
  },
  {
    path: paths.pagos.liquidacion.pattern,
    title: 'Liquidación del mes',
    access: ADMINS,
    capacidad: 'cierre_mes',
    load: () => import('../../features/liquidacion/liquidacion-page'),
  },
  {
    path: paths.pagos.registros.pattern,
    title: 'Detalle del Cobro',
    access: ADMINS,
    load: () => import('../../features/pagos/registros-cobro-page'),
  },
];
