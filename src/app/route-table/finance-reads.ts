import { EARLY_GET_PATHS } from '../../lib/early-get';

/** What the finance screens join, listar_cobro/ (77 MB at 100,000 cobros) first. */
export const FINANCE_LISTS = ['cobro', 'documento', 'cobroEstimado', 'tarea'] as const;

/** The small lists the client payments and the comparison join (lib/queries/finance-sources.ts). */
export const FINANCE_GETS = [EARLY_GET_PATHS.clientes, EARLY_GET_PATHS.montosExtra] as const;
