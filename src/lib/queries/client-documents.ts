import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../api-client';
import { clientDocumentsOf, type Documento } from '../../contract/documento';
import { queryKeys } from '../query-keys';

/**
 * `list_client_document_all/{clienteId}/?cliente_id={clienteId}`, as the previous client called
 * it; a list-shaped answer keeps only this client's documents (clientDocumentsOf).
 */
export function getClientDocuments(clienteId: number): Promise<Documento[]> {
  return apiGet(`list_client_document_all/${clienteId}/`, clientDocumentsOf(clienteId), {
    params: { cliente_id: clienteId },
  });
}

/** A client's documents; idle until a client is chosen. */
export function useClientDocuments(clienteId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.documentos.ofCliente(clienteId ?? 0),
      queryFn: () => getClientDocuments(clienteId ?? 0),
      enabled: clienteId !== null,
    }),
  );
}
