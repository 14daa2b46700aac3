import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// jsdom has no layout; the router's scroll restoration calls this.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

/**
 * jsdom has no `matchMedia`. Width queries are answered from the window's width (1024 px in
 * jsdom), as a browser would at that size; jsdom never resizes, so no change event is sent.
 */
function matchWidthQuery(query: string): boolean {
  const min = /\(min-width:\s*(\d+)px\)/.exec(query);
  const max = /\(max-width:\s*(\d+)px\)/.exec(query);
  if (!min && !max) return false;
  return (
    (!min || window.innerWidth >= Number(min[1])) && (!max || window.innerWidth <= Number(max[1]))
  );
}

if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: matchWidthQuery(query),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
