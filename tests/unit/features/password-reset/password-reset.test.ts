import { describe, expect, it } from 'vitest';
import { linkProblem } from '../../../../src/features/password-reset/link-problems';
import { NewPasswordFields } from '../../../../src/features/password-reset/new-password-fields';
import { PASSWORD_MISMATCH_MESSAGE } from '../../../../src/components/form/french-fields';

function errorsOf(password: string, confirmation: string): Record<string, string> {
  const result = NewPasswordFields.safeParse({ password, confirmation });
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('new password', () => {
  it('accepts a password that follows the rules, typed twice', () => {
    expect(errorsOf('nouveau2024', 'nouveau2024')).toEqual({});
  });

  it('keeps spaces: a password is never trimmed', () => {
    expect(errorsOf(' nouveau2024', 'nouveau2024')).toEqual({
      confirmation: PASSWORD_MISMATCH_MESSAGE,
    });
  });

  it('explains the rules and the mismatch together', () => {
    expect(errorsOf('court1', 'autre')).toEqual({
      password:
        'Le mot de passe doit comporter au moins 8 caractères, dont une lettre et un chiffre.',
      confirmation: 'Les deux mots de passe ne correspondent pas.',
    });
    expect(errorsOf('', '')).toEqual({ password: 'Ce champ est incomplet ou incorrect.' });
  });
});

describe('reset link problems', () => {
  it('says why each link cannot be used', () => {
    expect(linkProblem('expired').explanation).toMatch(/^Ce lien a expiré/);
    expect(linkProblem('used').explanation).toMatch(/^Ce lien a déjà été utilisé/);
    expect(linkProblem('unknown').explanation).toMatch(/^Ce lien n’est pas valide/);
    expect(linkProblem(null).title).toBe('Ce lien n’est pas valide');
  });
});
