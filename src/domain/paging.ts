/** Lists paged in the browser: the finance screens' client lists (Comparativa, Pagos de Clientes, Historial). */

/**
 * Clients per page in 'Pagos de Clientes' and 'Historial de Pagos'. The spec gives them no page
 * size (Comparativa's is its 10); 25 keeps a cold render of 2,000 clients small while a typical
 * agency's list still fits on one or two pages.
 */
export const CLIENT_LIST_PAGE_SIZE = 25;

export type Page<T> = { rows: T[]; page: number; total: number };

/** A page out of range (a stale URL, a filter that shrank the list) shows the last one instead. */
export function pageOf<T>(rows: readonly T[], page: number, pageSize: number): Page<T> {
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  return {
    rows: rows.slice((current - 1) * pageSize, current * pageSize),
    page: current,
    total: rows.length,
  };
}
