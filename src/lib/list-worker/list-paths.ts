/**
 * The large lists read through the worker, by kind, and the path of each. No imports: the route
 * table names the lists a page reads, so they can start before the page's code has arrived.
 */
export const LARGE_LIST_PATHS = {
  cobro: 'listar_cobro/',
  documento: 'listar_documentacion/',
  tarea: 'listar_tarea/',
  cobroEstimado: 'listar_cobros_estimados/',
} as const;

export type LargeListKind = keyof typeof LARGE_LIST_PATHS;
