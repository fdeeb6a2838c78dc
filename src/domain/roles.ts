/** Role names exactly as the backend sends them in `rol_nombre` (spec section 1). */
export const ROLES = ['SuperAdmin', 'Admin', 'user_Supervisor', 'user_User', 'user_Supervisado'] as const;
export type Role = (typeof ROLES)[number];

export const WORKER_ROLES = [
  'user_Supervisor',
  'user_User',
  'user_Supervisado',
] as const satisfies readonly Role[];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Badge label per role (spec section 6). */
export function roleBadgeLabel(role: string | null | undefined): string {
  switch (role) {
    case 'SuperAdmin':
    case 'Admin':
      return 'Administrador';
    case 'user_Supervisor':
      return 'Supervisor';
    case 'user_User':
    case 'user_Supervisado':
      return 'Usuario';
    default:
      return 'Invitado';
  }
}

/**
 * Who may switch a user's active state (spec section 6): SuperAdmin anyone but another
 * SuperAdmin; Admin only workers or users without a role. Shared by the screen and the server.
 */
export function canToggleActive(
  actor: string | null | undefined,
  target: string | null | undefined,
): boolean {
  if (actor === 'SuperAdmin') return target !== 'SuperAdmin';
  if (actor === 'Admin') return !target || (WORKER_ROLES as readonly string[]).includes(target);
  return false;
}

/** The role groups of the spec's access table (section 2), shared by the route table and the server. */
export const ALL_ROLES: readonly Role[] = ROLES;
export const ADMINS = ['SuperAdmin', 'Admin'] as const satisfies readonly Role[];
export const SUPER_ADMIN = ['SuperAdmin'] as const satisfies readonly Role[];
/** The roles of the /gestCobro screens: everyone but SuperAdmin. */
export const COBRO_SCREENS = ['Admin', ...WORKER_ROLES] as const satisfies readonly Role[];

export function inGroup(group: readonly Role[], role: string | null | undefined): boolean {
  return !!role && (group as readonly string[]).includes(role);
}

/**
 * Which cobros a role sees (backend-notes "Roles on the server"): admins every cobro, a supervisor
 * its own and the ones it supervises, any other worker only its own.
 */
export type CobroVisibility = 'all' | 'ownAndSupervised' | 'own';

export function cobroVisibility(role: string | null | undefined): CobroVisibility {
  if (inGroup(ADMINS, role)) return 'all';
  return role === 'user_Supervisor' ? 'ownAndSupervised' : 'own';
}
