/**
 * Gzip size of what a first visit downloads. The chunks a route needs are taken from a real
 * page load in Chromium with the service worker blocked (it would otherwise precache every
 * chunk): the entry, its static imports and the chunks the router loads for that route.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { browserCookies } from './server';

export interface RouteAssets {
  js: string[];
  css: string[];
  /** The text of the stylesheets the HTML holds (a prerendered page's: docs/first-screen.md). */
  inlineCss: string[];
}

/** Gzip size in bytes as the server sends it: the build's `.gz` copy, or gzip -9 of the file. */
export async function gzipSize(distDir: string, assetPath: string): Promise<number> {
  const file = path.join(distDir, assetPath);
  try {
    return (await readFile(`${file}.gz`)).byteLength;
  } catch {
    return gzipSync(await readFile(file), { level: 9 }).byteLength;
  }
}

export async function totalGzip(distDir: string, assets: readonly string[]): Promise<number> {
  const sizes = await Promise.all(assets.map((asset) => gzipSize(distDir, asset)));
  return sizes.reduce((total, size) => total + size, 0);
}

/**
 * The same-origin JS and CSS a page requested before its first screen was shown: before an element
 * matching `readySelector` (the page's real content, not its loading skeleton) entered the page.
 * The page records that moment itself (a MutationObserver), so what it loads just afterwards (the
 * service worker, chunks preloaded for links) never counts, however late the check runs.
 */
export async function assetsOfRoute(
  browser: Browser,
  baseUrl: string,
  route: string,
  readySelector: string,
  cookie?: string,
): Promise<RouteAssets> {
  const context = await browser.newContext({ serviceWorkers: 'block', baseURL: baseUrl });
  try {
    if (cookie) {
      await context.addCookies(browserCookies(cookie, baseUrl));
    }
    const page = await context.newPage();
    await page.addInitScript((selector: string) => {
      const readyAt = new Promise<number>((resolve) => {
        const observer = new MutationObserver(() => {
          if (!document.querySelector(selector)) return;
          observer.disconnect();
          resolve(performance.now());
        });
        // Attributes too: a prerendered page is ready once the app has taken it over.
        observer.observe(document, { childList: true, subtree: true, attributes: true });
      });
      Object.assign(window, { __firstScreenAt: readyAt });
    }, readySelector);
    await page.goto(route, { waitUntil: 'commit' });
    await page.locator(readySelector).first().waitFor();
    if (new URL(page.url()).pathname !== route) {
      throw new Error(`${route} redirected to ${page.url()}: is the session cookie valid?`);
    }
    const requested = await page.evaluate(async () => {
      const readyAt = await (window as unknown as { __firstScreenAt: Promise<number> })
        .__firstScreenAt;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= readyAt)
        .map((entry) => entry.name);
    });
    const firstScreen = new Set<string>();
    for (const name of requested) {
      const url = new URL(name);
      if (url.origin === baseUrl && /\.(js|css)$/.test(url.pathname)) firstScreen.add(url.pathname);
    }
    const all = [...firstScreen].sort();
    const inlineCss = await page.evaluate(() =>
      [...document.querySelectorAll('style')].map((style) => style.textContent),
    );
    return {
      js: all.filter((a) => a.endsWith('.js')),
      css: all.filter((a) => a.endsWith('.css')),
      inlineCss,
    };
  } finally {
    await context.close();
  }
}

/** Entry chunk and its static imports, from the built index.html. */
export async function entryChunks(distDir: string): Promise<Set<string>> {
  const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const chunks = new Set<string>();
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="([^"]+\.js)"/g)) {
    if (match[1]) chunks.add(match[1]);
  }
  return chunks;
}

/** The largest chunk loaded on demand (not the entry nor its static imports), by gzip size. */
export async function largestLazyChunk(
  distDir: string,
): Promise<{ chunk: string; bytes: number } | null> {
  const entry = await entryChunks(distDir);
  const files = (await readdir(path.join(distDir, 'assets'))).filter((file) => file.endsWith('.js'));
  let largest: { chunk: string; bytes: number } | null = null;
  for (const file of files) {
    const chunk = `/assets/${file}`;
    if (entry.has(chunk)) continue;
    const bytes = await gzipSize(distDir, chunk);
    if (!largest || bytes > largest.bytes) largest = { chunk, bytes };
  }
  return largest;
}
