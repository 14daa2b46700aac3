/**
 * Password storage. The client never sends the password itself but its SHA-256 hex digest
 * (docs/http-contract.md); that digest is password-equivalent, so it is stored only as a salted scrypt hash.
 */
import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// OWASP's minimum for scrypt (N=2^17, r=8, p=1) costs 128 MiB per hash; 2^15 keeps a login
// around 50 ms and 32 MiB while staying well above brute-force reach for a random-salted hash.
export const DEFAULT_PASSWORD_HASH_COST = 15;
/** The lowest PASSWORD_HASH_COST accepted at all; production accepts no less than the default. */
const LOWEST_PASSWORD_HASH_COST = 10;
const BLOCK_SIZE = 8;
const PARALLELIZATION = 1;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const PREFIX = 'scrypt';

interface Cost {
  N: number;
  r: number;
  p: number;
}

function derive(secret: string, salt: Buffer, { N, r, p }: Cost): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; Node's default ceiling (32 MiB) is just too small for N=2^15.
  const maxmem = 256 * N * r;
  return new Promise((resolve, reject) => {
    scrypt(secret, salt, KEY_LENGTH, { N, r, p, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * scrypt's N is 2 to this power: PASSWORD_HASH_COST, the default when unset. The tests lower it
 * (a login's scrypt was most of their CPU, docs/testing.md); server/config.ts refuses a lower
 * cost than the default in production. Each hash names its own N, so any hash stays verifiable.
 */
export function passwordHashCostFrom(env: NodeJS.ProcessEnv): number {
  const text = env.PASSWORD_HASH_COST;
  if (text === undefined || text === '') return DEFAULT_PASSWORD_HASH_COST;
  const cost = Number(text);
  if (!Number.isInteger(cost) || cost < LOWEST_PASSWORD_HASH_COST || cost > 20) {
    throw new Error(
      `PASSWORD_HASH_COST invalide : « ${text} ». Indiquez un entier de ${LOWEST_PASSWORD_HASH_COST} à 20 ` +
        `(scrypt N = 2^PASSWORD_HASH_COST ; ${DEFAULT_PASSWORD_HASH_COST} par défaut).`,
    );
  }
  return cost;
}

/** Hashes the client's SHA-256 hex as `scrypt$N$r$p$saltBase64$hashBase64`. */
export async function hashPassword(sha256Hex: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const N = 2 ** passwordHashCostFrom(process.env);
  const key = await derive(normalize(sha256Hex), salt, {
    N,
    r: BLOCK_SIZE,
    p: PARALLELIZATION,
  });
  return [
    PREFIX,
    N,
    BLOCK_SIZE,
    PARALLELIZATION,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

/**
 * Checks a candidate against a stored hash in constant time. A missing or malformed stored value
 * (account not yet activated) never matches.
 */
export async function verifyPassword(
  sha256Hex: string,
  stored: string | null | undefined,
): Promise<boolean> {
  if (!stored) return false;
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== PREFIX) return false;
  const [, n, r, p, saltText, keyText] = parts;
  const N = Number(n);
  const rNum = Number(r);
  const pNum = Number(p);
  if (![N, rNum, pNum].every((v) => Number.isInteger(v) && v > 0)) return false;
  // Bounds keep a tampered row from making a login allocate gigabytes.
  if (N > 2 ** 20 || rNum > 32 || pNum > 16) return false;
  const expected = Buffer.from(keyText ?? '', 'base64');
  if (expected.length !== KEY_LENGTH) return false;
  const actual = await derive(normalize(sha256Hex), Buffer.from(saltText ?? '', 'base64'), {
    N,
    r: rNum,
    p: pNum,
  });
  return timingSafeEqual(actual, expected);
}

/** SHA-256 hex of a plain password, as the PWA computes it; used to seed the demo password. */
export function sha256Hex(plain: string): string {
  return createHash('sha256').update(plain, 'utf8').digest('hex');
}

/** Hex digits are case-insensitive; the digest is compared in one canonical form. */
function normalize(sha256Hex: string): string {
  return sha256Hex.trim().toLowerCase();
}
