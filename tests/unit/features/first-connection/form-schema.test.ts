// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sha256 } from 'js-sha256';
import { COMMON_PASSWORD_MESSAGE } from '../../../../src/contract/common-passwords';
import { FirstConnectionInfoInput, type FirstConnectionInfo } from '../../../../src/contract/api';
import {
  FirstConnectionFields,
  toFirstConnectionInput,
  toFormValues,
  type FirstConnectionFieldValues,
} from '../../../../src/features/first-connection/form-schema';
import {
  PASSWORD_MISMATCH_MESSAGE,
  parseFrenchNumber,
} from '../../../../src/components/form/french-fields';

const prefill: FirstConnectionInfo = {
  siret: '89012345600013',
  companyName: 'Boulangerie Girard',
  activity: '',
  nbEmployees: null,
  turnover: null,
  streetAndNumber: '',
  postalCode: '44000',
  town: 'Nantes',
  lastname: 'Girard',
  firstname: 'Paul',
  function: '',
  phone: '',
  password: '',
};

const filled: FirstConnectionFieldValues = {
  siret: '732 829 320 00074',
  companyName: ' Boulangerie Girard ',
  activity: 'Boulangerie-pâtisserie',
  nbEmployees: '4',
  turnover: '380 000',
  streetAndNumber: '3 rue de la Paix',
  postalCode: '44000',
  town: 'Nantes',
  lastname: 'Girard',
  firstname: 'Paul',
  function: 'Gérant',
  phone: '+33 6 12 34 56 78',
  password: 'croissant2024',
  passwordConfirmation: 'croissant2024',
};

async function errorsOf(values: FirstConnectionFieldValues): Promise<Record<string, string>> {
  const result = await FirstConnectionFields.safeParseAsync(values);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('parseFrenchNumber', () => {
  it('reads numbers written the French way', async () => {
    expect(parseFrenchNumber('12')).toBe(12);
    expect(parseFrenchNumber('1 450 000')).toBe(1_450_000);
    expect(parseFrenchNumber('1\u202f450\u00a0000 €')).toBe(1_450_000);
    expect(parseFrenchNumber(' 0 ')).toBe(0);
    expect(parseFrenchNumber('12,5')).toBe(12.5);
  });

  it('gives NaN for anything else, empty included', async () => {
    expect(parseFrenchNumber('')).toBeNaN();
    expect(parseFrenchNumber('douze')).toBeNaN();
    expect(parseFrenchNumber('12 salariés')).toBeNaN();
    expect(parseFrenchNumber('1e6')).toBeNaN();
  });
});

describe('toFormValues', () => {
  it('turns the prefill into text fields, unknown numbers into empty fields', async () => {
    const values = toFormValues(prefill);
    expect(values.nbEmployees).toBe('');
    expect(values.turnover).toBe('');
    expect(values.siret).toBe('89012345600013');
    expect(values.password).toBe('');
    expect(values.passwordConfirmation).toBe('');
    expect(toFormValues({ ...prefill, nbEmployees: 12, turnover: 1_450_000 })).toMatchObject({
      nbEmployees: '12',
      turnover: '1450000',
    });
  });
});

describe('FirstConnectionFields', () => {
  it('accepts a complete form and normalises it', async () => {
    const output = await FirstConnectionFields.parseAsync(filled);
    expect(output).toMatchObject({
      siret: '73282932000074',
      companyName: 'Boulangerie Girard',
      nbEmployees: 4,
      turnover: 380_000,
      phone: '06 12 34 56 78',
    });
  });

  it('explains a bad SIRET, postal code and phone in French', async () => {
    const errors = await errorsOf({
      ...filled,
      siret: '73282932000075',
      postalCode: '4400',
      phone: '12',
    });
    expect(errors.siret).toBe('Le SIRET doit comporter 14 chiffres valides.');
    expect(errors.postalCode).toBe('Le code postal doit comporter 5 chiffres.');
    expect(errors.phone).toBe('Numéro de téléphone invalide.');
  });

  it('asks for whole numbers of employees and euros', async () => {
    expect((await errorsOf({ ...filled, nbEmployees: '' })).nbEmployees).toBe(
      'Indiquez un nombre de salariés.',
    );
    expect((await errorsOf({ ...filled, nbEmployees: '2,5' })).nbEmployees).toBe(
      'Indiquez un nombre entier de salariés.',
    );
    expect((await errorsOf({ ...filled, turnover: 'beaucoup' })).turnover).toBe(
      'Indiquez un chiffre d’affaires en euros.',
    );
    expect((await errorsOf({ ...filled, turnover: '1 000,50' })).turnover).toBe(
      'Indiquez un montant en euros, sans centimes.',
    );
  });

  it('requires the text fields', async () => {
    expect((await errorsOf({ ...filled, activity: '  ' })).activity).toBe(
      'Ce champ est incomplet ou incorrect.',
    );
  });

  it('checks the password rules and its confirmation, even with other errors', async () => {
    const errors = await errorsOf({
      ...filled,
      siret: '',
      password: 'motdepasse',
      passwordConfirmation: 'autre',
    });
    expect(errors.password).toBe(
      'Le mot de passe doit comporter au moins 8 caractères, dont une lettre et un chiffre.',
    );
    expect(errors.passwordConfirmation).toBe(PASSWORD_MISMATCH_MESSAGE);
    expect(errors.siret).toBe('Ce champ est incomplet ou incorrect.');
    expect(await errorsOf({ ...filled, passwordConfirmation: 'croissant2025' })).toEqual({
      passwordConfirmation: PASSWORD_MISMATCH_MESSAGE,
    });
  });

  it('refuses a password the server would refuse as too common, with its message', async () => {
    expect(
      await errorsOf({ ...filled, password: 'azerty123', passwordConfirmation: 'azerty123' }),
    ).toEqual({ password: COMMON_PASSWORD_MESSAGE });
  });
});

describe('toFirstConnectionInput', () => {
  it('builds the request the contract expects, with the SHA-256 of the password', async () => {
    const input = toFirstConnectionInput(await FirstConnectionFields.parseAsync(filled));
    expect(input).not.toHaveProperty('passwordConfirmation');
    expect(input.password).toBe(sha256('croissant2024'));
    expect(input.nbEmployees).toBe(4);
    expect(input.turnover).toBe(380_000);
    expect(FirstConnectionInfoInput.parse(input)).toEqual(input);
  });
});
