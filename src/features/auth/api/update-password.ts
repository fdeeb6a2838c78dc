import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { UpdatePasswordRequest } from '../../../contract/auth';
import { PASSWORD_REDIRECT_MS } from '../../../lib/timings';

export async function updatePassword(body: UpdatePasswordRequest): Promise<void> {
  // Spec section 8: on a 401 the page keeps its message on screen for 2 s before going to login.
  await apiClient.put('update_password/', body, { sessionExpiredDelayMs: PASSWORD_REDIRECT_MS });
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
