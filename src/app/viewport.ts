import { WIDE_LAYOUT_MIN_WIDTH } from '../styles/breakpoints';

/** Pages laid out for any screen width; every other page uses a fixed 1300 px viewport. */
const RESPONSIVE_PREFIXES = ['/login', '/resetPassword', '/initialization', '/saving'];
export const FIXED_VIEWPORT_WIDTH = WIDE_LAYOUT_MIN_WIDTH;

export function viewportContent(pathname: string): string {
  const responsive = RESPONSIVE_PREFIXES.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
  return responsive ? 'width=device-width, initial-scale=1' : `width=${FIXED_VIEWPORT_WIDTH}`;
}

export function applyViewport(pathname: string, doc: Document = document): void {
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="viewport"]');
  const content = viewportContent(pathname);
  if (meta && meta.content !== content) meta.content = content;
}
