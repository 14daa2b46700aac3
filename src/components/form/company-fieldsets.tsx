import type { ReactNode } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { COMPANY_FIELDS } from './company-fields';
import { FieldGroup } from './field-group';
import { FormField } from './form-field';
import { PersonFields, type TextFieldName } from './person-fields';

type CompanyFieldKey = keyof typeof COMPANY_FIELDS;

export interface CompanyFieldsetsProps<TValues extends FieldValues, TContext, TTransformed> {
  control: Control<TValues, TContext, TTransformed>;
  /** The form's own class prefix (see FieldGroup); `<block>__wide` spans the grid. */
  block: string;
  /** The form's name of each field not named as in COMPANY_FIELDS (its payload's name). */
  names?: Partial<Record<CompanyFieldKey, TextFieldName<TValues>>>;
  contactLegend: string;
  /** After the company's name (the first connection's activity). */
  afterCompanyName?: ReactNode;
  /** After the contact's phone (the profile's e-mail). */
  afterPhone?: ReactNode;
}

/**
 * The company, its address and its main contact: the fieldsets of the first-connection form and
 * of the profile form, every field required.
 */
export function CompanyFieldsets<TValues extends FieldValues, TContext, TTransformed>({
  control,
  block,
  names = {},
  contactLegend,
  afterCompanyName,
  afterPhone,
}: CompanyFieldsetsProps<TValues, TContext, TTransformed>) {
  const field = (key: Exclude<CompanyFieldKey, 'phone'>) => (
    <FormField
      control={control}
      name={names[key] ?? (key as TextFieldName<TValues>)}
      {...COMPANY_FIELDS[key]}
      required
    />
  );
  return (
    <>
      <FieldGroup block={block} legend="Votre entreprise">
        {field('siret')}
        {field('companyName')}
        {afterCompanyName}
        {field('employees')}
        {field('turnover')}
      </FieldGroup>
      <FieldGroup block={block} legend="Adresse de l’entreprise">
        <div className={`${block}__wide`}>{field('street')}</div>
        {field('postalCode')}
        {field('town')}
      </FieldGroup>
      <FieldGroup block={block} legend={contactLegend}>
        <PersonFields control={control} names={names} afterPhone={afterPhone} />
      </FieldGroup>
    </>
  );
}
