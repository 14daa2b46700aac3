import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { START_AFTER_PAINT_SCRIPT } from '../../../server/build/prerender-first-screens';

const ENTRY = '/assets/index-abc.js';
const MODULES = ['/assets/runtime.js', '/assets/login.js', '/assets/form.js'];

/** The first paint, as the browser reports it to the script's observer. */
let reportFirstPaint: () => void = () => undefined;

class PaintObserver {
  static supportedEntryTypes = ['paint'];
  constructor(
    private readonly callback: (entries: { getEntriesByName(name: string): unknown[] }) => void,
  ) {}
  observe() {
    reportFirstPaint = () =>
      this.callback({
        getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []),
      });
  }
}

/** The start script as the page runs it; its dynamic import recorded instead of fetched. */
function runStartScript(imported: string[]): void {
  document.head.innerHTML = `<script data-app-entry="${ENTRY}" data-app-modules="${MODULES.join(' ')}"></script>`;
  const source = START_AFTER_PAINT_SCRIPT.replace('import(', 'importModule(');
  new Function('importModule', source)((href: string) => imported.push(href));
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

describe('the start script of a prerendered page', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', PaintObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('starts nothing before the first paint', () => {
    const imported: string[] = [];
    runStartScript(imported);
    vi.runAllTimers();
    expect(imported).toEqual([]);
    expect(preloads()).toEqual([]);
  });

  it('imports the entry, then announces one module per task', () => {
    const imported: string[] = [];
    runStartScript(imported);
    reportFirstPaint();
    vi.advanceTimersToNextTimer(); // the task after the paint
    expect(imported).toEqual([ENTRY]);
    expect(preloads()).toEqual([]);
    for (let count = 1; count <= MODULES.length; count += 1) {
      vi.advanceTimersToNextTimer();
      expect(preloads()).toEqual(MODULES.slice(0, count));
    }
    vi.runAllTimers();
    expect(imported).toEqual([ENTRY]);
    expect(preloads()).toEqual(MODULES);
  });

  it('starts once, however many paints are reported', () => {
    const imported: string[] = [];
    runStartScript(imported);
    reportFirstPaint();
    reportFirstPaint();
    vi.runAllTimers();
    expect(imported).toEqual([ENTRY]);
    expect(preloads()).toEqual(MODULES);
  });
});
