import { ADMINS, COBRO_SCREENS, cobroVisibility, inGroup } from '../../src/domain/roles';
import type { CobroScope } from '../db/cobro-queries';
import type { CobroRow } from '../db/cobro-row-queries';
import type { UserRow } from '../db/usuario-queries';

/** Who sees and who changes which cobro (backend-notes "Roles on the server", docs/decisions.md "Ownership"). */

/** Who can be the worker of a cobro: the roles of the cobro screens, as in the Insert Bill worker select. */
export const isRegistrant = (rol: string | null) => inGroup(COBRO_SCREENS, rol);

export const isAdmin = (user: UserRow) => inGroup(ADMINS, user.rol_nombre);

/** What a caller's cobro list holds: admins everything, a supervisor also what it supervises. */
export function listScope(user: UserRow): CobroScope {
  switch (cobroVisibility(user.rol_nombre)) {
    case 'all':
      return { kind: 'all' };
    case 'ownAndSupervised':
      return { kind: 'registeredOrSupervisedBy', userId: user.id };
    case 'own':
      return { kind: 'registeredBy', userId: user.id };
  }
}

/** The detail follows the list, so a cobro a caller cannot list does not exist for it either. */
export function canSee(user: UserRow, cobro: CobroRow): boolean {
  const scope = listScope(user);
  if (scope.kind === 'all') return true;
  if (cobro.usuario_registra_id === user.id) return true;
  return scope.kind === 'registeredOrSupervisedBy' && cobro.usuario_supervisor_id === user.id;
}

/** Changing or deleting: admins any cobro, a worker only the ones it registered (not the supervised ones). */
export function canChange(user: UserRow, cobro: CobroRow): boolean {
  return isAdmin(user) || cobro.usuario_registra_id === user.id;
}

export const COBRO_LOCKED =
  'Este cobro tiene una bonificación o un descuento del administrador y ya no puede modificarse ni eliminarse.';

/**
 * Why a worker may no longer change or delete its cobro, or null (issue 13): an admin's bonus or
 * discount would vanish with the change. Admins may still correct it. A paid month does not lock
 * (docs/decisions.md "Hardening"): `pagado` is only a seed flag that no endpoint sets.
 */
export function workerLock(user: UserRow, cobro: CobroRow): string | null {
  if (isAdmin(user)) return null;
  return cobro.bonificado_cents > 0 || cobro.sancionado_cents > 0 ? COBRO_LOCKED : null;
}
