export {
  FormField,
  CLEAR_LABEL,
  HIDE_PASSWORD_LABEL,
  SHOW_PASSWORD_LABEL,
  VALID_LABEL,
} from './form-field';
export type { FormFieldProps } from './form-field';
export { FieldView } from './field-view';
export type { FieldBinding, FieldViewProps } from './field-view';
export { SELECT_PLACEHOLDER } from './field-control';
export type { FieldKind, SelectOption } from './field-control';
export { useZodForm } from './use-zod-form';
export type { ZodFormOptions } from './use-zod-form';
export { SERVER_ERROR_TYPE, showServerErrors } from './server-errors';
export { COMPANY_FIELDS } from './company-fields';
