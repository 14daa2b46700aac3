import { describe, expect, it } from 'vitest';
import { applyViewport, viewportContent } from '../../../src/app/viewport';

describe('viewportContent', () => {
  it('gives the device width to the responsive pages, whatever the screen', () => {
    for (const path of ['/login', '/saving/offer-list', '/initialization/abc', '/resetPassword']) {
      expect(viewportContent(path, 390)).toBe('width=device-width, initial-scale=1');
      expect(viewportContent(path, 1920)).toBe('width=device-width, initial-scale=1');
    }
  });

  it('gives the other pages 1300 px, fitted to a narrower screen', () => {
    expect(viewportContent('/my-space/dashboard', 1440)).toBe('width=1300');
    expect(viewportContent('/partner', 1300)).toBe('width=1300');
    expect(viewportContent('/my-space/dashboard', 390)).toBe('width=1300, initial-scale=0.3');
    // Rounded down: the page never ends up wider than the screen.
    expect(viewportContent('/partner', 412)).toBe('width=1300, initial-scale=0.316');
  });

  it('does not take a path that only starts like a responsive one for one', () => {
    expect(viewportContent('/savings-elsewhere', 390)).toBe('width=1300, initial-scale=0.3');
  });
});

describe('applyViewport', () => {
  it('writes the page’s viewport into the document’s meta', () => {
    const meta = document.createElement('meta');
    meta.name = 'viewport';
    meta.content = 'width=device-width, initial-scale=1';
    document.head.append(meta);
    try {
      applyViewport('/my-space/dashboard');
      expect(meta.content).toBe(viewportContent('/my-space/dashboard', window.screen.width));
      expect(meta.content).toMatch(/^width=1300/);
      applyViewport('/saving/offer-list');
      expect(meta.content).toBe('width=device-width, initial-scale=1');
    } finally {
      meta.remove();
    }
  });
});
