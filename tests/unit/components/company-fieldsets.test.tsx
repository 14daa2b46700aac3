import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { CompanyFieldsets } from '../../../src/components/form/company-fieldsets';
import { PersonFields } from '../../../src/components/form/person-fields';
import { PROFILE_FIELD_NAMES } from '../../../src/features/profile/form-schema';

type Values = Record<string, string>;

const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

function Company({ names }: { names?: typeof PROFILE_FIELD_NAMES }) {
  const { control } = useForm<Values>({ defaultValues: {} });
  return (
    <form aria-label="Entreprise">
      <CompanyFieldsets control={control} block="test" names={names} contactLegend="Contact" />
    </form>
  );
}

function Staff() {
  const { control } = useForm<Values>({ defaultValues: {} });
  return (
    <form aria-label="Personne">
      <PersonFields control={control} staff />
    </form>
  );
}

describe('CompanyFieldsets', () => {
  it('names a field by its key in COMPANY_FIELDS unless the form names it otherwise', () => {
    render(<Company />);
    expect(field('Nombre de salariés')).toHaveAttribute('name', 'employees');
    expect(field('Code postal')).toHaveAttribute('name', 'postalCode');
    expect(field('Téléphone')).toHaveAttribute('name', 'phone');
  });

  it('takes the profile’s own names, in the same three groups', () => {
    render(<Company names={PROFILE_FIELD_NAMES} />);
    expect(field('Nombre de salariés')).toHaveAttribute('name', 'nbOfEmployees');
    expect(field('Numéro et rue')).toHaveAttribute('name', 'numberAndStreet');
    expect(field('Nom\\b')).toHaveAttribute('name', 'mainContactLastName');
    expect(field('Téléphone')).toHaveAttribute('name', 'phoneNumber');
    const contact = screen.getByRole('group', { name: 'Contact' });
    expect(within(contact).getAllByRole('textbox')).toHaveLength(4);
    for (const control of screen.getAllByRole('textbox')) {
      expect(control).toHaveAttribute('aria-required', 'true');
    }
  });
});

describe('PersonFields', () => {
  it('fills in nothing of the user’s own for a staff member, whose phone is optional', () => {
    render(<Staff />);
    expect(field('Nom\\b')).toHaveAttribute('autocomplete', 'off');
    expect(field('Fonction')).toHaveAttribute('autocomplete', 'off');
    expect(field('Téléphone')).not.toHaveAttribute('aria-required');
    expect(screen.getByText(/^Facultatif\. Par exemple/)).toBeInTheDocument();
  });
});
