import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { Documento } from '../../../contract/documento';
import { documentosKey } from '../../../lib/queries/documentos';

/** Spec section 2: only the two flags of a document can change. */
export type DocumentoFlags = Pick<Documento, 'bill' | 'notas'>;

export async function updateDocumento({ id, flags }: { id: number; flags: DocumentoFlags }): Promise<void> {
  const body: DocumentoFlags = { bill: flags.bill, notas: flags.notas };
  await apiClient.put(`actualizar_documento/${id}/`, body);
}

export function useUpdateDocumento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDocumento,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentosKey }),
  });
}
