// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { linkProblem } from '../../../../src/features/password-reset/link-problems';
import { NewPasswordFields } from '../../../../src/features/password-reset/new-password-fields';
import { PASSWORD_MISMATCH_MESSAGE } from '../../../../src/components/form/french-fields';
import { COMMON_PASSWORD_MESSAGE } from '../../../../src/contract/common-passwords';

async function errorsOf(password: string, confirmation: string): Promise<Record<string, string>> {
  const result = await NewPasswordFields.safeParseAsync({ password, confirmation });
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('new password', () => {
  it('accepts a password that follows the rules, typed twice', async () => {
    expect(await errorsOf('nouveau2024', 'nouveau2024')).toEqual({});
  });

  it('keeps spaces: a password is never trimmed', async () => {
    expect(await errorsOf(' nouveau2024', 'nouveau2024')).toEqual({
      confirmation: PASSWORD_MISMATCH_MESSAGE,
    });
  });

  it('explains the rules and the mismatch together', async () => {
    expect(await errorsOf('court1', 'autre')).toEqual({
      password:
        'Le mot de passe doit comporter au moins 8 caractères, dont une lettre et un chiffre.',
      confirmation: 'Les deux mots de passe ne correspondent pas.',
    });
    expect(await errorsOf('', '')).toEqual({ password: 'Ce champ est incomplet ou incorrect.' });
  });

  it('refuses a password of the lists the server refuses, with its message', async () => {
    expect(await errorsOf('azerty123', 'azerty123')).toEqual({
      password: COMMON_PASSWORD_MESSAGE,
    });
  });
});

describe('reset link problems', () => {
  it('says why each link cannot be used', async () => {
    expect(linkProblem('expired').explanation).toMatch(/^Ce lien a expiré/);
    expect(linkProblem('used').explanation).toMatch(/^Ce lien a déjà été utilisé/);
    expect(linkProblem('unknown').explanation).toMatch(/^Ce lien n’est pas valide/);
    expect(linkProblem(null).title).toBe('Ce lien n’est pas valide');
  });
});
