import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The HS256 key's least length: 32 bytes, the hash's own size (RFC 7518 section 3.2). */
export const MIN_SECRET_BYTES = 32;
/** Values shipped in examples: a secret anyone can read in the repository signs nothing. */
export const EXAMPLE_SECRETS: readonly string[] = ['change-me-in-production'];
/** Beside the database, so a restart keeps the sessions and starting over forgets them too. */
export const SECRET_FILE_NAME = 'jwt-secret';

/**
 * Reads `.env` into the environment when the file exists. Node's own loader leaves variables the
 * environment already has untouched, so the environment wins.
 */
export function loadDotEnv(file = '.env'): boolean {
  if (!existsSync(file)) return false;
  process.loadEnvFile(file);
  return true;
}

export function isLoopback(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  return name === 'localhost' || name === '::1' || /^127(\.\d{1,3}){3}$/.test(name);
}

/** Why a secret is too weak to sign tokens, or null when it will do. */
export function secretWeakness(secret: string): string | null {
  if (EXAMPLE_SECRETS.includes(secret)) return 'es el valor de ejemplo de .env.example';
  const bytes = Buffer.byteLength(secret);
  if (bytes < MIN_SECRET_BYTES) return `tiene ${bytes} bytes y necesita al menos ${MIN_SECRET_BYTES}`;
  return null;
}

export class SecretError extends Error {}

const HOW_TO =
  `Defina JWT_SECRET (en el entorno o en .env) con al menos ${MIN_SECRET_BYTES} bytes aleatorios, ` +
  `por ejemplo la salida de: node -e "console.log(require('crypto').randomBytes(48).toString('base64url'))"`;

export type SecretSource = 'environment' | 'file' | 'generated';

export type SecretOptions = {
  /** JWT_SECRET as read; empty counts as missing. */
  secret: string | undefined;
  nodeEnv: string | undefined;
  host: string;
  /** The folder the local secret is kept in: the database's. */
  dataDir: string;
};

/**
 * The key that signs tokens. In production (NODE_ENV=production, or listening beyond the
 * loopback) it must be given and strong, or the server refuses to start. A local start without
 * one generates a random key once and keeps it in the data folder.
 */
export function resolveJwtSecret(options: SecretOptions): {
  secret: string;
  source: SecretSource;
  warning?: string;
} {
  const given = options.secret?.trim() ? options.secret : undefined;
  const production = options.nodeEnv === 'production' || !isLoopback(options.host);
  const where =
    options.nodeEnv === 'production'
      ? 'con NODE_ENV=production'
      : `escuchando en ${options.host} (fuera de este equipo)`;
  if (given !== undefined) {
    const weakness = secretWeakness(given);
    if (weakness && production) {
      throw new SecretError(`No se puede arrancar ${where}: JWT_SECRET ${weakness}. ${HOW_TO}`);
    }
    return weakness
      ? {
          secret: given,
          source: 'environment',
          warning: `AVISO: JWT_SECRET ${weakness}; sirve solo en este equipo.`,
        }
      : { secret: given, source: 'environment' };
  }
  if (production) throw new SecretError(`No se puede arrancar ${where}: falta JWT_SECRET. ${HOW_TO}`);

  const file = join(options.dataDir, SECRET_FILE_NAME);
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (secretWeakness(kept) === null) return { secret: kept, source: 'file' };
  }
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return { secret, source: 'generated' };
}
