/**
 * Field rules that several French forms share: numbers typed the French way, and a new password
 * typed twice and not among the common ones.
 */
import { z } from 'zod';
import { COMMON_PASSWORD_MESSAGE } from '../../contract/common-passwords';
import { optionalNewPasswordSchema } from '../../contract/french-formats';
import { loadEvaluator } from './password-strength/strength';

export const PASSWORD_MISMATCH_MESSAGE = 'Les deux mots de passe ne correspondent pas.';

/** Spaces people put between thousands, including the no-break ones French formatting uses. */
const SPACES = /[\s\u00a0\u202f]/g;

/**
 * Reads a number as a French user types it: "12", "1 450 000", "1450000 €", "12,5". Anything
 * else (letters, an empty field) gives NaN, which the contract's number schema rejects with its
 * own French message.
 */
export function parseFrenchNumber(text: string): number {
  const compact = text.replace(SPACES, '').replace(/€$/, '').replace(',', '.');
  return /^-?\d+(?:\.\d+)?$/.test(compact) ? Number(compact) : Number.NaN;
}

/** A text field whose value is checked and sent as the given number schema. */
export function numberAsText<S extends z.ZodType<number, number>>(schema: S) {
  return z.string().transform(parseFrenchNumber).pipe(schema);
}

/**
 * The password and its confirmation compared in a schema of their own, to intersect with the
 * form's other fields: an object's refinement is skipped as soon as one of its fields fails, and
 * the user must learn that the two passwords differ while other fields are still wrong.
 */
export const PasswordConfirmation = z
  .object({ password: z.string(), passwordConfirmation: z.string() })
  .refine((fields) => fields.password === fields.passwordConfirmation, {
    path: ['passwordConfirmation'],
    message: PASSWORD_MISMATCH_MESSAGE,
  });

/**
 * A new-password field's schema that also refuses what the server would, with its message. An
 * empty value passes (the field's own rule decides); checked asynchronously, as the form's
 * resolver does (useZodForm).
 */
export function uncommonPassword(schema: z.ZodType<string, string>) {
  // Piped: checked only once the field's own rules hold, whose message comes first.
  return schema.pipe(
    z.string().refine(async (password) => {
      if (password === '') return true;
      try {
        return !(await loadEvaluator()).isCommon(password);
      } catch {
        // The lists could not be loaded (offline): the server checks the same lists anyway.
        return true;
      }
    }, COMMON_PASSWORD_MESSAGE),
  );
}

/** A number from the server as a text field's value: unknown (null) is an empty field. */
export const numberText = (value: number | null) => (value === null ? '' : String(value));

/**
 * A new password that may stay empty, and the current password that proves a change of password
 * or e-mail (docs/http-contract.md, "Proven changes"): the profile's and the partner space's.
 */
export const provenCredentials = {
  password: uncommonPassword(optionalNewPasswordSchema.unwrap()),
  /** Required (by the form, then the server) only to change the password or the e-mail. */
  currentPassword: z.string(),
};

/** A form's values without the password's confirmation, which stays in the browser. */
export function withoutConfirmation<T extends { passwordConfirmation: string }>(
  values: T,
): Omit<T, 'passwordConfirmation'> {
  const rest: Partial<T> = { ...values };
  delete rest.passwordConfirmation;
  return rest as Omit<T, 'passwordConfirmation'>;
}
