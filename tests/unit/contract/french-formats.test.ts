// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  EMAIL_MESSAGE,
  PASSWORD_MESSAGE,
  PHONE_MESSAGE,
  POSTAL_CODE_MESSAGE,
  REQUIRED_FIELD_MESSAGE,
  SIRET_MESSAGE,
  currentPasswordSchema,
  emailSchema,
  isValidEmail,
  isValidFrenchPhone,
  isValidNewPassword,
  isValidPostalCode,
  isValidSiret,
  newPasswordSchema,
  normalizeFrenchPhone,
  normalizeSiret,
  optionalNewPasswordSchema,
  optionalPhoneSchema,
  phoneSchema,
  postalCodeSchema,
  requiredText,
  siretSchema,
} from '../../../src/contract/french-formats';

/** The messages of a failed parse, in order. */
function messages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('isValidSiret', () => {
  it.each([
    ['73282932000074', 'IBM France'],
    ['732 829 320 00074', 'typed with spaces'],
    ['55210055400013', 'Renault'],
    ['35600000000048', 'La Poste head office (Luhn)'],
    ['35600000049837', 'a La Poste establishment (digit sum 45)'],
  ])('accepts %s (%s)', (siret) => {
    expect(isValidSiret(siret)).toBe(true);
  });

  it.each([
    ['73282932000075', 'wrong check digit'],
    ['7328293200007', '13 digits'],
    ['732829320000740', '15 digits'],
    ['7328293200007A', 'a letter'],
    ['35600000049838', 'La Poste, neither Luhn nor a digit sum multiple of 5'],
    ['73282932000077', 'a digit sum multiple of 5 is only enough for La Poste'],
    ['', 'empty'],
  ])('rejects %s (%s)', (siret) => {
    expect(isValidSiret(siret)).toBe(false);
  });

  it('removes the spaces people type between the groups', () => {
    expect(normalizeSiret(' 732 829 320 00074 ')).toBe('73282932000074');
  });
});

describe('isValidPostalCode', () => {
  it.each(['75001', '01000', '20000', '20620', '97400', '98000', '98999', ' 69003 '])(
    'accepts %s',
    (code) => expect(isValidPostalCode(code)).toBe(true),
  );

  it.each(['00999', '99000', '7500', '750011', '2A000', '75 001', ''])('rejects %s', (code) =>
    expect(isValidPostalCode(code)).toBe(false),
  );
});

describe('French phone numbers', () => {
  it.each([
    ['0612345678', '06 12 34 56 78'],
    ['06 12 34 56 78', '06 12 34 56 78'],
    ['01.42.68.53.00', '01 42 68 53 00'],
    ['09-72-40-42-42', '09 72 40 42 42'],
    ['+33 6 12 34 56 78', '06 12 34 56 78'],
    ['+33612345678', '06 12 34 56 78'],
  ])('reads %s as %s', (input, normalised) => {
    expect(isValidFrenchPhone(input)).toBe(true);
    expect(normalizeFrenchPhone(input)).toBe(normalised);
  });

  it.each(['0012345678', '061234567', '06123456789', '+33 06 12 34 56 78', '+44 20 7946 0958', ''])(
    'rejects %s',
    (input) => {
      expect(isValidFrenchPhone(input)).toBe(false);
      expect(normalizeFrenchPhone(input)).toBeNull();
    },
  );
});

describe('isValidEmail', () => {
  it.each(['pro@demo.fr', 'jean.dupont+offres@entreprise.co.uk', ' agence@demo.fr '])(
    'accepts %s',
    (email) => expect(isValidEmail(email)).toBe(true),
  );

  it.each(['pro@demo', 'pro demo@demo.fr', '@demo.fr', 'pro@@demo.fr', 'pro@.fr', ''])(
    'rejects %s',
    (email) => expect(isValidEmail(email)).toBe(false),
  );
});

describe('isValidNewPassword', () => {
  it.each(['demo1234', 'Été2024!', 'a1234567'])('accepts %s', (password) =>
    expect(isValidNewPassword(password)).toBe(true),
  );

  it.each([
    ['abc123', 'too short'],
    ['motdepasse', 'no digit'],
    ['12345678', 'no letter'],
  ])('rejects %s (%s)', (password) => expect(isValidNewPassword(password)).toBe(false));
});

describe('field schemas', () => {
  it('give the generic message to an empty or missing value, and only that one', () => {
    for (const schema of [
      requiredText,
      siretSchema,
      postalCodeSchema,
      phoneSchema,
      emailSchema,
      newPasswordSchema,
      currentPasswordSchema,
    ]) {
      expect(messages(schema, '')).toEqual([REQUIRED_FIELD_MESSAGE]);
      expect(messages(schema, undefined)).toEqual([REQUIRED_FIELD_MESSAGE]);
    }
    expect(messages(requiredText, '   ')).toEqual([REQUIRED_FIELD_MESSAGE]);
  });

  it('give each format its French message', () => {
    expect(messages(siretSchema, '73282932000075')).toEqual([SIRET_MESSAGE]);
    expect(messages(postalCodeSchema, '7500')).toEqual([POSTAL_CODE_MESSAGE]);
    expect(messages(phoneSchema, '12 34')).toEqual([PHONE_MESSAGE]);
    expect(messages(emailSchema, 'pro@demo')).toEqual([EMAIL_MESSAGE]);
    expect(messages(newPasswordSchema, 'motdepasse')).toEqual([PASSWORD_MESSAGE]);
  });

  it('normalise what they accept', () => {
    expect(siretSchema.parse('732 829 320 00074')).toBe('73282932000074');
    expect(postalCodeSchema.parse(' 69003 ')).toBe('69003');
    expect(phoneSchema.parse('+33 1.42.68.53.00')).toBe('01 42 68 53 00');
    expect(emailSchema.parse(' pro@demo.fr ')).toBe('pro@demo.fr');
    expect(requiredText.parse('  Dupont ')).toBe('Dupont');
  });

  it('never trim a password', () => {
    expect(currentPasswordSchema.parse(' demo1234 ')).toBe(' demo1234 ');
    expect(newPasswordSchema.parse(' demo1234 ')).toBe(' demo1234 ');
  });

  it('let optional phone and password be left empty, but not wrong', () => {
    expect(optionalPhoneSchema.parse('')).toBe('');
    expect(optionalPhoneSchema.parse(undefined)).toBeUndefined();
    expect(optionalPhoneSchema.parse('0612345678')).toBe('06 12 34 56 78');
    expect(messages(optionalPhoneSchema, '0612')).toEqual([PHONE_MESSAGE]);
    expect(optionalNewPasswordSchema.parse('')).toBe('');
    expect(messages(optionalNewPasswordSchema, 'court1')).toEqual([PASSWORD_MESSAGE]);
  });

  it('stay strings that callers can bound', () => {
    expect(messages(requiredText.max(5, '5 caractères au maximum.'), 'Dupontel')).toEqual([
      '5 caractères au maximum.',
    ]);
  });
});
