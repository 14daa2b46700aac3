import type { ReactNode } from 'react';
import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { COMPANY_FIELDS, STAFF_FIELDS } from './company-fields';
import { FormField } from './form-field';

export type PersonFieldKey = 'lastname' | 'firstname' | 'function' | 'phone';

/** A text field's name in the form; each payload names some fields its own way. */
export type TextFieldName<TValues extends FieldValues> = FieldPathByValue<
  TValues,
  string | undefined
>;

export interface PersonFieldsProps<TValues extends FieldValues, TContext, TTransformed> {
  control: Control<TValues, TContext, TTransformed>;
  /** The form's name of each field that is not named as here (`phoneNumber` for `phone`). */
  names?: Partial<Record<PersonFieldKey, TextFieldName<TValues>>>;
  /**
   * A partner's staff member, whose details a colleague types as often as they do: nothing is
   * autofilled with the user's own details, and the phone is optional.
   */
  staff?: boolean;
  /** Between the function and the phone (the partner's e-mail). */
  beforePhone?: ReactNode;
  /** After the phone (the profile's e-mail). */
  afterPhone?: ReactNode;
}

/** A person's name, function and phone, as every form of the app asks them. */
export function PersonFields<TValues extends FieldValues, TContext, TTransformed>({
  control,
  names = {},
  staff = false,
  beforePhone,
  afterPhone,
}: PersonFieldsProps<TValues, TContext, TTransformed>) {
  const specs = staff ? STAFF_FIELDS : COMPANY_FIELDS;
  const name = (key: PersonFieldKey) => names[key] ?? (key as TextFieldName<TValues>);
  return (
    <>
      <FormField control={control} name={name('lastname')} {...specs.lastname} required />
      <FormField control={control} name={name('firstname')} {...specs.firstname} required />
      <FormField control={control} name={name('function')} {...specs.function} required />
      {beforePhone}
      <FormField control={control} name={name('phone')} {...specs.phone} required={!staff} />
      {afterPhone}
    </>
  );
}
