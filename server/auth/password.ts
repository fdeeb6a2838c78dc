import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { withHashSlot } from './hash-gate';

/**
 * scrypt from node:crypto (no native dependency). N=2^14 keeps a login near 50 ms on the
 * 2-core machine, so tests stay fast while a stolen hash is still slow to brute-force.
 */
const PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;
const SCHEME = 'scrypt';

/** Password of the demo users, and the initial one of users created without a password (README). */
export const INITIAL_PASSWORD = 'cobros2026';

function scryptAsync(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return withHashSlot(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

function format(salt: Buffer, hash: Buffer): string {
  return [SCHEME, PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64, so the cost can change without a migration. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  return format(salt, await scryptAsync(password, salt, KEY_LENGTH, PARAMS));
}

/** For the seed, which runs synchronously inside one transaction. */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(SALT_BYTES);
  return format(salt, scryptSync(password, salt, KEY_LENGTH, PARAMS));
}

type ParsedHash = { options: ScryptOptions; salt: Buffer; hash: Buffer };

function parse(stored: string): ParsedHash | null {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== SCHEME || !salt || !hash) return null;
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  if (![options.N, options.r, options.p].every((value) => Number.isInteger(value) && value > 0)) return null;
  // A bigger N needs more than scrypt's default 32 MB; allow what the parameters call for.
  return {
    options: { ...options, maxmem: 256 * options.N * options.r },
    salt: Buffer.from(salt, 'base64'),
    hash: Buffer.from(hash, 'base64'),
  };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed || parsed.hash.length === 0) return false;
  const candidate = await scryptAsync(password, parsed.salt, parsed.hash.length, parsed.options);
  return timingSafeEqual(candidate, parsed.hash);
}

/**
 * Checked against when the username does not exist, so that a wrong username takes as long as a
 * wrong password and response times do not reveal which usernames exist.
 */
let decoyHash: Promise<string> | null = null;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(SALT_BYTES).toString('hex'));
  return decoyHash;
}
