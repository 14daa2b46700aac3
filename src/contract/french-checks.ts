/**
 * French business formats (SIRET, postal code, phone, e-mail, new password): checks and
 * normalisers with their French messages, in plain TypeScript so the login screen can use them
 * without zod. `french-formats.ts` builds the zod field schemas on them. Shared by the PWA and the
 * server, so this module must stay free of DOM and Node dependencies.
 */

// ---------------------------------------------------------------------------------------------
// Messages

/** Default message of a field in error, also used for a required field left empty. */
export const REQUIRED_FIELD_MESSAGE = 'Ce champ est incomplet ou incorrect.';
export const SIRET_MESSAGE = 'Le SIRET doit comporter 14 chiffres valides.';
export const POSTAL_CODE_MESSAGE = 'Le code postal doit comporter 5 chiffres.';
export const PHONE_MESSAGE = 'Numéro de téléphone invalide.';
export const EMAIL_MESSAGE = 'Adresse e-mail invalide.';
export const PASSWORD_MESSAGE =
  'Le mot de passe doit comporter au moins 8 caractères, dont une lettre et un chiffre.';

/** The new-password rules as a hint to show next to the field before the user types. */
export const PASSWORD_RULES = 'Au moins 8 caractères, dont une lettre et un chiffre.';
export const PASSWORD_MIN_LENGTH = 8;

// ---------------------------------------------------------------------------------------------
// SIRET

/** La Poste registered its many establishments under one SIREN, beyond what the Luhn NIC allows. */
const LA_POSTE_SIREN = '356000000';

/** Removes the spaces people type between the SIREN and the NIC groups ("732 829 320 00074"). */
export function normalizeSiret(input: string): string {
  return input.replace(/\s+/g, '');
}

function digitsOf(value: string): number[] {
  return Array.from(value, Number);
}

function hasLuhnChecksum(digits: string): boolean {
  const sum = digitsOf(digits)
    .reverse()
    .reduce((total, digit, index) => {
      if (index % 2 === 0) return total + digit;
      const doubled = digit * 2;
      return total + (doubled > 9 ? doubled - 9 : doubled);
    }, 0);
  return sum % 10 === 0;
}

/**
 * A SIRET is 14 digits whose Luhn checksum holds. La Poste's establishments are the documented
 * exception (INSEE): their digits only add up to a multiple of 5. Its head office,
 * 356 000 000 00048, satisfies Luhn, hence "Luhn, or else the La Poste rule".
 */
export function isValidSiret(input: string): boolean {
  const siret = normalizeSiret(input);
  if (!/^\d{14}$/.test(siret)) return false;
  if (hasLuhnChecksum(siret)) return true;
  if (!siret.startsWith(LA_POSTE_SIREN)) return false;
  const digitSum = digitsOf(siret).reduce((total, digit) => total + digit, 0);
  return digitSum % 5 === 0;
}

// ---------------------------------------------------------------------------------------------
// Postal code

const LOWEST_POSTAL_CODE = 1000; // 01000, Bourg-en-Bresse (Ain)
const HIGHEST_POSTAL_CODE = 98999; // 98xxx: Monaco and the overseas collectivities

/**
 * Five digits in the French range 01000–98999. Corsica keeps numeric postal codes (20000–20620)
 * even though its departments are 2A and 2B, so it needs no special case.
 */
export function isValidPostalCode(input: string): boolean {
  const code = input.trim();
  if (!/^\d{5}$/.test(code)) return false;
  const value = Number(code);
  return value >= LOWEST_POSTAL_CODE && value <= HIGHEST_POSTAL_CODE;
}

// ---------------------------------------------------------------------------------------------
// Phone

/**
 * Reads a French number written "0X XX XX XX XX" or "+33 X XX XX XX XX", grouped with spaces, dots
 * or dashes, and returns it as "0X XX XX XX XX"; null when it is not one. The digit after the
 * trunk prefix is 1–9: no French number starts with 00.
 */
export function normalizeFrenchPhone(input: string): string | null {
  const compact = input.trim().replace(/[\s.-]/g, '');
  const match = /^(?:0|\+33)([1-9]\d{8})$/.exec(compact);
  if (!match?.[1]) return null;
  const national = `0${match[1]}`;
  return national.replace(/(\d{2})(?=\d)/g, '$1 ');
}

export function isValidFrenchPhone(input: string): boolean {
  return normalizeFrenchPhone(input) !== null;
}

// ---------------------------------------------------------------------------------------------
// E-mail

/** RFC 5321 limit on the whole address. */
const EMAIL_MAX_LENGTH = 254;

/**
 * A pragmatic check (one "@", no spaces, a dotted domain): the reset e-mail is what proves an
 * address really exists, so stricter patterns would only reject real addresses.
 */
export function isValidEmail(input: string): boolean {
  const email = input.trim();
  return email.length <= EMAIL_MAX_LENGTH && /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(email);
}

// ---------------------------------------------------------------------------------------------
// New password

/** At least 8 characters, one letter (accented letters count) and one digit. */
export function isValidNewPassword(input: string): boolean {
  return input.length >= PASSWORD_MIN_LENGTH && /\p{L}/u.test(input) && /\d/.test(input);
}
