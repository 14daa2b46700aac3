import type { ReactNode } from 'react';

/**
 * A titled group of a form's fields on the form grid. `block` is the form's own class prefix
 * (`profile-form`, `first-connection`): the group is `<block>__group`, its grid `<block>__fields`.
 */
export function FieldGroup({
  block,
  legend,
  hint,
  children,
}: {
  block: string;
  legend: string;
  /** A sentence between the legend and the fields (`<block>__hint`). */
  hint?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={`${block}__group`}>
      <legend>{legend}</legend>
      {hint && <p className={`${block}__hint`}>{hint}</p>}
      <div className={`${block}__fields form-grid`}>{children}</div>
    </fieldset>
  );
}
