import type { FastifyInstance } from 'fastify';
import {
  loginRequestSchema,
  updatePasswordRequestSchema,
  type LoginResponse,
  type UpdatePasswordResponse,
  type VerifyTokenResponse,
} from '../../src/contract/auth';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../auth/password';
import { signToken } from '../auth/token';
import { findUserByUsername, updatePasswordHash } from '../db/usuario-queries';
import { publicRoute, secureRoute } from '../permissions';
import { parseInput } from '../validation';

/** Login answers `{message}` rather than `{detail}`, as the backend's custom login view does. */
const LOGIN_MESSAGES = {
  success: 'Inicio de sesión exitoso',
  invalidCredentials: 'Usuario o contraseña incorrectos',
  inactive: 'Usuario inactivo. Contacte al administrador.',
} as const;

export function authRoutes(app: FastifyInstance): void {
  const { db, token } = app.deps;

  publicRoute(app, 'POST /api/login/', async (request, reply) => {
    const { username, password } = parseInput(loginRequestSchema, request.body);
    const user = findUserByUsername(db, username);
    const passwordMatches = await verifyPassword(
      password,
      user?.password_hash ?? (await decoyPasswordHash()),
    );
    if (!user || !passwordMatches)
      return reply.code(401).send({ message: LOGIN_MESSAGES.invalidCredentials });
    // Checked only after the password, so the answer reveals nothing about an account to a stranger.
    if (user.is_active !== 1) return reply.code(403).send({ message: LOGIN_MESSAGES.inactive });
    const answer: LoginResponse = { token: await signToken(user, token), message: LOGIN_MESSAGES.success };
    return answer;
  });

  secureRoute(app, 'GET /api/verify-token/', (request) => {
    const { user } = request;
    const answer: VerifyTokenResponse = {
      valid: true,
      user: { id: user.id, username: user.username, rol: user.rol_nombre },
    };
    return answer;
  });

  secureRoute(app, 'PUT /api/update_password/', async (request) => {
    const { password } = parseInput(updatePasswordRequestSchema, request.body);
    updatePasswordHash(db, request.user.id, await hashPassword(password));
    const answer: UpdatePasswordResponse = { message: 'Contraseña actualizada correctamente' };
    return answer;
  });
}
