import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { START_AFTER_PAINT_SCRIPT } from '../../../server/build/prerender-first-screens';

/** The entry's own imports, then the entry: evaluated in this order. */
const SCRIPTS = ['/assets/runtime.js', '/assets/framework.js', '/assets/index-abc.js'];
const MODULES = ['/assets/login.js', '/assets/form.js'];

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

/**
 * The start script as the page runs it; its dynamic imports recorded instead of fetched, each
 * evaluated once `evaluate` is called (the module's promise settles).
 */
function runStartScript(imported: string[]): { evaluate: () => Promise<void> } {
  document.head.innerHTML = `<script data-app-scripts="${SCRIPTS.join(' ')}" data-app-modules="${MODULES.join(' ')}" data-manifest="/manifest.webmanifest"></script>`;
  const pending: (() => void)[] = [];
  const source = START_AFTER_PAINT_SCRIPT.replace('import(', 'importModule(');
  new Function('importModule', source)((href: string) => {
    imported.push(href);
    return new Promise<void>((resolve) => pending.push(resolve));
  });
  return {
    evaluate: async () => {
      pending.shift()?.();
      await Promise.resolve(); // the import's continuation
    },
  };
}

const manifests = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="manifest"]')].map((link) =>
    link.getAttribute('href'),
  );

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
    expect(manifests()).toEqual([]);
  });

  it('links the web app manifest once the page has painted, once', () => {
    runStartScript([]);
    reportFirstPaint();
    reportFirstPaint();
    vi.runAllTimers();
    expect(manifests()).toEqual(['/manifest.webmanifest']);
  });

  it('evaluates the scripts in order, each in a task after the one before, and meanwhile announces the later scripts and the modules one per task', async () => {
    const imported: string[] = [];
    const page = runStartScript(imported);
    reportFirstPaint();
    vi.advanceTimersToNextTimer(); // the task after the paint
    expect(imported).toEqual([SCRIPTS[0]]);
    expect(preloads()).toEqual([]);
    // Downloaded meanwhile: everything else, one announcement per task.
    const announced = [...SCRIPTS.slice(1), ...MODULES];
    for (let count = 1; count <= announced.length; count += 1) {
      vi.advanceTimersToNextTimer();
      expect(preloads()).toEqual(announced.slice(0, count));
    }
    expect(imported).toEqual([SCRIPTS[0]]);
    // Each script is imported in the task after the one before has been evaluated.
    for (let count = 2; count <= SCRIPTS.length; count += 1) {
      await page.evaluate();
      expect(imported).toEqual(SCRIPTS.slice(0, count - 1));
      vi.advanceTimersToNextTimer();
      expect(imported).toEqual(SCRIPTS.slice(0, count));
    }
    await page.evaluate();
    vi.runAllTimers();
    expect(imported).toEqual(SCRIPTS);
  });

  it('starts once, however many paints are reported', () => {
    const imported: string[] = [];
    runStartScript(imported);
    reportFirstPaint();
    reportFirstPaint();
    vi.runAllTimers();
    expect(imported).toEqual([SCRIPTS[0]]);
    expect(preloads()).toEqual([...SCRIPTS.slice(1), ...MODULES]);
  });
});
