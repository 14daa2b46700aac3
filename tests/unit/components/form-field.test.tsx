import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import type { UseFormReturn } from 'react-hook-form';
import {
  REQUIRED_FIELD_MESSAGE,
  SIRET_MESSAGE,
  emailSchema,
  optionalPhoneSchema,
  newPasswordSchema,
  requiredText,
  siretSchema,
} from '../../../src/contract/french-formats';
import { FormField, showServerErrors, useZodForm } from '../../../src/components/form';

const Fields = z.object({
  companyName: requiredText,
  siret: siretSchema,
  email: emailSchema,
  phone: optionalPhoneSchema,
  password: newPasswordSchema,
  activity: requiredText,
  // No bound in the schema: the valid mark's own length rule is what is tested.
  description: z.string(),
});
type Fields = z.input<typeof Fields>;
type Output = z.output<typeof Fields>;

const empty: Fields = {
  companyName: '',
  siret: '',
  email: '',
  phone: '',
  password: '',
  activity: '',
  description: '',
};

/** A form with one field of each kind; hands its react-hook-form API and submitted values back. */
function renderForm(defaultValues: Partial<Fields> = {}) {
  const handle: { form?: UseFormReturn<Fields, unknown, Output>; submitted?: Output } = {};

  function TestForm() {
    const form = useZodForm(Fields, { defaultValues: { ...empty, ...defaultValues } });
    handle.form = form;
    return (
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => {
          handle.submitted = values;
        })}
      >
        <FormField control={form.control} name="companyName" label="Raison sociale" required />
        <FormField
          control={form.control}
          name="siret"
          label="SIRET"
          hint="14 chiffres"
          required
          maxLength={17}
        />
        <FormField control={form.control} name="email" type="email" label="E-mail" required />
        <FormField control={form.control} name="phone" type="tel" label="Téléphone" />
        <FormField
          control={form.control}
          name="password"
          type="password"
          label="Mot de passe"
          required
        />
        <FormField
          control={form.control}
          name="activity"
          type="select"
          label="Activité"
          required
          options={[
            { value: 'btp', label: 'Bâtiment' },
            { value: 'commerce', label: 'Commerce' },
          ]}
        />
        <FormField
          control={form.control}
          name="description"
          type="textarea"
          label="Description"
          maxLength={20}
        />
        <button type="submit">Enregistrer</button>
      </form>
    );
  }

  render(<TestForm />);
  return { user: userEvent.setup(), handle };
}

const companyName = () => screen.getByRole('textbox', { name: /Raison sociale/ });
const siret = () => screen.getByRole('textbox', { name: /SIRET/ });
const password = () => screen.getByLabelText(/Mot de passe/);
const activity = () => screen.getByRole('combobox', { name: /Activité/ });

