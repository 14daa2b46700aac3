/**
 * The back office's web app (docs/back-office/README.md): the pages under /bo, outside the PWA.
 * Every navigation to /bo or below answers the built app's HTML (`<distDir>/bo/index.html`, from
 * `vite.bo.config.ts`) to an admin only: no session goes to /login, any other role gets a 403
 * page. The app's hashed files (/bo/assets/) are public and cached for good; its data comes from
 * the /bo/api scope (./back-office/), which checks the admin again on every call.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../http-error.js';
import { sessionOf } from '../plugins/auth.js';
import type { UserRow } from '../plugins/session.js';
import { removeConnectedAs } from '../services/auth.js';

/** The app's built files: content-hashed names, never changed once written. */
const ONE_YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';

/** The only stylesheet the 403 page needs: the app's own is hashed and for admins. */
const FORBIDDEN_STYLESHEET = `
:root { color-scheme: light; font-family: system-ui, sans-serif; color: #1f2937; }
body { margin: 0; background: #f3f4f6; }
main { max-width: 40rem; margin: 3rem auto; padding: 1.5rem 2rem; background: #fff;
  border-radius: 8px; }
a { color: #1d4ed8; }
a:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
`;

const FORBIDDEN_PAGE = `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Accès refusé — Avantages Pro</title>
<link rel="stylesheet" href="/bo/bo.css">
</head>
<body>
<main>
<h1>Accès refusé</h1>
<p>Le back office est réservé aux administrateurs.</p>
<p><a href="/">Retour à l’accueil</a></p>
</main>
</body>
</html>
`;

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<title>Back office indisponible — Avantages Pro</title>
</head>
<body>
<main>
<h1>Back office indisponible</h1>
<p>Le back office n’est pas construit sur ce serveur (lancez npm run build).</p>
</main>
</body>
</html>
`;

function sendHtml(reply: FastifyReply, status: 200 | 403 | 503, html: string) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(html);
}

/**
 * The built app's index.html, read again only when the file changes: a new build is served as
 * soon as it is written. Undefined while there is no build (an API-only server, `npm run dev`).
 */
function builtPageReader(indexPath: string): () => Promise<string | undefined> {
  let cached: { at: number; html: string } | undefined;
  return async () => {
    const stat = await fs.promises.stat(indexPath).catch(() => undefined);
    if (!stat) return undefined;
    if (cached?.at !== stat.mtimeMs) {
      cached = { at: stat.mtimeMs, html: await fs.promises.readFile(indexPath, 'utf8') };
    }
    return cached.html;
  };
}

/** The admin behind the request: its real account decides, even while acting as someone. */
function adminOf(request: FastifyRequest): UserRow {
  const { user } = sessionOf(request);
  if (user.role !== 'ADMIN') throw forbidden();
  return user;
}

/** A path the app does not answer: the API's (its own 404) or a file's (it has an extension). */
function isNotAppPage(pathname: string): boolean {
  return pathname.startsWith('/bo/api/') || path.extname(pathname) !== '';
}

const backOfficeRoutes: FastifyPluginAsyncZod = async (app) => {
  const appDir = path.join(app.config.distDir, 'bo');
  const readPage = builtPageReader(path.join(appDir, 'index.html'));

  // Registered even before a build exists: a file missing now may be built later.
  await app.register(fastifyStatic, {
    root: path.join(appDir, 'assets'),
    prefix: '/bo/assets/',
    preCompressed: true,
    index: false,
    decorateReply: false,
    cacheControl: false,
    setHeaders: (reply) => void reply.header('cache-control', ONE_YEAR_IMMUTABLE),
  });

  const appPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/bo';
    if (isNotAppPage(pathname)) return reply.callNotFound();
    const session = request.session;
    if (!session) return reply.redirect('/login', 302);
    if (session.user.role !== 'ADMIN') return sendHtml(reply, 403, FORBIDDEN_PAGE);
    const html = await readPage();
    return html === undefined ? sendHtml(reply, 503, NOT_BUILT_PAGE) : sendHtml(reply, 200, html);
  };
  app.get('/bo', appPage);
  app.get('/bo/*', appPage);

  app.get('/bo/bo.css', async (_request, reply) =>
    reply
      .header('content-type', 'text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(FORBIDDEN_STYLESHEET),
  );

  app.post(
    '/bo/disconnect-as',
    { schema: { response: { 303: z.null() } } },
    async (request, reply) => {
      adminOf(request);
      await removeConnectedAs(app.db, sessionOf(request).id);
      return reply.redirect('/bo', 303);
    },
  );

  app.post('/bo/logout', { schema: { response: { 303: z.null() } } }, async (request, reply) => {
    await app.endSession(request, reply);
    return reply.redirect('/login', 303);
  });
};

export default backOfficeRoutes;
