/**
 * The back office's form pieces: the PWA's shared fields (src/components/form: text, e-mail,
 * select, textarea; zod through `useZodForm`) and the back office's own (checkbox, status,
 * file, saving with the server's errors). Usage: docs/back-office/README.md, « Formulaires ».
 */
export { FormField, useZodForm, showServerErrors } from '../../../components/form';
export type { SelectOption } from '../../../components/form';
export { CheckboxField } from './CheckboxField';
export { FormError } from './FormError';
export { FormSubmit, SubmitButton } from './FormSubmit';
export { useSave, SAVED_MESSAGE } from './use-save';
export { FileUploadField } from './FileUploadField';
export type { CurrentFile, FileUploadFieldProps } from './FileUploadField';