describe('FormField', () => {
  it('ties a visible label, the hint and the required state to the control', () => {
    renderForm();
    expect(siret()).toBeRequired();
    expect(siret()).toHaveAccessibleDescription('14 chiffres');
    expect(siret()).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByRole('textbox', { name: 'Téléphone' })).not.toBeRequired();
    expect(screen.getByText('Raison sociale').tagName).toBe('LABEL');
  });

  it('shows no message before the field is touched', async () => {
    const { user } = renderForm();
    await user.click(companyName());
    expect(screen.queryByText(REQUIRED_FIELD_MESSAGE)).not.toBeInTheDocument();
    expect(companyName()).toHaveAttribute('aria-invalid', 'false');
  });

  it('says "Ce champ est incomplet ou incorrect." once a required field is left empty', async () => {
    const { user } = renderForm();
    await user.click(companyName());
    await user.tab();
    expect(await screen.findByText(REQUIRED_FIELD_MESSAGE)).toBeInTheDocument();
    expect(companyName()).toHaveAttribute('aria-invalid', 'true');
    expect(companyName()).toHaveAccessibleDescription(REQUIRED_FIELD_MESSAGE);
    expect(screen.queryByRole('img', { name: 'Champ valide' })).not.toBeInTheDocument();
  });

  it('shows the schema’s own message when it has one, with the hint', async () => {
    const { user } = renderForm();
    await user.type(siret(), '732 829 320 00075');
    await user.tab();
    expect(await screen.findByText(SIRET_MESSAGE)).toBeInTheDocument();
    expect(siret()).toHaveAccessibleDescription(`14 chiffres ${SIRET_MESSAGE}`);
  });

  it('shows the valid mark once a touched field is valid, and updates as the user types', async () => {
    const { user } = renderForm();
    await user.type(siret(), '732 829 320 00075');
    await user.tab();
    await screen.findByText(SIRET_MESSAGE);

    await user.clear(siret());
    await user.type(siret(), '732 829 320 00074');
    expect(await screen.findByRole('img', { name: 'Champ valide' })).toBeInTheDocument();
    expect(screen.queryByText(SIRET_MESSAGE)).not.toBeInTheDocument();
    expect(siret()).toHaveAttribute('aria-invalid', 'false');
  });

  it('shows no valid mark beyond the maximum length', async () => {
    const { user } = renderForm({ description: 'Une description bien trop longue' });
    const description = screen.getByRole('textbox', { name: 'Description' });
    expect(description).toHaveAttribute('maxLength', '20');
    await user.click(description);
    await user.tab();
    expect(screen.queryByRole('img', { name: 'Champ valide' })).not.toBeInTheDocument();

    await user.clear(description);
    await user.type(description, 'Pain et viennoiserie');
    await user.tab();
    expect(await screen.findByRole('img', { name: 'Champ valide' })).toBeInTheDocument();
  });

  it('shows and hides the password with a toggle button', async () => {
    const { user } = renderForm();
    await user.type(password(), 'demo1234');
    expect(password()).toHaveAttribute('type', 'password');

    const show = screen.getByRole('button', { name: 'Afficher le mot de passe' });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    await user.click(show);
    expect(password()).toHaveAttribute('type', 'text');
    expect(password()).toHaveValue('demo1234');

    const hide = screen.getByRole('button', { name: 'Masquer le mot de passe' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    await user.click(hide);
    expect(password()).toHaveAttribute('type', 'password');
  });

  it('empties the field with the clear button, shown only when there is a value', async () => {
    const { user } = renderForm();
    expect(screen.queryByRole('button', { name: 'Effacer le champ' })).not.toBeInTheDocument();
    await user.type(companyName(), 'Boulangerie Martin');
    await user.click(screen.getByRole('button', { name: 'Effacer le champ' }));
    expect(companyName()).toHaveValue('');
    expect(companyName()).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Effacer le champ' })).not.toBeInTheDocument();
  });

  it('offers no clear button on passwords and selects', async () => {
    const { user } = renderForm();
    await user.type(password(), 'demo1234');
    await user.selectOptions(activity(), 'btp');
    expect(screen.queryByRole('button', { name: 'Effacer le champ' })).not.toBeInTheDocument();
  });

  it('starts a select on the "Choisir une valeur" placeholder', async () => {
    const { user } = renderForm();
    expect(activity()).toHaveDisplayValue('Choisir une valeur');
    await user.selectOptions(activity(), 'commerce');
    await user.tab();
    expect(activity()).toHaveValue('commerce');
    expect(await screen.findByRole('img', { name: 'Champ valide' })).toBeInTheDocument();
  });

  it('shows every field’s message on submit, touched or not', async () => {
    const { user, handle } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findAllByText(REQUIRED_FIELD_MESSAGE)).toHaveLength(5);
    expect(handle.submitted).toBeUndefined();
    expect(companyName()).toHaveFocus();
  });

  it('hands the normalised values to the submit handler', async () => {
    const { user, handle } = renderForm({
      companyName: 'Boulangerie Martin',
      email: 'contact@martin.fr',
      password: 'demo1234',
      activity: 'btp',
    });
    await user.type(siret(), '732 829 320 00074');
    await user.type(screen.getByRole('textbox', { name: 'Téléphone' }), '+33 6.12.34.56.78');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(handle.submitted).toMatchObject({ siret: '73282932000074', phone: '06 12 34 56 78' });
  });

  it('shows a server error set with setError on its field', async () => {
    const { handle } = renderForm({ email: 'pro@demo.fr' });
    act(() =>
      handle.form!.setError('email', {
        type: 'server',
        message: 'Cette adresse est déjà utilisée.',
      }),
    );
    const email = screen.getByRole('textbox', { name: /E-mail/ });
    expect(await screen.findByText('Cette adresse est déjà utilisée.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Cette adresse est déjà utilisée.');
  });

  it('puts the errors of a 400 answer on their fields and focuses the first', async () => {
    const { handle } = renderForm();
    act(() =>
      showServerErrors(handle.form!.setError, {
        siret: 'Ce SIRET est déjà enregistré.',
        email: 'Cette adresse est déjà utilisée.',
      }),
    );
    expect(await screen.findByText('Ce SIRET est déjà enregistré.')).toBeInTheDocument();
    expect(screen.getByText('Cette adresse est déjà utilisée.')).toBeInTheDocument();
    expect(siret()).toHaveFocus();
  });

  it('keeps its message inside a live region so it is announced', async () => {
    const { user } = renderForm();
    await user.click(companyName());
    await user.tab();
    const message = await screen.findByText(REQUIRED_FIELD_MESSAGE);
    expect(message.parentElement).toHaveAttribute('aria-live', 'polite');
  });
});
