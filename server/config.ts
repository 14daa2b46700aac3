import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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
}

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

/** Reads the configuration from the environment; every value has a working default. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT invalide : ${env.PORT}`);
  }
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    distDir: path.resolve(PROJECT_ROOT, env.DIST_DIR ?? 'dist'),
    serveApp: env.SERVE_APP !== 'false',
    dataDir: path.resolve(PROJECT_ROOT, env.DATA_DIR ?? 'data'),
    databaseUrl,
    smtpUrl: env.SMTP_URL || undefined,
    appointmentUrl: env.APPOINTMENT_URL ?? 'https://rendez-vous.avantages-pro.fr/',
    production: env.NODE_ENV === 'production',
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    workers: workersFrom(env, databaseUrl),
    stopTimeoutMs: stopTimeoutFrom(env),
  };
}
