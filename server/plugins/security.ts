import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
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

const HELMET_OPTIONS: HelmetOptions = {
  // Set with the others below: one policy, which the prerendered pages' answers extend.
  contentSecurityPolicy: false,
  crossOriginEmbedderPolicy: false,
  // Mixed-content upgrades would break plain-HTTP local use; HTTPS deployments set HSTS too.
  strictTransportSecurity: { maxAge: 15552000, includeSubDomains: true },
};

/**
 * Helmet's headers, asked of helmet once: they do not depend on the request, and running its
 * dozen middlewares for every answer took a third of a small answer's time (docs/performance.md).
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers = new Map<string, string>();
  const response = {
    setHeader(name: string, value: string) {
      headers.set(name.toLowerCase(), value);
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  let finished = false;
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
      finished = true;
    },
  );
  if (!finished) throw new Error('helmet did not set its headers at once');
  return Object.fromEntries(headers);
}

/** Every answer's security headers: helmet's, with the Content-Security-Policy above. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  ...helmetHeaders(HELMET_OPTIONS),
  'content-security-policy': contentSecurityPolicy(),
};

/**
 * Security headers (SECURITY_HEADERS) on every answer, and the rejection of
 * state-changing requests sent from another origin (CSRF). One hook, without a promise: it runs
 * before every answer.
 */
const securityPlugin: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(SECURITY_HEADERS);
    done(!SAFE_METHODS.has(request.method) && isCrossOrigin(request) ? forbidden() : undefined);
  });
};

export default fp(securityPlugin, { name: 'security' });
