/**
 * The login's second step for an admin (docs/http-contract.md, "Second factor"), loaded only
 * when the password step asks for it: the login page's first screen carries none of it
 * (docs/first-screen.md).
 */
import type { SecondFactorStep as Step } from '../../../contract/api';
import { CodeStep } from './CodeStep';
import { EnrolmentStep } from './EnrolmentStep';
import type { SignedIn } from './use-code-submission';

export default function SecondFactorStep({
  step,
  challenge,
  onSignedIn,
  onRestart,
}: {
  step: Step;
  challenge: string;
  onSignedIn: (answer: SignedIn) => void;
  onRestart: () => void;
}) {
  const Screen = step === 'code' ? CodeStep : EnrolmentStep;
  return <Screen challenge={challenge} onSignedIn={onSignedIn} onRestart={onRestart} />;
}
