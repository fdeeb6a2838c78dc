import { ADMINS, SUPER_ADMIN } from '../../domain/roles';
import { EARLY_GET_PATHS } from '../../lib/early-get';
import { paths } from '../../lib/paths';
import { RESUMEN_CLIENTES_PATH } from '../../lib/summary-paths';
import { FINANCE_GETS, FINANCE_LISTS } from './finance-reads';
import type { AppRoute, Spared } from './types';

/** With `resumenes` the comparison reads a summary, and the tasks once a document is opened (useComparativaRows). */
const COMPARATIVA_SPARED: Spared = {
  by: 'resumenes',
  lists: ['cobro', 'documento', 'cobroEstimado', 'tarea'],
  gets: FINANCE_GETS,
  early: () => [{ by: 'resumenes', path: RESUMEN_CLIENTES_PATH }],
};

/** With `resumenes` the client payments read a summary alone (useClientPayments). */
const PAGOS_CLIENTES_SPARED: Spared = {
  by: 'resumenes',
  lists: ['documento', 'cobroEstimado', 'tarea'],
  gets: FINANCE_GETS,
  early: () => [{ by: 'resumenes', path: RESUMEN_CLIENTES_PATH }],
};

/** What the clients owe and pay, and how that compares with what the work is worth. */
export const CLIENT_FINANCE_ROUTES: readonly AppRoute[] = [
  {
    path: paths.pagosClientes.list.pattern,
    title: 'Pagos de Clientes',
    access: SUPER_ADMIN,
    load: () => import('../../features/pagos-clientes/pagos-clientes-page'),
    lists: () => ['documento', 'cobroEstimado', 'tarea'],
    gets: () => FINANCE_GETS,
    spared: () => PAGOS_CLIENTES_SPARED,
  },
  {
    path: paths.pagosClientes.historial.pattern,
    title: 'Historial de Pagos',
    access: SUPER_ADMIN,
    load: () => import('../../features/pagos-clientes/historial-pagos-page'),
    gets: () => [EARLY_GET_PATHS.historialPago, EARLY_GET_PATHS.clientes],
  },
  {
    path: paths.pagosClientes.comparativa.pattern,
    title: 'Comparativa Total a Cobrar',
    access: ADMINS,
    load: () => import('../../features/comparativa/comparativa-page'),
    lists: () => FINANCE_LISTS,
    gets: () => FINANCE_GETS,
    spared: () => COMPARATIVA_SPARED,
  },
  {
    path: paths.pagosClientes.estadoCuenta.pattern,
    title: 'Estado de cuenta',
    access: SUPER_ADMIN,
    capacidad: 'estado_cuenta',
    load: () => import('../../features/estado-cuenta/estado-cuenta-page'),
  },
];
