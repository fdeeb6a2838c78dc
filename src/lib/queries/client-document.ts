import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../api-client';
import { clientDocumentsOf, type Documento } from '../../contract/documento';
import { queryKeys } from '../query-keys';

/**
 * Where a task type reads a document's records, as the previous client did (backend-notes, "More
 * variants to expect"): Notas (1) from `list_client_document/`, every other type from
 * `list_client_document_all/`.
 */
export function clientDocumentPath(clienteId: number, taskType: number | null): string {
  return taskType === 1 ? `list_client_document/${clienteId}/` : `list_client_document_all/${clienteId}/`;
}

/**
 * One document with its records. The answer is a list like the client's full list; the one asked
 * for is picked by id, and a list without it means the document has no records to offer.
 */
export async function getClientDocument(
  clienteId: number,
  documentoId: number,
  taskType: number | null,
): Promise<Documento | null> {
  const documentos = await apiGet(clientDocumentPath(clienteId, taskType), clientDocumentsOf(clienteId), {
    params: { document_id: documentoId },
  });
  return documentos.find((documento) => documento.id === documentoId) ?? null;
}

/** Idle until both a client and a document are chosen. */
export function useClientDocument(
  clienteId: number | null,
  documentoId: number | null,
  taskType: number | null,
) {
  const path = clientDocumentPath(clienteId ?? 0, taskType);
  return useQuery(
    queryOptions({
      queryKey: [...queryKeys.documentos.ofClienteDetail(clienteId ?? 0, documentoId ?? 0), path],
      queryFn: () => getClientDocument(clienteId ?? 0, documentoId ?? 0, taskType),
      enabled: clienteId !== null && documentoId !== null,
    }),
  );
}
