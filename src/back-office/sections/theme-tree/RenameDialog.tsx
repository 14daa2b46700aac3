/**
 * Renaming a node, in the native modal `<dialog>` (as the shared ConfirmDialog): the browser keeps
 * the focus inside and closes it with Escape; the focus starts in the name field and goes back to
 * « Renommer » afterwards. The name is checked by the contract's schema as the admin types, and
 * the server's refusal (a sibling's name) shows on the field.
 */
import { useCallback, useId } from 'react';
import { BoThemeNodeCreate } from '../../../contract/back-office/schemas/theme-tree';
import { FormError, FormField, SubmitButton, useSave, useZodForm } from '../../components';
import { useModalDialog } from '../../../lib/use-modal-dialog';
import { nodeTitle, type TreeNodeView } from './tree';

export const RENAME_TITLE = 'Renommer';
export const SAVE_LABEL = 'Enregistrer';
export const CANCEL_LABEL = 'Annuler';

export function RenameDialog({
  node,
  onRename,
  onClose,
}: {
  /** The node being renamed; the dialog is closed when null. */
  node: TreeNodeView | null;
  onRename: (node: TreeNodeView, name: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const id = useId();
  const form = useZodForm(BoThemeNodeCreate, { defaultValues: { name: '' } });
  const { save, formError } = useSave(form.setError);
  const { reset, setFocus } = form;
  const name = node?.name;
  const dialog = useModalDialog(
    node !== null,
    useCallback(() => {
      reset({ name });
      setFocus('name', { shouldSelect: true });
    }, [name, reset, setFocus]),
  );

  return (
    <dialog
      ref={dialog}
      className="bo-dialog"
      aria-labelledby={`${id}-title`}
      onClose={() => {
        if (node) onClose();
      }}
    >
      <h2 id={`${id}-title`} className="bo-dialog__title">
        {node ? `${RENAME_TITLE} : ${nodeTitle(node.level, node.name)}` : RENAME_TITLE}
      </h2>
      <form
        noValidate
        onSubmit={form.handleSubmit(async ({ name }) => {
          if (!node) return;
          const saved = await save(() => onRename(node, name), 'Nom enregistré.');
          if (saved) onClose();
        })}
      >
        <FormError message={formError} />
        <FormField
          control={form.control}
          name="name"
          label="Nouveau nom"
          required
          maxLength={120}
          hint="Unique parmi les éléments du même niveau."
        />
        <div className="bo-dialog__actions">
          <button type="button" className="bo-button" onClick={onClose}>
            {CANCEL_LABEL}
          </button>
          <SubmitButton label={SAVE_LABEL} busy={form.formState.isSubmitting} />
        </div>
      </form>
    </dialog>
  );
}
