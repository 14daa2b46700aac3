/**
 * Renaming a node, in the native modal `<dialog>` (as the shared ConfirmDialog): the browser keeps
 * the focus inside and closes it with Escape; the focus starts in the name field and goes back to
 * « Renommer » afterwards. The name is checked by the contract's schema as the admin types, and
 * the server's refusal (a sibling's name) shows on the field.
 */
import { useEffect, useId, useRef } from 'react';
import { BoThemeNodeCreate } from '../../../contract/back-office/schemas/theme-tree';
import { FormError, FormField, useSave, useZodForm } from '../../components';
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
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const id = useId();
  const form = useZodForm(BoThemeNodeCreate, { defaultValues: { name: '' } });
  const { save, formError } = useSave(form.setError);
  const { reset, setFocus } = form;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (node && !element.open) {
      opener.current = document.activeElement;
      reset({ name: node.name });
      element.showModal();
      setFocus('name', { shouldSelect: true });
    } else if (!node && element.open) {
      element.close();
      if (opener.current instanceof HTMLElement && opener.current.isConnected) {
        opener.current.focus();
      }
    }
  }, [node, reset, setFocus]);

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
          <button
            type="submit"
            className="bo-button bo-button--primary"
            disabled={form.formState.isSubmitting}
          >
            {SAVE_LABEL}
          </button>
        </div>
      </form>
    </dialog>
  );
}
