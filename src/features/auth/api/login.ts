import { useMutation } from '@tanstack/react-query';
import { apiClient, parseWith } from '../../../lib/api-client';
import { loginResponseSchema, type LoginRequest, type LoginResponse } from '../../../contract/auth';

export async function login(credentials: LoginRequest): Promise<LoginResponse> {
  // A 401 here means wrong credentials, not an expired session.
  const response = await apiClient.post<unknown>('login/', credentials, { skipSessionExpired: true });
  return parseWith(loginResponseSchema, response.data);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
