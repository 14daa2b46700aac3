/**
 * What the request log keeps of a URL: never the token of a password-reset or first-connection
 * link, which opens an account until it is used (docs/operations.md, "Logs"). Those tokens travel
 * in the API's paths (`/fo/user/token/…`, `/fo/user/initialization/…`, `/fo/user/themeSubTheme/…`)
 * and in the pages' addresses (`/initialization/…`, `/resetPassword?token=…`).
 */
import type { FastifyRequest } from 'fastify';

const HIDDEN = '[masqué]';

/** The path segment after which a token comes, whatever comes between (`activate/`, `infos/`). */
const TOKEN_IN_PATH =
  /^(\/fo\/user\/(?:token|themeSubTheme|initialization(?:\/activate|\/infos)?)\/|\/initialization\/)[^/?#]+/;
const TOKEN_IN_QUERY = /([?&]token=)[^&#]*/g;

export function redactSecrets(url: string): string {
  return url.replace(TOKEN_IN_PATH, `$1${HIDDEN}`).replace(TOKEN_IN_QUERY, `$1${HIDDEN}`);
}

/**
 * Fastify's own request serializer, with the URL redacted. The hot reads give it the same fields
 * (server/plugins/hot-reads.ts).
 */
export function requestForLog(
  request: Pick<FastifyRequest, 'method' | 'url' | 'host' | 'ip'> & {
    socket?: { remotePort?: number };
  },
) {
  return {
    method: request.method,
    url: redactSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
