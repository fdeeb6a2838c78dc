import { roleBadgeLabel } from '../domain/roles';

const AVATAR_COLOURS: Record<string, string> = {
  SuperAdmin: '#6f42c1',
  Admin: '#0b5ed7',
  user_Supervisor: '#198754',
  user_User: '#a14f00',
  user_Supervisado: '#0f6e7a',
};

/** Spec section 6: avatar colours differ per role. */
function avatarColour(role: string | null | undefined): string {
  return (role && AVATAR_COLOURS[role]) || '#6c757d';
}

function initials(nombre: string, apellido: string, username: string): string {
  const letters = `${nombre.trim()[0] ?? ''}${apellido.trim()[0] ?? ''}`;
  return (letters || username.slice(0, 2)).toUpperCase() || '?';
}

/** The user's initials on the role's colour; takes the session user, or any person with a role. */
export function UserAvatar({
  user: { role, nombre, apellido, username },
  size = 32,
}: {
  user: { role: string | null; nombre: string; apellido: string; username: string };
  size?: number;
}) {
  return (
    <span
      aria-hidden="true"
      className="d-inline-flex align-items-center justify-content-center rounded-circle text-white fw-semibold flex-shrink-0"
      style={{ width: size, height: size, background: avatarColour(role), fontSize: Math.round(size * 0.4) }}
    >
      {initials(nombre, apellido, username)}
    </span>
  );
}

export function RoleBadge({ role }: { role: string | null }) {
  return (
    <span className="badge rounded-pill" style={{ background: avatarColour(role) }}>
      {roleBadgeLabel(role)}
    </span>
  );
}
