import { describe, expect, it, onTestFinished } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import {
  EMAIL_MESSAGE,
  REQUIRED_FIELD_MESSAGE,
  isValidEmail,
} from '../../../src/contract/french-checks';
import { FieldView } from '../../../src/components/form/field-view';
import { useCheckedFields } from '../../../src/components/form/use-checked-fields';

/** The login page's two fields, checked the way it checks them; records what it submits. */
function renderLoginLikeForm({ typedBeforeTakeover }: { typedBeforeTakeover?: string } = {}) {
  const submitted: Record<string, string>[] = [];
  function TestForm() {
    const form = useCheckedFields({
      email: (value) => {
        if (value.trim() === '') return REQUIRED_FIELD_MESSAGE;
        return isValidEmail(value) ? undefined : EMAIL_MESSAGE;
      },
      password: (value) => (value === '' ? REQUIRED_FIELD_MESSAGE : undefined),
    });
    return (
      <form
        noValidate
        onSubmit={form.handleSubmit(async (values) => {
          submitted.push(values);
        })}
      >
        <FieldView field={form.field('email')} type="email" label="Adresse e-mail" required />
        <FieldView field={form.field('password')} type="password" label="Mot de passe" required />
        <button type="submit">Se connecter</button>
      </form>
    );
  }
  if (typedBeforeTakeover === undefined) {
    render(<TestForm />);
    return submitted;
  }
  // The page's prerendered HTML, typed into before the app takes it over (docs/first-screen.md):
  // an address typed in the e-mail field, then the password field focused.
  const container = document.createElement('div');
  container.innerHTML = renderToString(<TestForm />);
  document.body.append(container);
  (email() as HTMLInputElement).value = typedBeforeTakeover;
  password().focus();
  let root: ReturnType<typeof hydrateRoot> | undefined;
  act(() => {
    root = hydrateRoot(container, <TestForm />);
  });
  onTestFinished(() => {
    act(() => root?.unmount());
    container.remove();
  });
  return submitted;
}

const email = () => screen.getByRole('textbox', { name: /Adresse e-mail/ });
const password = () => screen.getByLabelText(/^Mot de passe/);

describe('useCheckedFields with FieldView', () => {
  it('says nothing before a field is left, then its message, following every change', async () => {
    const user = userEvent.setup();
    renderLoginLikeForm();
    await user.type(email(), 'marie');
    expect(screen.queryByText(EMAIL_MESSAGE)).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText(EMAIL_MESSAGE)).toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    await user.type(email(), '@exemple.fr');
    expect(screen.queryByText(EMAIL_MESSAGE)).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Champ valide' })).toBeInTheDocument();
  });

  it('checks a field typed into and left before the app took the page over', () => {
    renderLoginLikeForm({ typedBeforeTakeover: 'pas-une-adresse' });
    expect(email()).toHaveValue('pas-une-adresse');
    expect(screen.getByText(EMAIL_MESSAGE)).toBeInTheDocument();
    // The field still being typed into says nothing yet.
    expect(password()).toHaveFocus();
    expect(screen.queryByText(REQUIRED_FIELD_MESSAGE)).not.toBeInTheDocument();
  });

  it('on submit shows every message, focuses the first wrong field and sends nothing', async () => {
    const user = userEvent.setup();
    const submitted = renderLoginLikeForm();
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(screen.getAllByText(REQUIRED_FIELD_MESSAGE)).toHaveLength(2);
    expect(email()).toHaveFocus();
    await user.type(email(), 'marie@exemple.fr');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(password()).toHaveFocus();
    expect(submitted).toEqual([]);
  });

  it('hands the values as typed to the submit handler once all are right', async () => {
    const user = userEvent.setup();
    const submitted = renderLoginLikeForm();
    await user.type(email(), 'marie@exemple.fr');
    await user.type(password(), ' secret 1');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(submitted).toEqual([{ email: 'marie@exemple.fr', password: ' secret 1' }]);
  });
});
