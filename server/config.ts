import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PASSWORD_HASH_COST, passwordHashCostFrom } from './db/passwords.js';
import { DEFAULT_PUSH_SERVICES } from './services/push/push-services.js';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Node's options for every server process, given where it is launched (`npm start`'s script,
 * docs/operations.md, the bench): V8 reads them only at start.
 * - The garbage collector on the request's own thread: its helper threads, waiting for a core on
 *   a small host, doubled the reads' p99 on PostgreSQL (docs/performance.md, "the garbage
 *   collector's threads").
 * - No pretenuring: on PostgreSQL, V8 came to allocate the requests' short-lived objects straight
 *   in the old generation, and each young collection took ten times as long (docs/performance.md,
 *   "pretenuring").
 */
export const SERVER_NODE_OPTIONS = [
  '--single-threaded-gc',
  '--no-allocation-site-pretenuring',
] as const;

/** `node`'s arguments that start the server on an existing build (docs/operations.md). */
export const SERVER_COMMAND_ARGS = [...SERVER_NODE_OPTIONS, '--import', 'tsx', 'server/index.ts'];

export interface ServerConfig {
  port: number;
  host: string;
  /** Folder of the built PWA. */
  distDir: string;
  /** False in `npm run dev`, where Vite serves the app and proxies the API here. */
  serveApp: boolean;
  /** PGlite data folder, used when no DATABASE_URL is given. */
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  /**
   * The origin users reach (`https://avantages.example.fr`): every link in an e-mail is built on
   * it, never on the request's Host or X-Forwarded-* headers, which a client chooses
   * (docs/operations.md, "Production checklist").
   */
  publicUrl: string;
  appointmentUrl: string;
  production: boolean;
  logLevel: string;
  /**
   * Which proxies may tell the client's address (X-Forwarded-For), as Fastify's `trustProxy`:
   * none by default, since a client talking to us directly could otherwise pick any address and
   * escape the per-address login limits.
   */
  trustProxy: boolean | string;
  /**
   * Server processes sharing the port (node:cluster), PostgreSQL only: PGlite is a file database
   * one process opens. 1 runs the server in this very process. See docs/operations.md.
   */
  workers: number;
  /** How long a stop (SIGTERM, SIGINT) waits for requests in progress before giving up. */
  stopTimeoutMs: number;
  /**
   * How this process runs the jobs (push notifications; docs/jobs.md): `on`, twice a minute;
   * `off`, never (other processes do, or the API tests on a fixed clock); `manual`, only when
   * asked at `POST /__test/jobs/tick` (the end-to-end tests), refused in production.
   */
  jobs: JobsMode;
  /** The contact push services may reach about our pushes (RFC 8292): `mailto:` or `https:`. */
  vapidSubject: string;
  /** The push services' hosts the server posts to (docs/push.md, "Only real push services"). */
  pushServices: readonly string[];
  /** Also a push service on loopback, for tests and the demo: refused in production. */
  pushAllowLoopback: boolean;
}

export type JobsMode = 'on' | 'off' | 'manual';

/** More processes than this is a typing error, not a deployment (each holds its own pool). */
export const MAX_WORKERS = 64;

/** A whole number from `min` to `max` written in decimal, or undefined. */
function wholeNumber(value: string, min: number, max: number): number | undefined {
  if (!/^\d+$/.test(value.trim())) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
}

function workersFrom(env: NodeJS.ProcessEnv, databaseUrl: string | undefined): number {
  const value = env.WORKERS?.trim() || '1';
  const workers = wholeNumber(value, 1, MAX_WORKERS);
  if (workers === undefined) {
    throw new Error(
      `WORKERS invalide : « ${env.WORKERS} ». Indiquez un nombre entier de processus, de 1 à ${MAX_WORKERS}.`,
    );
  }
  if (workers > 1 && !databaseUrl) {
    throw new Error(
      `WORKERS=${workers} refusé : la base embarquée (PGlite) est un dossier de fichiers qu’un ` +
        'seul processus peut ouvrir. Pour plusieurs processus, indiquez une base PostgreSQL avec ' +
        'DATABASE_URL ; sinon lancez un seul processus (WORKERS=1).',
    );
  }
  return workers;
}

