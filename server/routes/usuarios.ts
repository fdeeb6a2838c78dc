import type { Database } from '../db/sqlite-driver';
import type { FastifyInstance } from 'fastify';
import {
  createUserRequestSchema,
  toggleUserActiveRequestSchema,
  updateRolRequestSchema,
  updateUserRequestSchema,
  userListQuerySchema,
  type UpdateUserRequest,
  type UserWire,
} from '../../src/contract/usuario';
import { sameNameEs } from '../../src/domain/collator';
import { ADMINS, canToggleActive, inGroup } from '../../src/domain/roles';
import { looksLike, NAME_MESSAGES } from '../../src/domain/names';
import { INITIAL_PASSWORD, hashPassword } from '../auth/password';
import {
  findUserById,
  insertUser,
  listUsernames,
  listUsers,
  rolExists,
  setUserActive,
  setUserRol,
  toReducedUserWire,
  toUserWire,
  updateUserProfile,
  type UserColumns,
  type UserRow,
} from '../db/usuario-queries';
import { audit, fieldChanges } from '../db/auditoria-queries';
import { HttpError, forbidden, notFound } from '../http-errors';
import { idempotentRoute } from '../idempotency';
import { secureRoute } from '../permissions';
import { idParam, parseInput } from '../validation';
import { USUARIO_NOT_FOUND } from '../../src/contract/messages';

/** `?rol=supervisor` is the alias the app's supervisor select sends (spec section 7). */
const ROLE_ALIASES: Readonly<Record<string, string>> = { supervisor: 'user_Supervisor' };

const USER_MESSAGES = {
  notFound: USUARIO_NOT_FOUND,
  duplicateUsername: 'Ya existe un usuario con este nombre de usuario.',
  toggleForbidden: 'No tiene permiso para cambiar el estado de este usuario.',
  editForbidden: 'No tiene permiso para modificar este usuario.',
  ownDeactivation: 'No puede desactivar su propio usuario.',
  ownRole: 'No puede cambiar su propio rol.',
  unknownRole: 'El rol seleccionado no existe.',
} as const;

function findUserOr404(db: Database, id: number): UserRow {
  const user = findUserById(db, id);
  if (!user) throw notFound(USER_MESSAGES.notFound);
  return user;
}

/** Answers the user as GET usuario/{id}/ does, read back after a write. */
function userWire(db: Database, id: number): UserWire {
  return toUserWire(findUserOr404(db, id));
}

/**
 * Case-insensitive, although SQLite's UNIQUE is not: "Admin" next to "admin" would be two accounts
 * that the people managing them cannot tell apart. Compared in JS because SQLite's NOCASE folds
 * ASCII only and usernames may carry accents.
 */
function assertUsernameFree(db: Database, username: string, exceptId: number | null): void {
  const others = listUsernames(db).filter((row) => row.id !== exceptId);
  if (others.some((row) => sameNameEs(row.username, username))) {
    throw new HttpError(400, { username: [USER_MESSAGES.duplicateUsername] });
  }
  // 'аdmin' with a Cyrillic 'а' would sign in as someone who looks like admin on every screen.
  if (others.some((row) => looksLike(row.username, username))) {
    throw new HttpError(400, { username: [NAME_MESSAGES.confusable] });
  }
}

/** The columns both the create and the update write; the wire's ID_user is the column id_user. */
function profileColumns(input: UpdateUserRequest): UserColumns {
  return {
    username: input.username,
    email: input.email,
    first_name: input.first_name,
    last_name: input.last_name,
    id_user: input.ID_user,
    dir: input.dir,
    phone: input.phone,
    servicio: input.servicio,
    subir_notas: input.subir_notas ? 1 : 0,
  };
}

