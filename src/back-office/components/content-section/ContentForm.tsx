/**
 * A content item's form, for every content section: the section's fields in « Contenu », its
 * status and publication date in « Publication ». Checked by the contract's own schema as the
 * admin types (the same rules and French messages as the server), and by the server again on
 * saving: its field errors show on their fields. Text fields are plain text: what is typed is
 * what customers read, markup included, never interpreted.
 */
import type { FieldPathByValue } from 'react-hook-form';
import type { z } from 'zod';
import type { ContentStatus } from '../../../contract/back-office/schemas/common';
import { FormField, useZodForm, type FieldViewProps } from '../../../components/form';
import { FormError } from '../form/FormError';
import { FormSubmit } from '../form/FormSubmit';
import { useSave } from '../form/use-save';
import { StatusField } from '../status/StatusField';

export const SAVE_LABEL = 'Enregistrer';

/** What every content form holds besides its own fields. */
export interface ContentInput {
  status: ContentStatus;
  publishedAt?: string | null;
  [field: string]: unknown;
}

/** One text field of a section's form, in the order the form shows them. */
export type ContentField<Input extends ContentInput> = FieldViewProps & {
  name: FieldPathByValue<Input, string | undefined>;
};

export interface ContentFormDefinition<Input extends ContentInput> {
  /** The contract's schema of the section's body (`BoNewsInput`…). */
  schema: z.ZodType<Input, Input>;
  fields: readonly ContentField<Input>[];
}

export function ContentForm<Input extends ContentInput>({
  definition: { schema, fields },
  values,
  onSave,
  savedMessage,
}: {
  definition: ContentFormDefinition<Input>;
  values: Input;
  onSave: (input: Input) => Promise<unknown>;
  savedMessage?: string;
}) {
  const form = useZodForm(schema, { defaultValues: values as never });
  const { save, formError } = useSave(form.setError);
  const { control } = form;

  return (
    <form
      className="bo-form bo-content-form"
      noValidate
      onSubmit={form.handleSubmit((input) => save(() => onSave(input), savedMessage))}
    >
      <FormError message={formError} />
      <section className="bo-panel" aria-labelledby="content-fields-title">
        <h2 id="content-fields-title">Contenu</h2>
        {fields.map((field) => (
          <FormField key={field.name} control={control} {...field} />
        ))}
      </section>

      <section className="bo-panel" aria-labelledby="content-publication-title">
        <h2 id="content-publication-title">Publication</h2>
        <StatusField
          control={control}
          statusName={'status' as FieldPathByValue<Input, ContentStatus>}
          publishedAtName={'publishedAt' as FieldPathByValue<Input, string | null | undefined>}
        />
      </section>

      <FormSubmit label={SAVE_LABEL} busy={form.formState.isSubmitting} />
    </form>
  );
}
