/**
 * The back office: a server-rendered page, outside the PWA, where an admin
 * picks a user to act as. Plain HTML forms and a stylesheet of its own, so it works under the
 * Content-Security-Policy (no inline script or style) without any JavaScript.
 */
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Id, type Role } from '../../src/contract/api.js';
import { forbidden } from '../http-error.js';
import { sessionOf } from '../plugins/auth.js';
import type { Session, UserRow } from '../plugins/session.js';
import { HOME_BY_ROLE, removeConnectedAs } from '../services/auth.js';
import {
  canActAs,
  connectAs,
  listBackOfficeUsers,
  type BackOfficeUser,
} from '../services/back-office.js';

const UserIdParams = z.object({ userId: Id });
const Html = z.string();

const ROLE_LABELS: Record<Role, string> = {
  PRO: 'Professionnel',
  AGENCY: 'Agence',
  NETWORK: 'Réseau',
  PARTNER: 'Partenaire',
  ADMIN: 'Administrateur',
};

const STYLESHEET = `
:root { color-scheme: light; font-family: system-ui, sans-serif; color: #1f2937; }
body { margin: 0; background: #f3f4f6; }
header { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between;
  gap: 1rem; padding: 1rem 2rem; background: #3f8cff; color: #fff; }
header h1 { margin: 0; font-size: 1.4rem; }
header p { margin: 0; }
main { max-width: 72rem; margin: 1.5rem auto; padding: 0 1rem; }
.notice { padding: .75rem 1rem; border-left: 4px solid #3f8cff; background: #fff; }
.notice form { display: inline; }
table { width: 100%; border-collapse: collapse; background: #fff; }
caption { text-align: left; font-weight: 600; font-size: 1.1rem; padding: .5rem 0; }
th, td { padding: .5rem .75rem; text-align: left; border-bottom: 1px solid #e5e7eb; }
th { background: #f9fafb; }
button { font: inherit; cursor: pointer; padding: .35rem .8rem; border-radius: 4px;
  border: 1px solid #3f8cff; background: #fff; color: #1d4ed8; }
button:hover, button:focus-visible { background: #3f8cff; color: #fff; }
header button { border-color: #fff; }
.muted { color: #6b7280; font-size: .9em; }
.sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);
  white-space: nowrap; }
`;

/** Every value written into the page goes through this: names and e-mails are user input. */
function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function fullName(user: { firstname: string; lastname: string; email: string }): string {
  return `${user.firstname} ${user.lastname}`.trim() || user.email;
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} — Avantages Pro</title>
<link rel="stylesheet" href="/bo/bo.css">
</head>
<body>
${body}
</body>
</html>
`;
}

function userRow(user: BackOfficeUser): string {
  const name = escapeHtml(fullName(user));
  const action = canActAs(user.role)
    ? `<form method="post" action="/bo/connect-as/${user.id}"><button type="submit">Se connecter en tant que<span class="sr-only"> ${name}</span></button></form>`
    : '';
  const pending = user.activated ? '' : ' <span class="muted">(compte non activé)</span>';
  return `<tr><td>${name}${pending}</td><td>${escapeHtml(user.email)}</td><td>${ROLE_LABELS[user.role]}</td><td>${escapeHtml(user.companyName)}</td><td>${action}</td></tr>`;
}

function backOfficePage(session: Session, list: BackOfficeUser[]): string {
  const admin = session.user;
  const actingAs: UserRow | null =
    session.effectiveUser.id === admin.id ? null : session.effectiveUser;
  const notice = actingAs
    ? `<p class="notice">Vous agissez actuellement en tant que <strong>${escapeHtml(fullName(actingAs))}</strong> (${escapeHtml(actingAs.email)}). <form method="post" action="/bo/disconnect-as"><button type="submit">Revenir à mon compte</button></form></p>`
    : '';
  return page(
    'Back office',
    `<header>
<h1>Back office</h1>
<p>${escapeHtml(fullName(admin))} (${escapeHtml(admin.email)})</p>
<form method="post" action="/bo/logout"><button type="submit">Se déconnecter</button></form>
</header>
<main>
${notice}
<table>
<caption>Utilisateurs (${list.length})</caption>
<thead><tr><th scope="col">Nom</th><th scope="col">E-mail</th><th scope="col">Rôle</th><th scope="col">Entreprise</th><th scope="col"><span class="sr-only">Action</span></th></tr></thead>
<tbody>
${list.map(userRow).join('\n')}
</tbody>
</table>
</main>`,
  );
}

const FORBIDDEN_PAGE = page(
  'Accès refusé',
  `<main>
<h1>Accès refusé</h1>
<p>Le back office est réservé aux administrateurs.</p>
<p><a href="/">Retour à l’accueil</a></p>
</main>`,
);

function sendHtml(reply: FastifyReply, status: 200 | 403, html: string) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(html);
}

/** The admin behind the request: its real account decides, even while acting as someone. */
function adminOf(request: FastifyRequest): UserRow {
  const { user } = sessionOf(request);
  if (user.role !== 'ADMIN') throw forbidden();
  return user;
}

const backOfficeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bo',
    { schema: { response: { 200: Html, 302: z.null(), 403: Html } } },
    async (request, reply) => {
      const session = request.session;
      if (!session) return reply.redirect('/login', 302);
      if (session.user.role !== 'ADMIN') return sendHtml(reply, 403, FORBIDDEN_PAGE);
      return sendHtml(reply, 200, backOfficePage(session, await listBackOfficeUsers(app.db)));
    },
  );

  app.get('/bo/bo.css', { schema: { response: { 200: z.string() } } }, async (_request, reply) =>
    reply
      .header('content-type', 'text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(STYLESHEET),
  );

  app.post(
    '/bo/connect-as/:userId',
    { schema: { params: UserIdParams, response: { 303: z.null() } } },
    async (request, reply) => {
      const role = await connectAs(app.db, adminOf(request), request.params.userId);
      return reply.redirect(HOME_BY_ROLE[role], 303);
    },
  );

  app.post(
    '/bo/disconnect-as',
    { schema: { response: { 303: z.null() } } },
    async (request, reply) => {
      await removeConnectedAs(app.db, adminOf(request));
      return reply.redirect('/bo', 303);
    },
  );

  app.post('/bo/logout', { schema: { response: { 303: z.null() } } }, async (request, reply) => {
    await app.endSession(request, reply);
    return reply.redirect('/login', 303);
  });
};

export default backOfficeRoutes;