export function usuarioRoutes(app: FastifyInstance): void {
  const { db, now } = app.deps;

  secureRoute(app, 'GET /api/usuario/', (request): UserWire[] => {
    const { rol } = parseInput(userListQuerySchema, request.query);
    const users = listUsers(db, rol === undefined ? undefined : (ROLE_ALIASES[rol] ?? rol));
    if (inGroup(ADMINS, request.user.rol_nombre)) return users.map(toUserWire);
    // Workers only fill the supervisor and Insert Bill selects: no contact data, and no inactive
    // users, whom those selects leave out anyway (the contract reads a missing is_active as active).
    return users.filter((user) => user.is_active === 1).map(toReducedUserWire);
  });

  secureRoute(app, 'GET /api/usuario/:id/', (request): UserWire => {
    const id = idParam(request.params, 'id');
    // SuperAdmin and Admin manage workers; any other role may only read itself.
    if (!inGroup(ADMINS, request.user.rol_nombre) && id !== request.user.id) throw forbidden();
    return userWire(db, id);
  });

  idempotentRoute(app, 'POST /api/usuario/', {
    prepare: async (request) => {
      const input = parseInput(createUserRequestSchema, request.body);
      assertUsernameFree(db, input.username, null);
      // The body carries no password (spec section 7): the user signs in with the documented one.
      return { input, passwordHash: await hashPassword(INITIAL_PASSWORD) };
    },
    create: (_request, reply, { input, passwordHash }) => {
      // Checked again inside the transaction: another request may have taken the name while hashing.
      const id = db.transaction(() => {
        assertUsernameFree(db, input.username, null);
        return insertUser(db, {
          ...profileColumns(input),
          password_hash: passwordHash,
          is_active: input.is_active ? 1 : 0,
          rol_id: null,
        });
      })();
      return reply.code(201).send(userWire(db, id));
    },
  });

  // DRF's order: the object (404) before the body (400).
  secureRoute(app, 'PUT /api/update_user/:id/', (request): UserWire => {
    const target = findUserOr404(db, idParam(request.params, 'id'));
    const id = target.id;
    // Who may switch a user's state may edit them: an Admin renaming a SuperAdmin would lock them out.
    if (id !== request.user.id && !canToggleActive(request.user.rol_nombre, target.rol_nombre)) {
      throw new HttpError(403, { detail: USER_MESSAGES.editForbidden });
    }
    const input = parseInput(updateUserRequestSchema, request.body);
    db.transaction(() => {
      assertUsernameFree(db, input.username, id);
      updateUserProfile(db, id, profileColumns(input));
    })();
    return userWire(db, id);
  });

  secureRoute(app, 'PATCH /api/usuario/:id/', (request): UserWire => {
    const target = findUserOr404(db, idParam(request.params, 'id'));
    const { is_active } = parseInput(toggleUserActiveRequestSchema, request.body);
    // Otherwise the last SuperAdmin could lock everyone out of user management.
    if (target.id === request.user.id && !is_active) {
      throw new HttpError(400, { detail: USER_MESSAGES.ownDeactivation });
    }
    if (!canToggleActive(request.user.rol_nombre, target.rol_nombre)) {
      throw new HttpError(403, { detail: USER_MESSAGES.toggleForbidden });
    }
    setUserActive(db, target.id, is_active);
    return userWire(db, target.id);
  });

  secureRoute(app, 'PUT /api/update_rol/:id/', (request): UserWire => {
    const target = findUserOr404(db, idParam(request.params, 'id'));
    const { rol } = parseInput(updateRolRequestSchema, request.body);
    if (!rolExists(db, rol)) throw new HttpError(400, { rol: [USER_MESSAGES.unknownRole] });
    // Role management is SuperAdmin's alone: a SuperAdmin demoting itself could leave nobody able to undo it.
    if (target.id === request.user.id && target.rol_id !== rol) {
      throw new HttpError(400, { detail: USER_MESSAGES.ownRole });
    }
    // The server reads the role from the database on every request, so this applies at once.
    // A closed month does not refuse it: every cobro keeps the rate fixed at its registration
    // (extension `periodos`), so a new role reprices no closed pay (docs/decisions.md).
    const antes = userWire(db, target.id);
    return db.transaction(() => {
      setUserRol(db, target.id, rol);
      const despues = userWire(db, target.id);
      audit(
        db,
        { usuarioId: request.user.id, fecha: now().toISOString() },
        fieldChanges('usuario', target.id, ['rol'], antes, despues),
      );
      return despues;
    })();
  });
}
