/**
 * A content item's form, for every content section: the section's fields in their panel
 * (« Contenu »), the panels its declaration adds, and for a section with publication its status
 * and date in « Publication ». Checked by the contract's own schema as the admin types (the same
 * rules and French messages as the server), and by the server again on saving: its field errors
 * show on their fields. Text fields are plain text: what is typed is what customers read, markup
 * included, never interpreted.
 */
import { useId, type ComponentType, type ReactNode } from 'react';
import type { Control, FieldPathByValue } from 'react-hook-form';
import type { z } from 'zod';
import type { ContentStatus } from '../../../contract/back-office/schemas/common';
import { FormField, useZodForm, type FieldViewProps } from '../../../components/form';
import { CheckboxField } from '../form/CheckboxField';
import { FormError } from '../form/FormError';
import { FormSubmit } from '../form/FormSubmit';
import { useSave } from '../form/use-save';
import { StatusField } from '../status/StatusField';

export const SAVE_LABEL = 'Enregistrer';

/** A section's form values: the API's body itself. */
export type ContentInput = { [field: string]: unknown };

/** One field of a section's form, in the order the form shows them: a text or a yes/no. */
export type ContentField<Input extends ContentInput> =
  | (FieldViewProps & { name: FieldPathByValue<Input, string | undefined> })
  | {
      type: 'checkbox';
      name: FieldPathByValue<Input, boolean | undefined>;
      label: string;
      hint?: string;
    };

/** A panel of the form beside the fields', with fields of its own (an offer's sub-themes). */
export interface ContentFormPanel<Input extends ContentInput> {
  title: string;
  Fields: ComponentType<{ control: Control<Input> }>;
}

export interface ContentFormDefinition<Input extends ContentInput> {
  /** The contract's schema of the section's body (`BoArticleInput`…). */
  schema: z.ZodType<Input, Input>;
  /** The fields' panel heading (« Contenu » when absent). */
  fieldsTitle?: string;
  fields: readonly ContentField<Input>[];
  /** Panels after the fields' panel. */
  panels?: readonly ContentFormPanel<Input>[];
  /** Whether the form ends with the status and publication date (true when absent). */
  publication?: boolean;
}

export function ContentForm<Input extends ContentInput>({
  definition: { schema, fieldsTitle = 'Contenu', fields, panels = [], publication = true },
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
      <FormPanel title={fieldsTitle}>
        {fields.map((field) =>
          field.type === 'checkbox' ? (
            <CheckboxField key={field.name} control={control} {...field} />
          ) : (
            <FormField key={field.name} control={control} {...field} />
          ),
        )}
      </FormPanel>
      {panels.map(({ title, Fields }) => (
        <FormPanel key={title} title={title}>
          <Fields control={control} />
        </FormPanel>
      ))}
      {publication ? (
        <FormPanel title="Publication">
          <StatusField
            control={control}
            statusName={'status' as FieldPathByValue<Input, ContentStatus>}
            publishedAtName={'publishedAt' as FieldPathByValue<Input, string | null | undefined>}
          />
        </FormPanel>
      ) : null}
      <FormSubmit label={SAVE_LABEL} busy={form.formState.isSubmitting} />
    </form>
  );
}

/** A titled panel of the form: a region named by its heading. */
function FormPanel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="bo-panel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
