import { useEffect, useRef } from 'react';
import { EARLY_SUBMISSION_ATTRIBUTE } from '../../contract/first-screens';

/**
 * The attributes of a form the build prerenders (the login and reset request forms):
 * - `method="dialog"`: submitted before the app has taken the page's HTML over, the form goes
 *   nowhere (outside a dialog, that method sends nothing), where a plain form would put the
 *   password in the address;
 * - its `ref`: a submission made that way is sent once the app holds the form, so "Se connecter"
 *   pressed while the page was only HTML is not lost. The form is given back to the browser
 *   first, for the values the fields adopted (FieldView) to be the form's when it is sent.
 */
export function usePrerenderedForm() {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element?.hasAttribute(EARLY_SUBMISSION_ATTRIBUTE)) return;
    element.removeAttribute(EARLY_SUBMISSION_ATTRIBUTE);
    const timer = setTimeout(() => element.requestSubmit());
    return () => clearTimeout(timer);
  }, []);
  return { ref, method: 'dialog' } as const;
}
