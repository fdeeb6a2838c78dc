import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../api-client';
import { documentoListSchema, type Documento } from '../../contract/documento';
import { queryKeys } from '../query-keys';

/** Every document query starts with this, so one invalidation refreshes the list and the details. */

export function getDocumentos(): Promise<Documento[]> {
  return apiGet('listar_documentacion/', documentoListSchema);
}

export const documentosQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.documentos.list(), queryFn: getDocumentos });

export function useDocumentos() {
  return useQuery(documentosQueryOptions());
}
