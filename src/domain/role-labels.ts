import type { Role } from './roles';

const ROLE_LABELS: Record<Role, string> = {
  SuperAdmin: 'Super Admin',
  Admin: 'Administrador',
  user_Supervisor: 'Supervisor',
  user_User: 'Usuario',
  user_Supervisado: 'Supervisado',
};

export const NO_ROLE_LABEL = 'Sin rol';

/**
 * The role as people say it, for lists and selects. The backend's keys (`user_Supervisor`) are
 * never shown. Unlike the navbar badge (spec section 6), every role keeps its own name here,
 * because these screens exist to tell roles apart.
 */
export function roleLabel(role: string | null | undefined): string {
  if (!role) return NO_ROLE_LABEL;
  return Object.hasOwn(ROLE_LABELS, role) ? ROLE_LABELS[role as Role] : NO_ROLE_LABEL;
}
