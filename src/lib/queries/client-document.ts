import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../api-client';
import { clientDocumentsResponseSchema, type Documento } from '../../contract/documento';
import { queryKeys } from '../query-keys';

/**
 * One document with its records. The answer is a list like the client's full list; the one asked
 * for is picked by id, and a list without it means the document has no records to offer.
 */
export async function getClientDocument(clienteId: number, documentoId: number): Promise<Documento | null> {
  const documentos = await apiGet(`list_client_document/${clienteId}/`, clientDocumentsResponseSchema, {
    params: { document_id: documentoId },
  });
  return documentos.find((documento) => documento.id === documentoId) ?? null;
}

/** Idle until both a client and a document are chosen. */
export function useClientDocument(clienteId: number | null, documentoId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.documentos.ofClienteDetail(clienteId ?? 0, documentoId ?? 0),
      queryFn: () => getClientDocument(clienteId ?? 0, documentoId ?? 0),
      enabled: clienteId !== null && documentoId !== null,
    }),
  );
}