function stopTimeoutFrom(env: NodeJS.ProcessEnv): number {
  const value = env.STOP_TIMEOUT_SECONDS?.trim() || '10';
  const seconds = wholeNumber(value, 1, 3600);
  if (seconds === undefined) {
    throw new Error(
      `STOP_TIMEOUT_SECONDS invalide : « ${env.STOP_TIMEOUT_SECONDS} ». Indiquez un nombre entier de secondes, de 1 à 3600.`,
    );
  }
  return seconds * 1000;
}

/** TRUST_PROXY: "true" (any proxy), or the proxies' addresses and ranges separated by commas. */
function trustProxyFrom(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}

function portFrom(env: NodeJS.ProcessEnv): number {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT invalide : ${env.PORT}`);
  }
  return port;
}

/** The database alone (DATABASE_URL, else DATA_DIR), for the command-line tools too. */
export function databaseFromEnv(env: NodeJS.ProcessEnv = process.env): {
  databaseUrl: string | undefined;
  dataDir: string;
} {
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(PROJECT_ROOT, env.DATA_DIR ?? 'data'),
  };
}

/** PUBLIC_URL alone, checked as the server checks it, for `npm run create-admin`. */
export function publicUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return publicUrlFrom(env, portFrom(env), env.NODE_ENV === 'production');
}

/**
 * PUBLIC_URL: an absolute http(s) origin, with no path, query or fragment; a trailing slash is
 * forgiven. Required in production (a default there would mail links to a machine users cannot
 * reach); `http://localhost:<PORT>` in the demo.
 */
function publicUrlFrom(env: NodeJS.ProcessEnv, port: number, production: boolean): string {
  const value = env.PUBLIC_URL?.trim();
  if (!value) {
    if (production) {
      throw new Error(
        'PUBLIC_URL manquant : en production (NODE_ENV=production), indiquez l’adresse publique ' +
          'du site, par exemple PUBLIC_URL=https://avantages.example.fr. Les liens des e-mails ' +
          '(réinitialisation du mot de passe, invitations) sont construits sur elle.',
      );
    }
    return `http://localhost:${port}`;
  }
  const refuse = (why: string) =>
    new Error(
      `PUBLIC_URL invalide : « ${value} ». ${why} Exemple : PUBLIC_URL=https://avantages.example.fr`,
    );
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw refuse('Indiquez une adresse absolue, commençant par https:// ou http://.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw refuse('Seuls https:// et http:// sont acceptés.');
  }
  if (url.username || url.password) {
    throw refuse('L’adresse ne doit contenir ni identifiant ni mot de passe.');
  }
  if (url.pathname !== '/' || url.search || url.hash || /[?#]/.test(value)) {
    throw refuse('Indiquez l’origine seule, sans chemin, ni paramètres, ni fragment.');
  }
  return url.origin;
}

/** SMTP_URL is required in production: there, no e-mail is ever kept in the database. */
function smtpUrlFrom(env: NodeJS.ProcessEnv, production: boolean): string | undefined {
  const value = env.SMTP_URL?.trim() || undefined;
  if (!value && production) {
    throw new Error(
      'SMTP_URL manquant : en production (NODE_ENV=production), les e-mails partent par un ' +
        'serveur SMTP, par exemple SMTP_URL=smtps://utilisateur:mot-de-passe@smtp.example.fr:465. ' +
        'Le serveur n’en garde aucune copie.',
    );
  }
  return value;
}

/** PASSWORD_HASH_COST below the default is for tests: production refuses it. */
function checkPasswordHashCost(env: NodeJS.ProcessEnv, production: boolean): void {
  const cost = passwordHashCostFrom(env);
  if (production && cost < DEFAULT_PASSWORD_HASH_COST) {
    throw new Error(
      `PASSWORD_HASH_COST=${cost} refusé en production (NODE_ENV=production) : les mots de passe ` +
        `y sont hachés au coût ${DEFAULT_PASSWORD_HASH_COST} au moins. Retirez ce réglage.`,
    );
  }
}

/** VAPID_SUBJECT, else the public address when it is https, else the platform's mailbox. */
function vapidSubjectFrom(env: NodeJS.ProcessEnv, publicUrl: string): string {
  const value = env.VAPID_SUBJECT?.trim();
  if (!value) {
    return publicUrl.startsWith('https://') ? publicUrl : 'mailto:contact@avantages-pro.fr';
  }
  if (!/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/.test(value)) {
    throw new Error(
      `VAPID_SUBJECT invalide : « ${value} ». Indiquez une adresse mailto: ou https:, par exemple ` +
        'VAPID_SUBJECT=mailto:exploitation@avantages.example.fr',
    );
  }
  return value;
}

/** PUSH_SERVICES: host names separated by commas, each with its sub-domains. */
function pushServicesFrom(env: NodeJS.ProcessEnv): readonly string[] {
  const value = env.PUSH_SERVICES?.trim();
  if (!value) return DEFAULT_PUSH_SERVICES;
  const hosts = value.split(',').map((host) => host.trim().toLowerCase());
  const wrong = hosts.find((host) => !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host));
  if (wrong !== undefined) {
    throw new Error(
      `PUSH_SERVICES invalide : « ${wrong} ». Indiquez des noms d’hôte séparés par des virgules, ` +
        'par exemple PUSH_SERVICES=fcm.googleapis.com,push.apple.com',
    );
  }
  return hosts;
}

function jobsModeFrom(env: NodeJS.ProcessEnv, production: boolean): JobsMode {
  const value = env.JOBS?.trim() || 'on';
  if (value !== 'on' && value !== 'off' && value !== 'manual') {
    throw new Error(`JOBS invalide : « ${env.JOBS} ». Indiquez on, off ou manual.`);
  }
  if (value === 'manual' && production) {
    throw new Error(
      'JOBS=manual refusé en production (NODE_ENV=production) : il sert aux tests. ' +
        'Indiquez JOBS=on, ou JOBS=off pour un processus qui ne doit pas les faire.',
    );
  }
  return value;
}

function pushAllowLoopbackFrom(env: NodeJS.ProcessEnv, production: boolean): boolean {
  const allowed = env.PUSH_ALLOW_LOOPBACK === 'true';
  if (allowed && production) {
    throw new Error(
      'PUSH_ALLOW_LOOPBACK=true refusé en production (NODE_ENV=production) : le serveur n’envoie ' +
        'des notifications qu’aux services de notification connus. Retirez ce réglage.',
    );
  }
  return allowed;
}

/**
 * Reads the configuration from the environment; every value has a working default, except, in
 * production, PUBLIC_URL and SMTP_URL.
 */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = portFrom(env);
  const { databaseUrl, dataDir } = databaseFromEnv(env);
  const production = env.NODE_ENV === 'production';
  checkPasswordHashCost(env, production);
  const publicUrl = publicUrlFrom(env, port, production);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    distDir: path.resolve(PROJECT_ROOT, env.DIST_DIR ?? 'dist'),
    serveApp: env.SERVE_APP !== 'false',
    dataDir,
    databaseUrl,
    smtpUrl: smtpUrlFrom(env, production),
    publicUrl,
    appointmentUrl: env.APPOINTMENT_URL ?? 'https://rendez-vous.avantages-pro.fr/',
    production,
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    workers: workersFrom(env, databaseUrl),
    stopTimeoutMs: stopTimeoutFrom(env),
    jobs: jobsModeFrom(env, production),
    vapidSubject: vapidSubjectFrom(env, publicUrl),
    pushServices: pushServicesFrom(env),
    pushAllowLoopback: pushAllowLoopbackFrom(env, production),
  };
}
