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
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    distDir: path.resolve(PROJECT_ROOT, env.DIST_DIR ?? 'dist'),
    serveApp: env.SERVE_APP !== 'false',
    dataDir: path.resolve(PROJECT_ROOT, env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    appointmentUrl: env.APPOINTMENT_URL ?? 'https://rendez-vous.avantages-pro.fr/',
    production: env.NODE_ENV === 'production',
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
  };
}
