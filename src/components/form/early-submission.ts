import { useEffect, useRef } from 'react';

/**
 * The attribute the start script of a prerendered page (docs/first-screen.md) puts on a form
 * submitted before the app took the page over: that submission went nowhere (`method="dialog"`).
 */
export const EARLY_SUBMISSION_ATTRIBUTE = 'data-early-submission';

/**
 * Sends, once the app holds the form, a submission the user made before it did: "Se connecter"
 * pressed while the page was only HTML is not lost. The form is given back to the browser first,
 * so that the values the fields adopted (FieldView) are the form's when it is sent.
 */
export function useEarlySubmission() {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const element = form.current;
    if (!element?.hasAttribute(EARLY_SUBMISSION_ATTRIBUTE)) return;
    element.removeAttribute(EARLY_SUBMISSION_ATTRIBUTE);
    const timer = setTimeout(() => element.requestSubmit());
    return () => clearTimeout(timer);
  }, []);
  return form;
}
