import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../api-client';
import { documentoListSchema, type Documento } from '../../contract/documento';

/** Every document query starts with this, so one invalidation refreshes the list and the details. */
export const documentosKey = ['documentos'] as const;
export const documentosListQueryKey = [...documentosKey, 'list'] as const;

export function getDocumentos(): Promise<Documento[]> {
  return apiGet('listar_documentacion/', documentoListSchema);
}

export const documentosQueryOptions = () =>
  queryOptions({ queryKey: documentosListQueryKey, queryFn: getDocumentos });

export function useDocumentos() {
  return useQuery(documentosQueryOptions());
}
