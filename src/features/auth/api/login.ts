import { apiClient } from '../../../lib/api-client';
import { InvalidDataError } from '../../../lib/api-error';
import type { LoginRequest, LoginResponse } from '../../../contract/auth';

/**
 * The login screen is the first thing anyone loads, so this checks the answer by hand rather than
 * with the contract's zod schema (which would add 25 kB to that first load). Same rule: a token.
 */
function readLoginResponse(data: unknown): LoginResponse {
  const body = (data ?? {}) as Record<string, unknown>;
  if (typeof body.token !== 'string' || !body.token) throw new InvalidDataError('token ausente');
  return { token: body.token, message: typeof body.message === 'string' ? body.message : undefined };
}

export async function login(credentials: LoginRequest): Promise<LoginResponse> {
  // A 401 here means wrong credentials, not an expired session. A stale token left in storage
  // must not go with it: a backend that authenticates this view would refuse every login.
  const response = await apiClient.post<unknown>('login/', credentials, {
    skipSessionExpired: true,
    anonymous: true,
  });
  return readLoginResponse(response.data);
}
