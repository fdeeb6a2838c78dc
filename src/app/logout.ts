import { endSessionOnPurpose } from '../lib/session';

/** Spec section 4: logout clears the stored session, goes to / and reloads the page. */
export function logout(): void {
  endSessionOnPurpose();
  window.location.hash = '#/';
  window.location.reload();
}
