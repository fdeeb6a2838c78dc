/** The large lists read through the worker, by kind. No imports: the route table names them. */
export const LARGE_LIST_PATHS = {
  cobro: 'listar_cobro/',
  documento: 'listar_documentacion/',
  tarea: 'listar_tarea/',
  cobroEstimado: 'listar_cobros_estimados/',
} as const;

export type LargeListKind = keyof typeof LARGE_LIST_PATHS;
