// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sha256 } from 'js-sha256';
import { ProfileInput, type ProfileInfo } from '../../../../src/contract/api';
import { SIRET_MESSAGE } from '../../../../src/contract/french-formats';
import { COMMON_PASSWORD_MESSAGE } from '../../../../src/contract/common-passwords';
import { changesCredentials } from '../../../../src/components/form/current-password-field';
import {
  ProfileFields,
  toFormValues,
  toProfileInput,
  type ProfileFieldValues,
} from '../../../../src/features/profile/form-schema';
import { PASSWORD_MISMATCH_MESSAGE } from '../../../../src/components/form/french-fields';

const info: ProfileInfo = {
  siret: '73282932000074',
  companyName: 'Atelier Durand Menuiserie',
  nbOfEmployees: 12,
  turnover: 1_450_000,
  numberAndStreet: '14 rue des Artisans',
  zipCode: '69007',
  town: 'Lyon',
  mainContactLastName: 'Durand',
  mainContactFirstName: 'Camille',
  function: 'Gérante',
  email: 'pro@demo.fr',
  password: '',
  phoneNumber: '06 12 34 56 78',
};

async function errorsOf(values: ProfileFieldValues): Promise<Record<string, string>> {
  const result = await ProfileFields.safeParseAsync(values);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('profile form', () => {
  it('prefills every field from the server, numbers as text and passwords empty', async () => {
    const values = toFormValues({ ...info, nbOfEmployees: null });
    expect(values).toMatchObject({ nbOfEmployees: '', turnover: '1450000', siret: info.siret });
    expect(values.password).toBe('');
    expect(values.passwordConfirmation).toBe('');
  });

  it('sends the profile unchanged, without any password, when none is typed', async () => {
    const output = await ProfileFields.parseAsync(toFormValues(info));
    const input = toProfileInput(output);
    expect(input).not.toHaveProperty('password');
    expect(ProfileInput.parse(input)).toEqual({ ...info, password: undefined });
  });

  it('normalises French formats and hashes a new password', async () => {
    const output = await ProfileFields.parseAsync({
      ...toFormValues(info),
      siret: '732 829 320 00074',
      turnover: '1 600 000 €',
      phoneNumber: '+33 6 11 22 33 44',
      password: 'nouveau2025',
      passwordConfirmation: 'nouveau2025',
    });
    expect(toProfileInput(output)).toMatchObject({
      siret: '73282932000074',
      turnover: 1_600_000,
      phoneNumber: '06 11 22 33 44',
      password: sha256('nouveau2025'),
    });
  });

  it('refuses a bad SIRET, a weak or mismatched password, in French', async () => {
    expect(await errorsOf({ ...toFormValues(info), siret: '73282932000075' })).toEqual({
      siret: SIRET_MESSAGE,
    });
    const errors = await errorsOf({
      ...toFormValues(info),
      password: 'court',
      passwordConfirmation: 'autre',
    });
    expect(errors.password).toMatch(/au moins 8 caractères/);
    expect(errors.passwordConfirmation).toBe(PASSWORD_MISMATCH_MESSAGE);
    expect(
      await errorsOf({
        ...toFormValues(info),
        password: 'azerty123',
        passwordConfirmation: 'azerty123',
      }),
    ).toEqual({ password: COMMON_PASSWORD_MESSAGE });
  });

  it('sends the current password, as its SHA-256, only when one is typed', async () => {
    const values = await ProfileFields.parseAsync({
      ...toFormValues(info),
      email: 'camille@durand.example',
      currentPassword: 'demo1234',
    });
    expect(toProfileInput(values).currentPassword).toBe(sha256('demo1234'));
    expect(toProfileInput(await ProfileFields.parseAsync(toFormValues(info)))).not.toHaveProperty(
      'currentPassword',
    );
    expect(changesCredentials(values, info.email)).toBe(true);
    expect(changesCredentials(toFormValues(info), info.email)).toBe(false);
    expect(changesCredentials({ ...toFormValues(info), email: ' PRO@demo.fr ' }, info.email)).toBe(
      false,
    );
  });
});
