import { EARLY_GET_PATHS } from '../../lib/early-get';
import { paths } from '../../lib/paths';
import { resumenFinanzasPath } from '../../lib/summary-paths';
import { FINANCE_LISTS } from './finance-reads';
import type { AppRoute, Spared } from './types';

/**
 * With `resumenes` the SuperAdmin Home reads everything from one summary (cards, series, debtors,
 * latest payments): no list at all.
 */
const HOME_SPARED: Spared = {
  by: 'resumenes',
  lists: FINANCE_LISTS,
  gets: [
    EARLY_GET_PATHS.historialPago,
    EARLY_GET_PATHS.montosExtra,
    EARLY_GET_PATHS.usuarios,
    EARLY_GET_PATHS.clientes,
  ],
  // The year the dashboard shows (superadmin-dashboard.tsx).
  early: () => [{ by: 'resumenes', path: resumenFinanzasPath(new Date().getFullYear()) }],
};

/** Signing in, and the pages every signed-in role opens. */
export const COMMON_ROUTES: readonly AppRoute[] = [
  {
    path: paths.root.pattern,
    title: 'Iniciar Sesión',
    access: 'public',
    load: () => import('../../features/auth/login-page'),
  },
  {
    path: paths.login.pattern,
    title: 'Iniciar Sesión',
    access: 'public',
    load: () => import('../../features/auth/login-page'),
  },
  {
    path: paths.unauthorized.pattern,
    title: 'Acceso Denegado',
    access: 'public',
    load: () => import('../../features/auth/unauthorized-page'),
  },

  {
    path: paths.home.pattern,
    title: 'Home',
    access: 'all',
    load: () => import('../../features/home/home-page'),
    lists: (role) => (role === 'SuperAdmin' ? FINANCE_LISTS : role === 'user_Supervisor' ? ['cobro'] : []),
    // The SuperAdmin's dashboard charts the payments too, names the debtors and payers, and prices
    // 'Total Pagado' by the workers' roles.
    gets: (role) =>
      role === 'SuperAdmin'
        ? [
            EARLY_GET_PATHS.historialPago,
            EARLY_GET_PATHS.montosExtra,
            EARLY_GET_PATHS.usuarios,
            EARLY_GET_PATHS.clientes,
          ]
        : [],
    spared: (role) => (role === 'SuperAdmin' ? HOME_SPARED : null),
  },
  {
    path: paths.changePassword.pattern,
    title: 'Cambiar Contraseña',
    access: 'all',
    load: () => import('../../features/auth/change-password-page'),
  },
  {
    path: paths.montosExtra.pattern,
    title: 'Montos Extra',
    access: 'all',
    load: () => import('../../features/montos-extra/montos-extra-page'),
  },
];
