import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { FieldValues, UseFormProps } from 'react-hook-form';
import type { z } from 'zod';
import { REQUIRED_FIELD_MESSAGE } from '../../contract/french-checks';

export type ZodFormOptions<TInput extends FieldValues, TOutput> = Omit<
  UseFormProps<TInput, unknown, TOutput>,
  'resolver' | 'mode'
>;

/**
 * A react-hook-form form validated by a zod schema. The `onTouched` mode validates a field when
 * it is first left and on every change after that, which is when a field shows its message;
 * submitting validates every field. `handleSubmit` receives the schema's output (trimmed,
 * normalised values). A rule without a message of its own answers with the default French message
 * (`REQUIRED_FIELD_MESSAGE`), never with Zod's English text, whatever the global zod configuration.
 */
export function useZodForm<TInput extends FieldValues, TOutput extends FieldValues>(
  schema: z.ZodType<TOutput, TInput>,
  options?: ZodFormOptions<TInput, TOutput>,
) {
  return useForm<TInput, unknown, TOutput>({
    ...options,
    mode: 'onTouched',
    resolver: zodResolver(schema, { error: () => REQUIRED_FIELD_MESSAGE }),
  });
}
