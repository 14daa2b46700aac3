/**
 * Colors chosen by the admin, given to an element as CSS custom properties. The CSP allows no
 * `style` attribute written in the page (server/plugins/security.ts: `style-src 'self'`), but a
 * script may set a property through the CSSOM (`element.style.setProperty`), which is what this
 * does, on the element the returned ref is given to.
 */
import { useLayoutEffect, useRef } from 'react';

export function useCssColors<Element extends HTMLElement>(colors: Record<`--${string}`, string>) {
  const ref = useRef<Element>(null);
  const entries = Object.entries(colors);
  const key = entries.map(([name, value]) => `${name}:${value}`).join(';');
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    for (const [name, value] of entries) element.style.setProperty(name, value);
    // `key` holds every name and value: the effect runs again only when one changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return ref;
}
