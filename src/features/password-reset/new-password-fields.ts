import { z } from 'zod';
import { newPasswordSchema } from '../../contract/french-formats';
import { PASSWORD_MISMATCH_MESSAGE, uncommonPassword } from '../../components/form/french-fields';

/**
 * The new password and its confirmation, compared in a schema of their own so the mismatch shows
 * on the confirmation field even while the password still breaks its rules (an object's
 * refinement is skipped as soon as one of its fields fails).
 */
export const NewPasswordFields = z.intersection(
  z.object({ password: uncommonPassword(newPasswordSchema) }),
  z
    .object({ password: z.string(), confirmation: z.string() })
    .refine((fields) => fields.password === fields.confirmation, {
      path: ['confirmation'],
      message: PASSWORD_MISMATCH_MESSAGE,
    }),
);
export type NewPasswordFields = z.input<typeof NewPasswordFields>;

export const EMPTY_NEW_PASSWORD: NewPasswordFields = { password: '', confirmation: '' };
