/**
 * Admins' second factor (docs/http-contract.md, "Second factor"): a TOTP code (RFC 6238, 6 digits,
 * 30 s) from an authenticator app, enrolled by a QR code, with ten single-use recovery codes.
 *
 * - A code is accepted in its 30 s step and the steps either side (clocks drift), once: the step
 *   of the last code accepted is stored, and a code of that step or an earlier one is refused, so
 *   a code seen over a shoulder or in a log cannot be replayed.
 * - Recovery codes are stored as their SHA-256 and marked used, in the statement that checks them.
 * - Who needs it: in production every admin (enrolling at its next login); in the demo only an
 *   admin that enrolled, so that the demo admin signs in with its password alone.
 */
import { createHash, randomInt } from 'node:crypto';
import { and, count, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import type { Db } from '../db/client.js';
import { adminSecondFactors, recoveryCodes, type SecondFactorStep } from '../db/schema.js';
import { HttpError } from '../http-error.js';
import type { UserRow } from '../plugins/session.js';

/** The issuer authenticator apps show beside the account (the `otpauth://` URI's). */
export const TOTP_ISSUER = 'Avantages Pro';
const TOTP_PERIOD_S = 30;
const TOTP_DIGITS = 6;
/** Steps accepted either side of the server's: a phone's clock a little early or late. */
const TOTP_WINDOW = 1;
/** 160 bits, as RFC 4226 recommends for SHA-1. */
const SECRET_BYTES = 20;

export const RECOVERY_CODE_COUNT = 10;
/** No 0/O, 1/I/L: read off a sheet of paper and typed back. 32 symbols, 5 bits each. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Ten symbols (about 50 bits), written as two groups of five. */
const RECOVERY_GROUP = 5;

export type SecondFactorMethod = 'totp' | 'recovery';

export const ALREADY_ENROLLED_MESSAGE =
  'La double authentification est déjà activée sur ce compte. Désactivez-la avant d’en ' +
  'enregistrer une nouvelle.';

function totpOf(secret: string, label: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_S,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

/** The time step a valid code belongs to, or null: the code is wrong, or too old or early. */
function stepOfCode(secret: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const totp = totpOf(secret, '');
  const delta = totp.validate({ token, timestamp: now, window: TOTP_WINDOW });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

/** Codes are typed with or without their dash, spaces and case: one form for the hash. */
export function normalizeRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

const hashOf = (code: string) =>
  createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');

function newRecoveryCode(): string {
  const symbols = Array.from(
    { length: 2 * RECOVERY_GROUP },
    () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
  ).join('');
  return `${symbols.slice(0, RECOVERY_GROUP)}-${symbols.slice(RECOVERY_GROUP)}`;
}

/** A transaction or the database itself. */
type Writer = Pick<Db, 'insert' | 'delete'>;

/** Replaces the user's recovery codes by ten new ones, answered once (only hashes are kept). */
async function replaceRecoveryCodes(db: Writer, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashOf(code) })));
  return codes;
}

async function enabledFactor(db: Db, userId: number) {
  const [factor] = await db
    .select()
    .from(adminSecondFactors)
    .where(and(eq(adminSecondFactors.userId, userId), isNotNull(adminSecondFactors.enabledAt)));
  return factor;
}

/**
 * What the login of `user`, whose password was right, still waits for: a code, an enrolment
 * (an admin in production without a second factor), or nothing.
 */
export async function secondFactorStepFor(
  db: Db,
  user: UserRow,
  production: boolean,
): Promise<SecondFactorStep | null> {
  if (await enabledFactor(db, user.id)) return 'code';
  return production && user.role === 'ADMIN' ? 'enrolment' : null;
}

export interface SecondFactorState {
  enabled: boolean;
  enabledAt: Date | null;
  recoveryCodesLeft: number;
}

export async function secondFactorState(db: Db, userId: number): Promise<SecondFactorState> {
  const factor = await enabledFactor(db, userId);
  if (!factor) return { enabled: false, enabledAt: null, recoveryCodesLeft: 0 };
  const [left] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return { enabled: true, enabledAt: factor.enabledAt, recoveryCodesLeft: left?.n ?? 0 };
}

