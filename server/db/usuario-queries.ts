import type { Database } from './sqlite-driver';
import type { Rol, Servicio, UserWire } from '../../src/contract/usuario';
import { statement } from './statement';

/** A row of `users` joined with its role's name. */
export type UserRow = UserColumns & {
  id: number;
  password_hash: string;
  is_active: 0 | 1;
  rol_id: number | null;
  rol_nombre: string | null;
  /** Bumped by every change that must end the user's sessions; tokens carry the one they were issued under. */
  token_version: number;
};

const SELECT_USER = `
  SELECT users.*, roles.nombre AS rol_nombre
  FROM users LEFT JOIN roles ON roles.id = users.rol_id`;

export function findUserById(db: Database, id: number): UserRow | undefined {
  return db.prepare(`${SELECT_USER} WHERE users.id = ?`).get(id) as UserRow | undefined;
}

export function findUserByUsername(db: Database, username: string): UserRow | undefined {
  return db.prepare(`${SELECT_USER} WHERE users.username = ?`).get(username) as UserRow | undefined;
}

/** Ordered by id, optionally only the users of one role. */
export function listUsers(db: Database, rolNombre?: string): UserRow[] {
  if (rolNombre === undefined) return db.prepare(`${SELECT_USER} ORDER BY users.id`).all() as UserRow[];
  return db.prepare(`${SELECT_USER} WHERE roles.nombre = ? ORDER BY users.id`).all(rolNombre) as UserRow[];
}

/** A new password ends every session issued under the old one. */
export function updatePasswordHash(db: Database, id: number, passwordHash: string): void {
  db.prepare('UPDATE users SET password_hash = ?, token_version = token_version + 1 WHERE id = ?').run(
    passwordHash,
    id,
  );
}

/** Ends every session of the user: each token issued until now no longer authenticates. */
export function endUserSessions(db: Database, id: number): void {
  db.prepare('UPDATE users SET token_version = token_version + 1 WHERE id = ?').run(id);
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

/** The columns a user is written with; `id_user` is the wire's ID_user. */
/** What GET usuario/ shows a non-admin: who the user is, never how to reach them. */
export function toReducedUserWire(user: UserRow): UserWire {
  return {
    id: user.id,
    username: user.username,
    first_name: user.first_name,
    last_name: user.last_name,
    rol:
      user.rol_id === null || user.rol_nombre === null ? null : { id: user.rol_id, nombre: user.rol_nombre },
  };
}

export type UserColumns = {
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  id_user: string | null;
  dir: string | null;
  phone: string | null;
  servicio: Servicio;
  subir_notas: 0 | 1;
};

export type NewUser = UserColumns & { password_hash: string; is_active: 0 | 1; rol_id: number | null };

export function insertUser(db: Database, user: NewUser): number {
  return Number(
    statement(
      db,
      `INSERT INTO users (username, password_hash, email, first_name, last_name, id_user, dir, phone, servicio, subir_notas, is_active, rol_id)
       VALUES (@username, @password_hash, @email, @first_name, @last_name, @id_user, @dir, @phone, @servicio, @subir_notas, @is_active, @rol_id)`,
    ).run(user).lastInsertRowid,
  );
}

export function updateUserProfile(db: Database, id: number, columns: UserColumns): void {
  db.prepare(
    `UPDATE users SET username = @username, email = @email, first_name = @first_name, last_name = @last_name,
       id_user = @id_user, dir = @dir, phone = @phone, servicio = @servicio, subir_notas = @subir_notas
     WHERE id = @id`,
  ).run({ ...columns, id });
}

export function setUserActive(db: Database, id: number, active: boolean): void {
  // A change either way ends the sessions, so a reactivation never brings the old tokens back.
  db.prepare(
    'UPDATE users SET token_version = token_version + (is_active IS NOT ?), is_active = ? WHERE id = ?',
  ).run(active ? 1 : 0, active ? 1 : 0, id);
}

export function setUserRol(db: Database, id: number, rolId: number): void {
  // A new role ends the sessions: the tokens carry the old role's name, which the app routes by.
  db.prepare(
    'UPDATE users SET token_version = token_version + (rol_id IS NOT ?), rol_id = ? WHERE id = ?',
  ).run(rolId, rolId, id);
}

/** Every username with its id, for the case-insensitive uniqueness check. */
export function listUsernames(db: Database): { id: number; username: string }[] {
  return db.prepare('SELECT id, username FROM users').all() as { id: number; username: string }[];
}

export function listRoles(db: Database): Rol[] {
  return db.prepare('SELECT id, nombre FROM roles ORDER BY id').all() as Rol[];
}

export function rolExists(db: Database, id: number): boolean {
  return db.prepare('SELECT 1 FROM roles WHERE id = ?').get(id) !== undefined;
}

export function insertRol(db: Database, rol: Rol): void {
  statement(db, 'INSERT INTO roles (id, nombre) VALUES (?, ?)').run(rol.id, rol.nombre);
}
