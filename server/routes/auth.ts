import type { FastifyInstance } from 'fastify';
import {
  loginRequestSchema,
  updatePasswordRequestSchema,
  type LoginResponse,
  type UpdatePasswordResponse,
  type VerifyTokenResponse,
} from '../../src/contract/auth';
import { INVALID_CREDENTIALS } from '../../src/contract/messages';
import { GateFullError } from '../concurrency-gate';
import { MESSAGES, unauthorized } from '../http-errors';
import { createLoginThrottle } from '../auth/login-throttle';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../auth/password';
import { signToken } from '../auth/token';
import { findUserById, findUserByUsername, updatePasswordHash } from '../db/usuario-queries';
import { publicRoute, secureRoute } from '../permissions';
import { parseInput } from '../validation';

/** Login answers `{message}` rather than `{detail}`, as the backend's custom login view does. */
const LOGIN_MESSAGES = {
  success: 'Inicio de sesión exitoso',
  invalidCredentials: INVALID_CREDENTIALS,
  inactive: MESSAGES.inactiveUser,
  busy: MESSAGES.busy,
} as const;

const throttledMessage = (seconds: number) =>
  `Demasiados intentos fallidos para este usuario. Intente de nuevo en ${Math.ceil(seconds / 60)} minuto(s).`;

export function authRoutes(app: FastifyInstance): void {
  const { db, token, now } = app.deps;
  const throttle = createLoginThrottle();

  publicRoute(app, 'POST /api/login/', async (request, reply) => {
    const { username, password } = parseInput(loginRequestSchema, request.body);
    // Before any hashing, so a throttled name costs the server nothing.
    const retryAfter = throttle.retryAfterSeconds(username, now());
    if (retryAfter > 0) {
      request.log.warn({ username }, 'login throttled');
      return reply
        .code(429)
        .header('retry-after', String(retryAfter))
        .send({ message: throttledMessage(retryAfter) });
    }
    const user = findUserByUsername(db, username);
    let passwordMatches: boolean;
    try {
      passwordMatches = await verifyPassword(password, user?.password_hash ?? (await decoyPasswordHash()));
    } catch (error) {
      if (!(error instanceof GateFullError)) throw error;
      return reply.code(503).header('retry-after', '1').send({ message: LOGIN_MESSAGES.busy });
    }
    if (!user || !passwordMatches) {
      throttle.recordFailure(username, now());
      request.log.warn({ username }, 'login failed');
      return reply.code(401).send({ message: LOGIN_MESSAGES.invalidCredentials });
    }
    throttle.recordSuccess(username);
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
    // Every other session ends; the one that changed it goes on with a token of the new version.
    const changed = findUserById(db, request.user.id);
    if (!changed) throw unauthorized(MESSAGES.invalidToken);
    const answer: UpdatePasswordResponse = {
      message: 'Contraseña actualizada correctamente',
      token: await signToken(changed, token),
    };
    return answer;
  });
}
