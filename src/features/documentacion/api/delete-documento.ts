import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { documentosKey } from '../../../lib/queries/documentos';

/** The backend refuses with a `detail` while cobros use the document; the screen shows it. */
export async function deleteDocumento(id: number): Promise<void> {
  await apiClient.delete(`eliminar_documentacion/${id}/`);
}

export function useDeleteDocumento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocumento,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentosKey }),
  });
}
