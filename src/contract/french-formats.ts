/**
 * The zod field schemas of the French business formats, built on the checks of
 * `french-checks.ts` (re-exported here). The PWA validates forms with these and the server rejects
 * bad input with the same rules, so this module must stay free of DOM and Node dependencies.
 */
import { z } from 'zod';
import {
  EMAIL_MESSAGE,
  PASSWORD_MESSAGE,
  PHONE_MESSAGE,
  POSTAL_CODE_MESSAGE,
  REQUIRED_FIELD_MESSAGE,
  SIRET_MESSAGE,
  isValidEmail,
  isValidFrenchPhone,
  isValidNewPassword,
  isValidPostalCode,
  isValidSiret,
  normalizeFrenchPhone,
  normalizeSiret,
} from './french-checks';

export * from './french-checks';

// ---------------------------------------------------------------------------------------------
// Zod field schemas
//
// Each one stays a ZodString (normalising with `trim`/`overwrite`, checking with `refine`) so
// callers can chain `.max()` or `.optional()`. The "required" check aborts, so an empty field
// gets the generic message rather than the format one.

const notEmpty = { error: REQUIRED_FIELD_MESSAGE, abort: true } as const;

function text() {
  return z.string({ error: REQUIRED_FIELD_MESSAGE });
}

/** Any required text; surrounding spaces do not count. */
export const requiredText = text().trim().min(1, notEmpty);

/** Output without spaces: "73282932000074". */
export const siretSchema = text()
  .overwrite(normalizeSiret)
  .min(1, notEmpty)
  .refine(isValidSiret, SIRET_MESSAGE);

export const postalCodeSchema = text()
  .trim()
  .min(1, notEmpty)
  .refine(isValidPostalCode, POSTAL_CODE_MESSAGE);

/** Output normalised to "0X XX XX XX XX". */
export const phoneSchema = text()
  .overwrite((value) => normalizeFrenchPhone(value) ?? value.trim())
  .min(1, notEmpty)
  .refine(isValidFrenchPhone, PHONE_MESSAGE);

/** For forms where the phone may be left out: empty stays "", anything else must be a phone. */
export const optionalPhoneSchema = text()
  .overwrite((value) => normalizeFrenchPhone(value) ?? value.trim())
  .refine((value) => value === '' || isValidFrenchPhone(value), PHONE_MESSAGE)
  .optional();

export const emailSchema = text().trim().min(1, notEmpty).refine(isValidEmail, EMAIL_MESSAGE);

/** The password typed to log in: required, never trimmed (spaces are part of a password). */
export const currentPasswordSchema = text().min(1, notEmpty);

/** A password being chosen; never trimmed either. */
export const newPasswordSchema = text()
  .min(1, notEmpty)
  .refine(isValidNewPassword, PASSWORD_MESSAGE);

/** For profile edits, where an empty password means "unchanged". */
export const optionalNewPasswordSchema = text()
  .refine((value) => value === '' || isValidNewPassword(value), PASSWORD_MESSAGE)
  .optional();
