/**
 * The prerendered first screens as the server hands them out (server/plugins/pwa-static.ts,
 * docs/first-screen.md): an app route whose screen the build wrote answers that file, sent as
 * built (its brotli copy as it is); any other app route, or a screen missing from the build,
 * answers the app shell. The plugins that make these answers (security, compression, pwa-static)
 * run on a bare Fastify in front of a build written here, so each answer is checked against known
 * bytes; no database is needed.
 */
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import compressionPlugin from '../../server/plugins/compression';
import pwaStatic from '../../server/plugins/pwa-static';
import securityPlugin from '../../server/plugins/security';
import { rawGet, type RawAnswer } from '../support/raw-get';

const ENTRY = '<script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script>';
const SHELL = `<!doctype html><html lang="fr"><head><title>Avantages Pro</title>${ENTRY}</head>
<body><div id="root"></div></body></html>`;
/** The page's files the shell announces (page-preloads.json). */
const SAVING_SCRIPT = '<link rel="modulepreload" crossorigin href="/assets/saving-Ef56.js">';

/** Bigger than the compression threshold: sent uncompressed only because it is already packed. */
/** The app's stylesheet as the build writes it into each screen, and the policy's source for it. */
const STYLE = '.auth-card{display:grid;gap:1rem}';
const STYLE_SOURCE = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;
const LOGIN_PAGE = `<!doctype html><html lang="fr"><head><title>Connexion - Avantages Pro</title>
<style>${STYLE}</style>${ENTRY}</head><body><div id="root" data-first-screen="login"><form>${'<p>Identifiant</p>'.repeat(
  100,
)}</form></div></body></html>`;
const OFFER_LIST_PAGE = `<!doctype html><html lang="fr"><head><title>Offres - Avantages Pro</title>
${ENTRY}</head><body><div id="root" data-first-screen="offer-list"><h1>Offres</h1></div></body></html>`;

/** A directive's sources in the answer's Content-Security-Policy. */
function sourcesOf(answer: RawAnswer, directive: string): string | undefined {
  const csp = String(answer.headers['content-security-policy'] ?? '');
  return new RegExp(`(?:^|;)\\s*${directive} ([^;]*)`).exec(csp)?.[1];
}

function expectNoInlineScript(answer: RawAnswer, what: string) {
  expect(sourcesOf(answer, 'script-src'), what).toBe("'self'");
  expect(String(answer.headers['content-security-policy']), what).not.toContain('unsafe-inline');
}

