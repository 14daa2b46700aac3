import { useState, type FormEvent } from 'react';
import type { SecondFactorLoginResponse, SecondFactorMethod } from '../../../contract/api';
import { HttpError } from '../../../lib/http';
import { sendSecondFactor } from './api';

export type SignedIn = Extract<SecondFactorLoginResponse, { success: true }>;

/** What each second step of the login page is given: its challenge and where it leads. */
export interface SecondStepProps {
  challenge: string;
  onSignedIn: (answer: SignedIn) => void;
  onRestart: () => void;
}

export const WRONG_CODE_MESSAGE = 'Code incorrect ou déjà utilisé. Vérifiez-le et réessayez.';
const EMPTY_CODE_MESSAGE = 'Saisissez le code.';
const UNREACHABLE_MESSAGE =
  'Connexion impossible pour le moment. Vérifiez votre réseau et réessayez.';

/**
 * Sends a code with the login's challenge and says what went wrong: a wrong code on the field;
 * the server's message for a limit reached (429), a deactivated account (403) or a challenge
 * that expired (400, the login starts again: `expired`).
 */
/** A second step's code, as typed and as sent. */
export type CodeSubmission = ReturnType<typeof useCodeSubmission>;

export function useCodeSubmission(challenge: string, onSignedIn: (answer: SignedIn) => void) {
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent, method: SecondFactorMethod, focusField: () => void) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    if (code.trim() === '') {
      setFieldError(EMPTY_CODE_MESSAGE);
      focusField();
      return;
    }
    setBusy(true);
    try {
      const answer = await sendSecondFactor(challenge, method, code);
      if (answer.success) {
        onSignedIn(answer);
        return;
      }
      setFieldError(WRONG_CODE_MESSAGE);
      setCode('');
      focusField();
    } catch (error) {
      if (error instanceof HttpError && error.status === 400) setExpired(true);
      const told = error instanceof HttpError && [400, 403, 429].includes(error.status);
      setFailure(told ? error.message : UNREACHABLE_MESSAGE);
    } finally {
      setBusy(false);
    }
  }

  function change(value: string) {
    setCode(value);
    setFieldError(null);
  }

  return { code, change, fieldError, failure, expired, busy, submit };
}
