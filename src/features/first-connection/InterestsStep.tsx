import { useId, useState, type FormEvent, type Ref } from 'react';
import { FormFailure, SubmitButton } from '../../components/form/form-end';
import { useQuery } from '@tanstack/react-query';
import { MIN_SUB_THEMES } from '../../contract/constants';
import type { ThemeNode } from '../../contract/api';
import { HttpError, NetworkError } from '../../lib/http';
import { firstConnectionSubThemesQueryOptions } from './api';
import { StepForm } from './Stepper';
import {
  activeSubThemeIds,
  isProfileComplete,
  subThemeCounterText,
  toggleSubTheme,
} from './sub-themes';

const LOAD_FAILED_MESSAGE = 'Les centres d’intérêt n’ont pas pu être chargés.';
const ACTIVATION_FAILED_MESSAGE = 'Votre compte n’a pas pu être activé. Réessayez dans un instant.';
const LINK_GONE_MESSAGE =
  'Ce lien de première connexion n’est plus valable : votre compte a peut-être déjà été activé. Essayez de vous connecter.';

type InterestsStepProps = {
  token: string;
  /** The user's choice, kept by the parent while going back to step 1; null until changed. */
  selection: ReadonlySet<number> | null;
  onSelectionChange: (selection: ReadonlySet<number>) => void;
  headingRef: Ref<HTMLHeadingElement>;
  onBack: () => void;
  /** Sends the chosen sub-themes and activates the account; throws when that fails. */
  onActivate: (subThemeIds: readonly number[]) => Promise<void>;
};

/** Step 2: the sub-themes grouped by category and theme, with a live counter. */
export function InterestsStep({
  token,
  selection,
  onSelectionChange,
  headingRef,
  onBack,
  onActivate,
}: InterestsStepProps) {
  const subThemes = useQuery(firstConnectionSubThemesQueryOptions(token));
  const [failure, setFailure] = useState<string | null>(null);
  const [activating, setActivating] = useState(false);
  const idPrefix = useId();
  const warningId = `${idPrefix}-incomplete`;

  const categories = subThemes.data ?? [];
  // Until the user changes anything, the choice is what the server already holds.
  const chosen = selection ?? activeSubThemeIds(categories);
  const complete = isProfileComplete(chosen.size);

  async function activate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (activating || !subThemes.data) return;
    setFailure(null);
    setActivating(true);
    try {
      await onActivate([...chosen]);
    } catch (error) {
      setFailure(activationFailure(error));
      setActivating(false);
    }
  }

  return (
    <StepForm
      step={2}
      headingRef={headingRef}
      onSubmit={activate}
      intro={
        <>
          Choisissez les sujets qui intéressent votre entreprise : nous mettrons en avant les offres
          qui y correspondent. Il faut au moins {MIN_SUB_THEMES} sous-thèmes pour un profil complet.
          Vous pourrez modifier vos choix à tout moment depuis votre espace.
        </>
      }
    >
      {subThemes.isPending && (
        <p className="first-connection__loading" role="status">
          Chargement des centres d’intérêt…
        </p>
      )}
      {subThemes.isError && (
        <div className="first-connection__load-error" role="alert">
          <p>
            {subThemes.error instanceof NetworkError
              ? subThemes.error.message
              : LOAD_FAILED_MESSAGE}
          </p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void subThemes.refetch()}
          >
            Réessayer
          </button>
        </div>
      )}

      {categories.map((category) => (
        <fieldset key={category.id} className="interests__category">
          <legend className="interests__category-name">{category.name}</legend>
          <div className="interests__themes">
            {category.children.map((theme) => (
              <ThemeChoices
                key={theme.id}
                theme={theme}
                idPrefix={idPrefix}
                chosen={chosen}
                onToggle={(id, checked) => onSelectionChange(toggleSubTheme(chosen, id, checked))}
              />
            ))}
          </div>
        </fieldset>
      ))}

      {/* Sticky, so the count stays in sight while the user scrolls through the list. */}
      <div className="interests__counter-bar">
        <p className="interests__counter" aria-live="polite" aria-atomic="true">
          {subThemeCounterText(chosen.size)}
        </p>
      </div>
      {!complete && subThemes.data && (
        <p id={warningId} className="interests__warning">
          Avec moins de {MIN_SUB_THEMES} sous-thèmes, votre profil sera incomplet. Vous pouvez tout
          de même activer votre compte et compléter vos choix plus tard.
        </p>
      )}
      <FormFailure>{failure}</FormFailure>
      <div className="first-connection__actions">
        <button type="button" className="button button--ghost" onClick={onBack}>
          Précédent
        </button>
        <SubmitButton
          busy={activating}
          label="Activer mon compte"
          busyLabel="Activation…"
          disabled={!subThemes.data}
          describedBy={!complete && subThemes.data ? warningId : undefined}
        />
      </div>
    </StepForm>
  );
}

type ThemeChoicesProps = {
  theme: ThemeNode;
  idPrefix: string;
  chosen: ReadonlySet<number>;
  onToggle: (id: number, checked: boolean) => void;
};

function ThemeChoices({ theme, idPrefix, chosen, onToggle }: ThemeChoicesProps) {
  return (
    <fieldset className="interests__theme">
      <legend className="interests__theme-name">{theme.name}</legend>
      <ul className="interests__sub-themes">
        {theme.children.map((subTheme) => {
          const id = `${idPrefix}-sub-theme-${subTheme.id}`;
          return (
            <li key={subTheme.id}>
              <input
                id={id}
                type="checkbox"
                className="interests__checkbox"
                checked={chosen.has(subTheme.id)}
                onChange={(event) => onToggle(subTheme.id, event.target.checked)}
              />
              <label htmlFor={id} className="interests__label">
                {subTheme.name}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

function activationFailure(error: unknown): string {
  if (error instanceof HttpError && error.status === 404) return LINK_GONE_MESSAGE;
  if (error instanceof HttpError && error.status === 400 && error.body) return error.body.message;
  if (error instanceof NetworkError) return error.message;
  return ACTIVATION_FAILED_MESSAGE;
}