describe('the first screens served by the app server', () => {
  let app: FastifyInstance;
  let baseUrl: string;
  let distDir: string;
  let loginBrotli: Buffer;

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'avantages-pro-first-screens-'));
    await mkdir(path.join(distDir, 'first-screens'), { recursive: true });
    await writeFile(path.join(distDir, 'index.html'), SHELL);
    await writeFile(
      path.join(distDir, 'page-preloads.json'),
      JSON.stringify([{ segments: ['saving'], exact: false, files: ['assets/saving-Ef56.js'] }]),
    );
    await writeFile(path.join(distDir, 'first-screens', 'login.html'), LOGIN_PAGE);
    await writeFile(
      path.join(distDir, 'first-screens', 'login.html.br'),
      brotliCompressSync(LOGIN_PAGE),
    );
    await writeFile(path.join(distDir, 'first-screens', 'offer-list.html'), OFFER_LIST_PAGE);
    // No reset-link.html, no news.html: the build of an older version, or one that failed them.
    loginBrotli = await readFile(path.join(distDir, 'first-screens', 'login.html.br'));

    // In the order of server/app.ts.
    app = Fastify({ logger: false });
    // The session plugin registers it in the app: the screens are chosen by the signed-in hint.
    await app.register(fastifyCookie);
    await app.register(securityPlugin);
    await app.register(compressionPlugin);
    await app.register(pwaStatic, { distDir });
    baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('answers /login with its prerendered page, revalidated every time, under the CSP', async () => {
    const answer = await rawGet(`${baseUrl}/login`);
    expect(answer.status).toBe(200);
    expect(answer.body.toString('utf8')).toBe(LOGIN_PAGE);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expectNoInlineScript(answer, '/login');
  });

  it('sends the build’s brotli copy of the login page as it is', async () => {
    const answer = await rawGet(`${baseUrl}/login`, { 'accept-encoding': 'br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    // The very bytes written beside the page, not a copy compressed again on the way out.
    expect(answer.body.equals(loginBrotli)).toBe(true);
    expect(brotliDecompressSync(answer.body).toString('utf8')).toBe(LOGIN_PAGE);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expectNoInlineScript(answer, '/login in brotli');
  });

  it.each(['/saving/offer-list', '/saving/offer-list/', '/saving/offer-list?from=menu'])(
    'answers %s with the offer list’s frame, as built, to a signed-in customer',
    async (url) => {
      const answer = await rawGet(`${baseUrl}${url}`, { cookie: 'signed_in=PRO' });
      expect(answer.status).toBe(200);
      expect(answer.body.toString('utf8')).toBe(OFFER_LIST_PAGE);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each([
    ['a visitor', {}],
    ['a partner, whom the saving space sends away', { cookie: 'signed_in=PARTNER' }],
    ['an unknown hint', { cookie: 'signed_in=ROOT' }],
  ])('answers the shell, not the offer list’s title, to %s', async (_who, headers) => {
    const answer = await rawGet(`${baseUrl}/saving/offer-list`, headers);
    expect(answer.body.toString('utf8')).not.toBe(OFFER_LIST_PAGE);
    expect(answer.body.toString('utf8')).toContain('<div id="root"></div>');
  });

  it('answers the shell, not the login form, to a signed-in user, whom it sends home', async () => {
    const answer = await rawGet(`${baseUrl}/login`, { cookie: 'signed_in=PRO' });
    expect(answer.body.toString('utf8')).not.toBe(LOGIN_PAGE);
    expect(answer.body.toString('utf8')).toContain('<div id="root"></div>');
  });

  it.each(['/resetPassword?token=abc', '/resetPassword', '/initialization/abc'])(
    'answers the app shell at %s, whose screen this build did not write',
    async (url) => {
      const answer = await rawGet(`${baseUrl}${url}`);
      expect(answer.status).toBe(200);
      expect(answer.body.toString('utf8')).toBe(SHELL);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expectNoInlineScript(answer, url);
    },
  );

  it('answers the app shell, with the page’s files, for a screen without its file', async () => {
    const answer = await rawGet(`${baseUrl}/saving/news`);
    expect(answer.status).toBe(200);
    expect(answer.body.toString('utf8')).toBe(SHELL.replace('</head>', `${SAVING_SCRIPT}</head>`));
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expectNoInlineScript(answer, '/saving/news');
  });

  it('answers the app shell for a page no screen was prerendered for', async () => {
    const answer = await rawGet(`${baseUrl}/saving/offer/12`);
    expect(answer.status).toBe(200);
    expect(answer.body.toString('utf8')).toBe(SHELL.replace('</head>', `${SAVING_SCRIPT}</head>`));
  });

  it.each([
    ['/login', {}],
    ['/login in brotli', { 'accept-encoding': 'br' }],
    // As the service worker precaches it, to answer an offline reload with it.
    ['/first-screens/login.html', {}],
    ['/first-screens/login.html', { 'accept-encoding': 'br' }],
  ])('lets %s apply its own inline stylesheet and no other', async (url, headers) => {
    const answer = await rawGet(`${baseUrl}${url.replace(' in brotli', '')}`, headers);
    expect(answer.status).toBe(200);
    expect(sourcesOf(answer, 'style-src')).toBe(`'self' ${STYLE_SOURCE}`);
    expectNoInlineScript(answer, url);
  });

  it('lets no inline style apply on a page without one', async () => {
    for (const url of ['/saving/news', '/health', '/first-screens/offer-list.html']) {
      const answer = await rawGet(`${baseUrl}${url}`, { cookie: 'signed_in=PRO' });
      expect(sourcesOf(answer, 'style-src'), url).toBe("'self'");
    }
  });

  it('keeps a 404 for a missing file, even under first-screens/', async () => {
    expect((await rawGet(`${baseUrl}/first-screens/news.html`)).status).toBe(404);
    expect((await rawGet(`${baseUrl}/login.js`)).status).toBe(404);
  });
});
