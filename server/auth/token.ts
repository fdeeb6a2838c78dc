import { randomUUID } from 'node:crypto';
import { CompactSign, jwtVerify } from 'jose';
import { tokenClaimsSchema, type TokenClaims } from '../../src/contract/auth';
import type { UserRow } from '../db/usuario-queries';

export type TokenSettings = {
  secret: Uint8Array;
  ttlSeconds: number;
  now: () => Date;
};

const ALGORITHM = 'HS256';
/** An extra claim beside the real backend's; clients ignore claims they do not know. */
export const TOKEN_VERSION_CLAIM = 'tv';

export type VerifiedToken = { userId: number; version: number };

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

/**
 * JSON with every non-ASCII character escaped as \uXXXX (one escape per UTF-16 unit), as
 * Python's json.dumps writes it by default and so as PyJWT signs the real backend's tokens.
 * A browser client that decodes the payload with atob + JSON.parse then reads 'Lucía', not 'LucÃ­a'.
 */
export function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u0080-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export async function signToken(user: UserRow, settings: TokenSettings): Promise<string> {
  const issuedAt = Math.floor(settings.now().getTime() / 1000);
  const payload = {
    ...tokenClaims(user),
    token_type: 'access',
    // The user's token version: a password, role or activity change, or 'Cerrar sesión en todos
    // los dispositivos', bumps the stored one and so ends every token issued before it.
    [TOKEN_VERSION_CLAIM]: user.token_version,
    iat: issuedAt,
    exp: issuedAt + settings.ttlSeconds,
    jti: randomUUID(),
  };
  return new CompactSign(new TextEncoder().encode(asciiJson(payload)))
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .sign(settings.secret);
}

/**
 * The user id and token version of a valid token, or null when it is forged, expired or
 * malformed. A token without a version cannot be checked against the user's, so it is refused.
 */
export async function verifyToken(token: string, settings: TokenSettings): Promise<VerifiedToken | null> {
  try {
    const { payload } = await jwtVerify(token, settings.secret, {
      algorithms: [ALGORITHM],
      currentDate: settings.now(),
      requiredClaims: ['exp'],
    });
    const claims = tokenClaimsSchema.safeParse(payload);
    const version = payload[TOKEN_VERSION_CLAIM];
    if (!claims.success || claims.data.user_id === undefined) return null;
    if (typeof version !== 'number' || !Number.isInteger(version)) return null;
    return { userId: claims.data.user_id, version };
  } catch {
    return null;
  }
}
