/**
 * « Ajouter un thème » under a category (a category at the end, a sub-theme under a theme): a
 * button that opens a one-field form in place. The new node goes last among its siblings; the
 * form closes and the focus comes back to the button, ready for the next one.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  BoThemeNodeCreate,
  type ThemeTreeLevel,
} from '../../../contract/back-office/schemas/theme-tree';
import { FormError, FormField, SubmitButton, useSave, useZodForm } from '../../components';
import { agreed, nodeTitle } from './tree';

const ADD_LABELS: Record<ThemeTreeLevel, string> = {
  category: 'Ajouter une catégorie',
  theme: 'Ajouter un thème',
  'sub-theme': 'Ajouter un sous-thème',
};

const NAME_LABELS: Record<ThemeTreeLevel, string> = {
  category: 'Nom de la nouvelle catégorie',
  theme: 'Nom du nouveau thème',
  'sub-theme': 'Nom du nouveau sous-thème',
};

export const ADD_LABEL = 'Ajouter';
export const CANCEL_LABEL = 'Annuler';

export function AddNodeForm({
  level,
  parentName,
  onAdd,
}: {
  level: ThemeTreeLevel;
  /** Where the node goes (« Électricité »), none for a category. */
  parentName: string | null;
  onAdd: (name: string) => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  /** Set when the form closes: the focus goes back to the button once it is in the page again. */
  const [refocus, setRefocus] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const formElement = useRef<HTMLFormElement>(null);
  const form = useZodForm(BoThemeNodeCreate, { defaultValues: { name: '' } });
  const { save, formError } = useSave(form.setError);
  const { reset, setFocus } = form;
  const where = parentName === null ? '' : ` dans « ${parentName} »`;

  const close = useCallback(() => {
    setOpen(false);
    setRefocus(true);
    reset({ name: '' });
  }, [reset]);

  useEffect(() => {
    if (open) setFocus('name');
    else if (refocus) opener.current?.focus();
  }, [open, refocus, setFocus]);

  // Escape closes the form, as it closes a dialog.
  useEffect(() => {
    const element = formElement.current;
    if (!open || !element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      close();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [open, close]);

  if (!open) {
    return (
      <button
        ref={opener}
        type="button"
        className="bo-button bo-button--small bo-tree__add"
        onClick={() => {
          setRefocus(false);
          setOpen(true);
        }}
      >
        {ADD_LABELS[level]}
        {where ? <span className="bo-visually-hidden">{where}</span> : null}
      </button>
    );
  }

  return (
    <form
      ref={formElement}
      className="bo-tree__add-form"
      noValidate
      aria-label={`${ADD_LABELS[level]}${where}`}
      onSubmit={form.handleSubmit(async ({ name }) => {
        const saved = await save(
          () => onAdd(name),
          `${nodeTitle(level, name)} ${agreed(level, 'ajouté')}.`,
        );
        if (saved) close();
      })}
    >
      <FormError message={formError} />
      <FormField
        control={form.control}
        name="name"
        label={`${NAME_LABELS[level]}${where}`}
        required
        maxLength={120}
      />
      <div className="bo-tree__add-actions">
        <SubmitButton label={ADD_LABEL} busy={form.formState.isSubmitting} small />
        <button type="button" className="bo-button bo-button--small" onClick={close}>
          {CANCEL_LABEL}
        </button>
      </div>
    </form>
  );
}
