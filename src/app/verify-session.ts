import { getSessionSnapshot } from '../lib/session';

let verified = false;

/**
 * Spec section 7: with a stored session the app asks `verify-token/` once at start-up. A 401 takes
 * the API client's one session-expired path; any other failure (a backend without the view, no
 * network) leaves the session to the calls the screens make. Its body is not needed, so it is not
 * validated (this runs on the first load, before zod is fetched), and the API client is loaded
 * only then: without a session the login screen's first load does without axios.
 */
export function verifyStoredSession(): void {
  if (verified || getSessionSnapshot().status !== 'valid') return;
  verified = true;
  import('../lib/api-client').then(({ apiClient }) => apiClient.get('verify-token/')).catch(() => undefined);
}

/** Tests start the app more than once in one module instance. */
export function resetSessionVerification(): void {
  verified = false;
}
