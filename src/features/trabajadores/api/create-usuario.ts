import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { CreateUserRequest } from '../../../contract/usuario';
import { CREATE_WORKER_TIMEOUT_MS } from '../../../lib/timings';
import { queryKeys } from '../../../lib/query-keys';

/**
 * Spec sections 7 and 9: this one call gives up after 10 s, which reads 'El servidor no respondió'.
 * A timed abort rather than axios' `timeout` option: that one rides on XHR's own timeout, which
 * msw does not emulate, so no test could show it fires.
 */
export async function createUsuario(body: CreateUserRequest): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), CREATE_WORKER_TIMEOUT_MS);
  try {
    await apiClient.post('usuario/', body, { signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

export function useCreateUsuario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUsuario,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.usuarios.all }),
  });
}
