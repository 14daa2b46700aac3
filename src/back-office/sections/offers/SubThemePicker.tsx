/**
 * The sub-themes an offer is linked to, chosen in the theme tree: one group per category (opened
 * when it holds a chosen sub-theme), one list of checkboxes per theme. Only active nodes are
 * offered; a link to a sub-theme deactivated since is kept and said so (customers do not see it).
 */
import { useId, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { BoThemeTree } from '../../../contract/back-office/schemas/theme-tree';
import { FieldError, useBoundField, type BoundFieldProps } from '../../components/form/bound-field';

export const SUB_THEMES_LEGEND = 'Sous-thèmes';

/** The active part of the tree, as the picker shows it. */
export function activeTree(tree: BoThemeTree): BoThemeTree {
  return tree
    .filter((category) => category.active)
    .map((category) => ({
      ...category,
      themes: category.themes
        .filter((theme) => theme.active)
        .map((theme) => ({
          ...theme,
          subThemes: theme.subThemes.filter((subTheme) => subTheme.active),
        }))
        .filter((theme) => theme.subThemes.length > 0),
    }))
    .filter((category) => category.themes.length > 0);
}

const chosenCount = (count: number) =>
  count === 0 ? 'aucun choisi' : count === 1 ? '1 choisi' : `${count} choisis`;

export function SubThemePicker<TValues extends FieldValues, TContext, TTransformed>({
  tree,
  ...bound
}: BoundFieldProps<TValues, number[], TContext, TTransformed> & { tree: BoThemeTree }) {
  const id = useId();
  // react-hook-form focuses the field when no sub-theme is chosen: the first category's
  // summary, always shown (a checkbox may be inside a closed group).
  const { field, ref: firstRef, error } = useBoundField(bound);
  const chosen = new Set<number>(field.value as number[]);
  const shown = activeTree(tree);
  const shownIds = new Set(
    shown.flatMap((category) =>
      category.themes.flatMap((theme) => theme.subThemes.map((subTheme) => subTheme.id)),
    ),
  );
  // Opened at first where a sub-theme is chosen, then as the admin opens and closes them.
  const [openIds, setOpenIds] = useState(
    () =>
      new Set(
        shown
          .filter((category) =>
            category.themes.some((theme) =>
              theme.subThemes.some((subTheme) => chosen.has(subTheme.id)),
            ),
          )
          .map((category) => category.id),
      ),
  );
  const hiddenLinks = [...chosen].filter((subThemeId) => !shownIds.has(subThemeId)).length;

  const toggle = (subThemeId: number, checked: boolean) => {
    const next = new Set(chosen);
    if (checked) next.add(subThemeId);
    else next.delete(subThemeId);
    field.onChange([...next]);
  };

  return (
    <fieldset
      className="bo-offer-tree"
      aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
    >
      <legend className="bo-field-label">{SUB_THEMES_LEGEND}</legend>
      <p id={`${id}-hint`} className="bo-field-hint">
        Les clients voient l’offre dans les sous-thèmes cochés ({chosenCount(chosen.size)}).
        {hiddenLinks > 0
          ? ` ${hiddenLinks === 1 ? 'Un sous-thème désactivé reste lié' : `${hiddenLinks} sous-thèmes désactivés restent liés`} à l’offre, sans être montré aux clients.`
          : ''}
      </p>
      <FieldError id={`${id}-error`} message={error} />
      {shown.map((category, index) => {
        const inCategory = category.themes
          .flatMap((theme) => theme.subThemes)
          .filter((subTheme) => chosen.has(subTheme.id)).length;
        return (
          <details
            key={category.id}
            className="bo-offer-tree__category"
            open={openIds.has(category.id)}
            onToggle={(event) => {
              const isOpen = event.currentTarget.open;
              setOpenIds((previous) => {
                if (previous.has(category.id) === isOpen) return previous;
                const next = new Set(previous);
                if (isOpen) next.add(category.id);
                else next.delete(category.id);
                return next;
              });
            }}
          >
            <summary ref={index === 0 ? firstRef : undefined}>
              {category.name}{' '}
              <span className="bo-offer-tree__count">({chosenCount(inCategory)})</span>
            </summary>
            <div className="bo-offer-tree__themes">
              {category.themes.map((theme) => (
                <fieldset key={theme.id} className="bo-offer-tree__theme">
                  <legend>{theme.name}</legend>
                  {theme.subThemes.map((subTheme) => (
                    <label key={subTheme.id} className="bo-choice">
                      <input
                        type="checkbox"
                        name={field.name}
                        value={subTheme.id}
                        checked={chosen.has(subTheme.id)}
                        onChange={(event) => toggle(subTheme.id, event.target.checked)}
                        onBlur={field.onBlur}
                      />
                      {subTheme.name}
                    </label>
                  ))}
                </fieldset>
              ))}
            </div>
          </details>
        );
      })}
    </fieldset>
  );
}
