// @vitest-environment node
/**
 * The « Utilisateurs » forms' values and what they send (src/back-office/sections/users): the
 * strings of the form read as the API's bodies, checked by the contract's own schemas, and when
 * a pending account's link is said to have expired.
 */
import { describe, expect, it } from 'vitest';
import type { BoUser } from '../../../src/contract/back-office/schemas/users';
import { isInvitationExpired } from '../../../src/back-office/sections/users/UserStateBadge';
import {
  NewUserForm,
  UserUpdateForm,
  emptyUserValues,
  userFormValues,
} from '../../../src/back-office/sections/users/user-form-values';

const PRO = {
  ...emptyUserValues(),
  email: ' Lea.Caron@Exemple.fr ',
  firstname: ' Léa ',
  lastname: 'Caron',
  role: 'PRO',
  companyName: 'Menuiserie Caron',
};

/** The field errors of a refused value, by field. */
function errorsOf(result: ReturnType<typeof NewUserForm.safeParse>): Record<string, string> {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

const ACCOUNT: BoUser = {
  id: 7,
  email: 'lea@exemple.fr',
  firstname: 'Léa',
  lastname: 'Caron',
  role: 'PARTNER',
  companyName: null,
  partnerId: 3,
  partnerName: 'Groupement Artisans Plus',
  activated: false,
  state: 'pending',
  deactivatedAt: null,
  invitationSentAt: '2026-05-01T10:00:00.000Z',
  invitationExpiresAt: '2026-05-08T10:00:00.000Z',
  createdAt: '2026-05-01T10:00:00.000Z',
  canActAs: true,
  pushDevices: 0,
  digestEnabled: null,
};

describe('the new account form', () => {
  it('sends a customer with its company and no partner', () => {
    expect(NewUserForm.parse(PRO)).toEqual({
      email: 'Lea.Caron@Exemple.fr',
      firstname: 'Léa',
      lastname: 'Caron',
      role: 'PRO',
      companyName: 'Menuiserie Caron',
      partnerId: null,
    });
  });

  it('sends the chosen partner of a partner’s user as a number, and none for other roles', () => {
    const partner = { ...PRO, role: 'PARTNER', companyName: '', partnerId: '3' };
    expect(NewUserForm.parse(partner)).toMatchObject({ partnerId: 3, companyName: null });
    // A partner left in the hidden select after choosing another role is not sent.
    expect(NewUserForm.parse({ ...PRO, partnerId: '3' })).toMatchObject({ partnerId: null });
  });

  it('refuses what the server refuses, on the same fields and in French', () => {
    expect(errorsOf(NewUserForm.safeParse(emptyUserValues()))).toMatchObject({
      email: 'Ce champ est incomplet ou incorrect.',
      firstname: 'Ce champ est obligatoire.',
      lastname: 'Ce champ est obligatoire.',
      role: 'Ce champ est incomplet ou incorrect.',
    });
    expect(errorsOf(NewUserForm.safeParse({ ...PRO, email: 'lea' }))).toEqual({
      email: 'Adresse e-mail invalide.',
    });
    expect(errorsOf(NewUserForm.safeParse({ ...PRO, companyName: '  ' }))).toEqual({
      companyName: 'Indiquez l’entreprise de ce compte.',
    });
    expect(errorsOf(NewUserForm.safeParse({ ...PRO, role: 'PARTNER', companyName: '' }))).toEqual({
      partnerId: 'Choisissez le partenaire de ce compte.',
    });
    // An admin or a partner's user needs no company.
    expect(NewUserForm.safeParse({ ...PRO, role: 'ADMIN', companyName: '' }).success).toBe(true);
  });
});

describe('an account’s form', () => {
  it('starts from the account and sends its changes without the e-mail', () => {
    const values = userFormValues(ACCOUNT);
    expect(values).toEqual({
      email: 'lea@exemple.fr',
      firstname: 'Léa',
      lastname: 'Caron',
      role: 'PARTNER',
      companyName: '',
      partnerId: '3',
    });
    expect(
      UserUpdateForm.parse({ ...values, role: 'AGENCY', companyName: 'Agence Caron' }),
    ).toEqual({
      firstname: 'Léa',
      lastname: 'Caron',
      role: 'AGENCY',
      companyName: 'Agence Caron',
      partnerId: null,
    });
  });
});

describe('an invitation’s link', () => {
  it('has expired once its date is past, for a pending account only', () => {
    const before = Date.parse('2026-05-08T09:59:00Z');
    const after = Date.parse('2026-05-08T10:00:00Z');
    expect(isInvitationExpired(ACCOUNT, before)).toBe(false);
    expect(isInvitationExpired(ACCOUNT, after)).toBe(true);
    expect(isInvitationExpired({ ...ACCOUNT, invitationExpiresAt: null }, after)).toBe(false);
    expect(isInvitationExpired({ ...ACCOUNT, state: 'deactivated' }, after)).toBe(false);
  });
});
