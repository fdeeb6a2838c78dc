import { isClientCategory, type ClientCategory } from '../../domain/constants';
import type { Cliente } from '../../contract/cliente';

export type EstadoFilter = 'activo' | 'inactivo';

export type ClienteFilters = { categoria: ClientCategory | null; estado: EstadoFilter | null };

/** URL parameter names; hand-edited or stale values mean "all" rather than an empty list. */
export const FILTER_PARAMS = { categoria: 'categoria', estado: 'estado' } as const;

export function parseClienteFilters(search: URLSearchParams): ClienteFilters {
  const categoria = Number(search.get(FILTER_PARAMS.categoria));
  const estado = search.get(FILTER_PARAMS.estado);
  return {
    categoria: isClientCategory(categoria) ? categoria : null,
    estado: estado === 'activo' || estado === 'inactivo' ? estado : null,
  };
}

export function matchesClienteFilters(cliente: Cliente, filters: ClienteFilters): boolean {
  if (filters.categoria !== null && cliente.categoria !== filters.categoria) return false;
  if (filters.estado !== null && cliente.estado !== (filters.estado === 'activo')) return false;
  return true;
}
