import type { Documento } from '../../contract/documento';

export type DocumentoFilters = { cliente: number | null; tipo: number | null };

/** URL parameter names; hand-edited or stale values mean "all" rather than an empty list. */
export const FILTER_PARAMS = { cliente: 'cliente', tipo: 'tipo' } as const;

const POSITIVE_INTEGER = /^[1-9]\d*$/;

function positiveInteger(value: string | null): number | null {
  return value && POSITIVE_INTEGER.test(value) ? Number(value) : null;
}

export function parseDocumentoFilters(search: URLSearchParams): DocumentoFilters {
  return {
    cliente: positiveInteger(search.get(FILTER_PARAMS.cliente)),
    tipo: positiveInteger(search.get(FILTER_PARAMS.tipo)),
  };
}

export function matchesDocumentoFilters(documento: Documento, filters: DocumentoFilters): boolean {
  if (filters.cliente !== null && documento.cliente?.id !== filters.cliente) return false;
  if (filters.tipo !== null && documento.tipo !== filters.tipo) return false;
  return true;
}
