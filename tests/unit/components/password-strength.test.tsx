import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { z } from 'zod';
import { COMMON_PASSWORD_MESSAGE } from '../../../src/contract/common-passwords';
import {
  PasswordStrength,
  STRENGTH_PREFIX,
} from '../../../src/components/form/password-strength/PasswordStrength';
import { uncommonPassword } from '../../../src/components/form/french-fields';

/** A password field with its meter, as the forms show them. */
function Field() {
  const [password, setPassword] = useState('');
  return (
    <>
      <label htmlFor="password">Nouveau mot de passe</label>
      <input
        id="password"
        type="password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <PasswordStrength password={password} />
    </>
  );
}

const region = () => screen.getByRole('status');
const filledSteps = (container: HTMLElement) =>
  container.querySelectorAll('.password-strength__step--on').length;

// The lists load once (several megabytes of words): the first check takes a moment.
describe('PasswordStrength', { timeout: 30_000 }, () => {
  it('says nothing while the field is empty, in a live region present from the start', () => {
    const { container } = render(<Field />);
    expect(region()).toBeEmptyDOMElement();
    expect(filledSteps(container)).toBe(0);
  });

  it.each([
    ['azerty123', 'Trop courant', 1],
    ['soleil2024', 'Faible', 1],
    ['x7Kp2mQa', 'Moyen', 2],
    ['Tournesol-Vert-2026!', 'Fort', 4],
  ])('rates %s « %s »', async (password, label, steps) => {
    const user = userEvent.setup();
    const { container } = render(<Field />);
    await user.type(screen.getByLabelText('Nouveau mot de passe'), password);
    expect(await screen.findByText(label)).toBeInTheDocument();
    expect(region()).toHaveTextContent(`${STRENGTH_PREFIX} ${label}`);
    expect(filledSteps(container)).toBe(steps);
  });

  it('empties again when the field is cleared', async () => {
    const user = userEvent.setup();
    render(<Field />);
    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'soleil2024');
    expect(await screen.findByText('Faible')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Nouveau mot de passe'));
    expect(region()).toBeEmptyDOMElement();
  });
});

describe('uncommonPassword', { timeout: 30_000 }, () => {
  const schema = uncommonPassword(z.string());

  it.each(['123456', 'azerty', 'motdepasse', 'azerty123', 'soleil'])(
    'refuses %s with the server’s message',
    async (password) => {
      const result = await schema.safeParseAsync(password);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(COMMON_PASSWORD_MESSAGE);
    },
  );

  it.each(['', 'demo1234', 'Azerty123', 'Tournesol-Vert-2026!'])(
    'accepts « %s »',
    async (password) => {
      expect((await schema.safeParseAsync(password)).success).toBe(true);
    },
  );
});
