import { createHash } from 'node:crypto';
import fs from 'node:fs';

/** A `<style>` element's text, as the browser hashes it for the Content-Security-Policy. */
const STYLE_ELEMENT = /<style>([\s\S]*?)<\/style>/g;

/** The CSP sources (`'sha256-…'`) that allow each `<style>` element of an HTML document. */
export function styleHashesOf(html: string): string[] {
  return [...html.matchAll(STYLE_ELEMENT)].map(
    ([, text]) =>
      `'sha256-${createHash('sha256')
        .update(text ?? '')
        .digest('base64')}'`,
  );
}

const cache = new Map<string, { modifiedAt: number; hashes: string[] }>();

/**
 * The hashes of the inline styles of a built HTML file (a prerendered page holds the app's
 * stylesheet: docs/first-screen.md), read from the file itself, so that the policy sent with it
 * always matches it, whichever build wrote it. Read again only when the file changes. Synchronous:
 * the static files' header hook is.
 */
export function inlineStyleHashes(htmlPath: string): string[] {
  const modifiedAt = fs.statSync(htmlPath).mtimeMs;
  const cached = cache.get(htmlPath);
  if (cached?.modifiedAt === modifiedAt) return cached.hashes;
  const hashes = styleHashesOf(fs.readFileSync(htmlPath, 'utf8'));
  cache.set(htmlPath, { modifiedAt, hashes });
  return hashes;
}
