import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { updatePasswordResponseSchema, type UpdatePasswordRequest } from '../../../contract/auth';
import { getSessionSnapshot, storeSession } from '../../../lib/session';
import { PASSWORD_REDIRECT_MS } from '../../../lib/timings';

export async function updatePassword(body: UpdatePasswordRequest): Promise<void> {
  // Spec section 8: on a 401 the page keeps its message on screen for 2 s before going to login.
  const { data } = await apiClient.put<unknown>('update_password/', body, {
    sessionExpiredDelayMs: PASSWORD_REDIRECT_MS,
  });
  // A server that ends every earlier session on a new password sends this session's next token;
  // the real backend sends none, and its token stays valid.
  const answer = updatePasswordResponseSchema.safeParse(data);
  const session = getSessionSnapshot();
  if (answer.success && answer.data.token && session.status === 'valid') {
    storeSession(answer.data.token, session.user.username);
  }
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
