/**
 * An account's forms (docs/back-office/users.md): the new account's, which sends the invitation,
 * and an existing account's. The role comes first, since it decides what else is asked (a
 * company for a customer, a partner for a partner's user). Checked by the contract's schemas as
 * the admin types, and by the server again on saving (its field errors shown on their fields).
 */
import { useQuery } from '@tanstack/react-query';
import { useWatch, type Control } from 'react-hook-form';
import {
  COMPANY_ROLES,
  ROLE_LABELS,
  type BoUserInput,
  type BoUserUpdate,
} from '../../../contract/back-office/schemas/users';
import {
  FormError,
  FormSubmit,
  FormField,
  useSave,
  useZodForm,
  type SelectOption,
} from '../../components';
import { errorMessage } from '../../http';
import { partnerChoicesQueryOptions } from './api';
import {
  NewUserForm,
  UserUpdateForm,
  emptyUserValues,
  type UserFormValues,
} from './user-form-values';

export const INVITE_LABEL = 'Créer le compte et envoyer l’invitation';
export const SAVE_LABEL = 'Enregistrer';

export const ROLE_OPTIONS: readonly SelectOption[] = (
  ['PRO', 'AGENCY', 'NETWORK', 'PARTNER', 'ADMIN'] as const
).map((role) => ({ value: role, label: ROLE_LABELS[role] }));

const COMPANY_HINT =
  'Obligatoire pour un professionnel, une agence ou un réseau. Le compte rejoint l’entreprise de ce nom si elle existe déjà.';

export const CREATED_MESSAGE = 'Compte créé.';

/** A new account: the page says then where the invitation went. */
export function NewUserFormView({ onSave }: { onSave: (input: BoUserInput) => Promise<unknown> }) {
  const form = useZodForm(NewUserForm, { defaultValues: emptyUserValues() });
  const { save, formError } = useSave(form.setError);
  return (
    <form
      className="bo-form bo-users__form"
      noValidate
      onSubmit={form.handleSubmit((input) => save(() => onSave(input), CREATED_MESSAGE))}
    >
      <FormError message={formError} />
      <UserFields control={form.control} creating />
      <FormSubmit label={INVITE_LABEL} busy={form.formState.isSubmitting} />
    </form>
  );
}

/** An existing account: its names, role, company and partner (its e-mail does not change). */
export function EditUserFormView({
  values,
  onSave,
}: {
  values: UserFormValues;
  onSave: (input: BoUserUpdate) => Promise<unknown>;
}) {
  const form = useZodForm(UserUpdateForm, { defaultValues: values });
  const { save, formError } = useSave(form.setError);
  return (
    <form
      className="bo-form bo-users__form"
      noValidate
      onSubmit={form.handleSubmit((input) => save(() => onSave(input)))}
    >
      <FormError message={formError} />
      <UserFields control={form.control} creating={false} />
      <FormSubmit label={SAVE_LABEL} busy={form.formState.isSubmitting} />
    </form>
  );
}

function UserFields<Output>({
  control,
  creating,
}: {
  control: Control<UserFormValues, unknown, Output>;
  creating: boolean;
}) {
  const role = useWatch({ control, name: 'role' });
  const companyRequired = COMPANY_ROLES.some((companyRole) => companyRole === role);
  return (
    <>
      <FormField
        control={control}
        name="role"
        label="Rôle"
        type="select"
        options={ROLE_OPTIONS}
        required
      />
      {creating ? (
        <FormField
          control={control}
          name="email"
          label="Adresse e-mail"
          type="email"
          required
          maxLength={254}
          autoComplete="off"
          hint="L’invitation y est envoyée, avec le lien de première connexion (valable 7 jours)."
        />
      ) : null}
      {NAME_FIELDS.map((field) => (
        <FormField key={field.name} control={control} {...field} required maxLength={80} />
      ))}
      <FormField
        control={control}
        name="companyName"
        label="Entreprise"
        required={companyRequired}
        maxLength={120}
        autoComplete="off"
        hint={COMPANY_HINT}
      />
      {role === 'PARTNER' ? <PartnerField control={control} /> : null}
    </>
  );
}

/** The person's names, each alike: autofill would offer the admin's own. */
const NAME_FIELDS = [
  { name: 'firstname', label: 'Prénom', autoComplete: 'off' },
  { name: 'lastname', label: 'Nom', autoComplete: 'off' },
] as const;

/** The partner of a partner's user, chosen among the partners of « Partenaires ». */
function PartnerField<Output>({ control }: { control: Control<UserFormValues, unknown, Output> }) {
  const { data: options, error } = useQuery(partnerChoicesQueryOptions);
  return (
    <>
      <FormField
        control={control}
        name="partnerId"
        label="Partenaire"
        type="select"
        options={options ?? []}
        required
        hint="Le partenaire dont ce compte voit l’espace."
      />
      {error ? (
        <p className="bo-field-error" role="alert">
          {errorMessage(error)}
        </p>
      ) : null}
    </>
  );
}