export interface Enrolment {
  /** Base32, for typing into the app by hand. */
  secret: string;
  /** The `otpauth://totp/…` URI the QR code holds. */
  uri: string;
  /** The QR code, an SVG `data:` URL (the policy allows `data:` images, not inline markup). */
  qrCode: string;
}

/**
 * Starts an enrolment: a new secret, pending until a first code confirms it. Every start makes a
 * new one, so a secret shown earlier (to whoever it was) is worth nothing once it is confirmed.
 */
export async function startEnrolment(db: Db, user: UserRow): Promise<Enrolment> {
  const secret = new OTPAuth.Secret({ size: SECRET_BYTES }).base32;
  const started = await db
    .insert(adminSecondFactors)
    .values({ userId: user.id, secret })
    .onConflictDoUpdate({
      target: adminSecondFactors.userId,
      set: { secret, lastUsedStep: null, createdAt: new Date() },
      // An enabled factor is never replaced this way: it is turned off with a code first.
      setWhere: isNull(adminSecondFactors.enabledAt),
    })
    .returning({ userId: adminSecondFactors.userId });
  if (started.length === 0) throw new HttpError(409, ALREADY_ENROLLED_MESSAGE);
  const uri = totpOf(secret, user.email).toString();
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return {
    secret,
    uri,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/**
 * Confirms the pending enrolment with a first code: the factor is in force from now on, and its
 * ten recovery codes are answered, once. Null when the code is wrong or nothing is pending.
 * `record` writes the journal's entry in the same transaction.
 */
export async function confirmEnrolment(
  db: Db,
  userId: number,
  code: string,
  record?: (tx: Db) => Promise<void>,
): Promise<string[] | null> {
  const [pending] = await db
    .select()
    .from(adminSecondFactors)
    .where(and(eq(adminSecondFactors.userId, userId), isNull(adminSecondFactors.enabledAt)));
  if (!pending) return null;
  const step = stepOfCode(pending.secret, code);
  if (step === null) return null;
  return db.transaction(async (tx) => {
    // The very secret that was checked, still pending: a start or a confirmation racing this one
    // leaves nothing to enable.
    const enabled = await tx
      .update(adminSecondFactors)
      .set({ enabledAt: new Date(), lastUsedStep: step })
      .where(
        and(
          eq(adminSecondFactors.userId, userId),
          eq(adminSecondFactors.secret, pending.secret),
          isNull(adminSecondFactors.enabledAt),
        ),
      )
      .returning({ userId: adminSecondFactors.userId });
    if (enabled.length === 0) return null;
    await record?.(tx);
    return replaceRecoveryCodes(tx, userId);
  });
}

/**
 * Checks a code of the user's enabled factor: a TOTP code newer than the last one accepted, or
 * an unused recovery code, which is used up by this check. False for anything else.
 */
export async function verifySecondFactor(
  db: Db,
  userId: number,
  method: SecondFactorMethod,
  code: string,
): Promise<boolean> {
  const factor = await enabledFactor(db, userId);
  if (!factor) return false;
  if (method === 'recovery') {
    const used = await db
      .update(recoveryCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(recoveryCodes.userId, userId),
          eq(recoveryCodes.codeHash, hashOf(code)),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .returning({ id: recoveryCodes.id });
    return used.length > 0;
  }
  const step = stepOfCode(factor.secret, code);
  if (step === null) return false;
  // Compared and moved in one statement: two requests with the same code cannot both pass.
  const accepted = await db
    .update(adminSecondFactors)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(adminSecondFactors.userId, userId),
        isNotNull(adminSecondFactors.enabledAt),
        or(isNull(adminSecondFactors.lastUsedStep), lt(adminSecondFactors.lastUsedStep, step)),
      ),
    )
    .returning({ userId: adminSecondFactors.userId });
  return accepted.length > 0;
}

/** New recovery codes for an enabled factor (the old ones stop working), answered once. */
export async function renewRecoveryCodes(db: Db, userId: number): Promise<string[]> {
  return db.transaction((tx) => replaceRecoveryCodes(tx, userId));
}

/** Turns the factor off: its secret and recovery codes are deleted. */
export async function disableSecondFactor(db: Db, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.delete(adminSecondFactors).where(eq(adminSecondFactors.userId, userId));
  });
}
