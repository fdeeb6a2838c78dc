import type Database from 'better-sqlite3';
import type { Servicio, UserWire } from '../../src/contract/usuario';

/** A row of `users` joined with its role's name. */
export type UserRow = {
  id: number;
  username: string;
  password_hash: string;
  email: string;
  first_name: string;
  last_name: string;
  id_user: string | null;
  dir: string | null;
  phone: string | null;
  servicio: Servicio;
  subir_notas: 0 | 1;
  is_active: 0 | 1;
  rol_id: number | null;
  rol_nombre: string | null;
};

const SELECT_USER = `
  SELECT users.*, roles.nombre AS rol_nombre
  FROM users LEFT JOIN roles ON roles.id = users.rol_id`;

export function findUserById(db: Database.Database, id: number): UserRow | undefined {
  return db.prepare(`${SELECT_USER} WHERE users.id = ?`).get(id) as UserRow | undefined;
}

export function findUserByUsername(db: Database.Database, username: string): UserRow | undefined {
  return db.prepare(`${SELECT_USER} WHERE users.username = ?`).get(username) as UserRow | undefined;
}

/** Ordered by id, optionally only the users of one role. */
export function listUsers(db: Database.Database, rolNombre?: string): UserRow[] {
  if (rolNombre === undefined) return db.prepare(`${SELECT_USER} ORDER BY users.id`).all() as UserRow[];
  return db.prepare(`${SELECT_USER} WHERE roles.nombre = ? ORDER BY users.id`).all(rolNombre) as UserRow[];
}

export function updatePasswordHash(db: Database.Database, id: number, passwordHash: string): void {
  db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(passwordHash, id);
}

/** The wire shape of GET usuario/: never the password hash. */
export function toUserWire(user: UserRow): UserWire {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    ID_user: user.id_user,
    dir: user.dir,
    phone: user.phone,
    servicio: user.servicio,
    subir_notas: user.subir_notas === 1,
    is_active: user.is_active === 1,
    rol:
      user.rol_id === null || user.rol_nombre === null ? null : { id: user.rol_id, nombre: user.rol_nombre },
  };
}
