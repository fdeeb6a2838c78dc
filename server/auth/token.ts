import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { tokenClaimsSchema, type TokenClaims } from '../../src/contract/auth';
import type { UserRow } from '../db/users';

export type TokenSettings = {
  secret: Uint8Array;
  ttlSeconds: number;
  now: () => Date;
};

const ALGORITHM = 'HS256';

export function secretKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/**
 * The claims the app decodes (spec section 3): `name` is the username (the session's `username`
 * comes from it), `nombre`/`apellido` the first and last names. `user_id`, `token_type`, `jti`
 * and `exp` mirror djangorestframework-simplejwt's access token.
 */
export function tokenClaims(user: UserRow): TokenClaims {
  return {
    rol_nombre: user.rol_nombre,
    id: user.id,
    user_id: user.id,
    name: user.username,
    nombre: user.first_name,
    apellido: user.last_name,
    ID_user: user.id_user,
    Dir: user.dir,
    phone: user.phone,
    subir_notas: user.subir_notas === 1,
  };
}

export async function signToken(user: UserRow, settings: TokenSettings): Promise<string> {
  const issuedAt = Math.floor(settings.now().getTime() / 1000);
  return new SignJWT({ ...tokenClaims(user), token_type: 'access' })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + settings.ttlSeconds)
    .setJti(randomUUID())
    .sign(settings.secret);
}

/** The user id of a valid token, or null when it is forged, expired or malformed. */
export async function verifyToken(token: string, settings: TokenSettings): Promise<number | null> {
  try {
    const { payload } = await jwtVerify(token, settings.secret, {
      algorithms: [ALGORITHM],
      currentDate: settings.now(),
      requiredClaims: ['exp'],
    });
    const claims = tokenClaimsSchema.safeParse(payload);
    return claims.success ? (claims.data.user_id ?? null) : null;
  } catch {
    return null;
  }
}
