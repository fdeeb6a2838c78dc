import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../api-client';
import { clientDocumentsResponseSchema, type Documento } from '../../contract/documento';

export const DOCUMENTOS_KEY = ['documentos'] as const;
export const clientDocumentsQueryKey = (clienteId: number) =>
  [...DOCUMENTOS_KEY, 'cliente', clienteId, 'all'] as const;

export function getClientDocuments(clienteId: number): Promise<Documento[]> {
  return apiGet(`list_client_document_all/${clienteId}/`, clientDocumentsResponseSchema);
}

/** A client's documents; idle until a client is chosen. */
export function useClientDocuments(clienteId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: clientDocumentsQueryKey(clienteId ?? 0),
      queryFn: () => getClientDocuments(clienteId ?? 0),
      enabled: clienteId !== null,
    }),
  );
}
