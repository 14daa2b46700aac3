import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { forbidden } from '../http-error.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * True when a browser tells us the request comes from a page of another origin.
 * Browsers that send Sec-Fetch-Site are trusted on it first: under our `Referrer-Policy:
 * no-referrer`, a same-origin form post or fetch carries `Origin: null`, which alone would look
 * opaque. Without that header, the Origin header decides.
 */
export function isCrossOrigin(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === 'same-origin' || site === 'none') return false;
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = request.headers.origin;
  if (!origin) return false; // not sent by a browser page (curl, server-to-server)
  try {
    return new URL(origin).host !== request.host;
  } catch {
    return true; // "null" or garbage: an opaque origin is never ours
  }
}

/**
 * The Content-Security-Policy: no inline script, no inline style but the prerendered pages' own
 * stylesheet, allowed by its hash where such a page is sent (./pwa-static.ts, ./inline-style-hashes.ts).
 */
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // React sets style attributes through the CSSOM, which CSP does not restrict.
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
} satisfies Record<string, string[]>;

const kebabCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The policy as a header value, with the hashes (`'sha256-…'`) of inline styles it allows. */
export function contentSecurityPolicy(inlineStyleHashes: readonly string[] = []): string {
  const directives = {
    ...CSP_DIRECTIVES,
    styleSrc: [...CSP_DIRECTIVES.styleSrc, ...inlineStyleHashes],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${kebabCase(name)} ${sources.join(' ')}`)
    .join(';');
}

/**
 * Security headers (helmet's) with the Content-Security-Policy above, and the rejection of
 * state-changing requests sent from another origin (CSRF).
 */
const securityPlugin: FastifyPluginAsync = async (app) => {
  await app.register(helmet, {
    // Set below: one policy, which the prerendered pages' answers extend.
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    // Mixed-content upgrades would break plain-HTTP local use; HTTPS deployments set HSTS too.
    strictTransportSecurity: { maxAge: 15552000, includeSubDomains: true },
  });

  const policy = contentSecurityPolicy();
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('content-security-policy', policy);
  });

  app.addHook('onRequest', async (request) => {
    if (!SAFE_METHODS.has(request.method) && isCrossOrigin(request)) throw forbidden();
  });
};

export default fp(securityPlugin, { name: 'security' });
