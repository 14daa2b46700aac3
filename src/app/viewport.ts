import { WIDE_LAYOUT_MIN_WIDTH } from '../styles/breakpoints';

/** Pages laid out for any screen width; every other page uses a fixed 1300 px viewport. */
const RESPONSIVE_PREFIXES = ['/login', '/resetPassword', '/initialization', '/saving'];
export const FIXED_VIEWPORT_WIDTH = WIDE_LAYOUT_MIN_WIDTH;

/**
 * The viewport of the page at `pathname` on a screen `screenWidth` CSS pixels wide. The app
 * starts at the device's width and sets the viewport as pages change, and Chromium fits a page
 * to the screen only when it loads: a narrower screen switched to the fixed width would keep
 * the scale of 1 and show the left third of the page. The scale that fits it comes with it.
 */
export function viewportContent(pathname: string, screenWidth: number): string {
  const responsive = RESPONSIVE_PREFIXES.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
  if (responsive) return 'width=device-width, initial-scale=1';
  if (screenWidth >= FIXED_VIEWPORT_WIDTH) return `width=${FIXED_VIEWPORT_WIDTH}`;
  const fittingScale = Math.floor((screenWidth / FIXED_VIEWPORT_WIDTH) * 1000) / 1000;
  return `width=${FIXED_VIEWPORT_WIDTH}, initial-scale=${fittingScale}`;
}

export function applyViewport(pathname: string, doc: Document = document): void {
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="viewport"]');
  const content = viewportContent(pathname, doc.defaultView?.screen.width ?? FIXED_VIEWPORT_WIDTH);
  if (meta && meta.content !== content) meta.content = content;
}

/**
 * Keeps the viewport of the page at `pathname` (until the returned function is called): a turned
 * phone has another width, to which a fixed-width page is fitted again.
 */
export function followViewport(pathname: string): () => void {
  applyViewport(pathname);
  const refit = () => applyViewport(pathname);
  window.addEventListener('orientationchange', refit);
  return () => window.removeEventListener('orientationchange', refit);
}
