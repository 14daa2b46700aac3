/**
 * The client's address and the host asked for, as Fastify reads them for `request.ip` and
 * `request.host` under the server's `trustProxy` (docs/operations.md): the hot reads, answered
 * before Fastify (plugins/hot-reads.ts), log the same values as Fastify's own log lines. Fastify's
 * library, `@fastify/proxy-addr`, reads the forwarded chain.
 */
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { ServerConfig } from './config.js';

export interface RequestAddress {
  ip: string | undefined;
  host: string;
}

/** The last of a header's values: a proxy appends its own. */
const lastOf = (value: string) => value.slice(value.lastIndexOf(',') + 1).trim();

export function requestAddressReader(
  trustProxy: ServerConfig['trustProxy'],
): (request: IncomingMessage) => RequestAddress {
  const hostHeader = (request: IncomingMessage) => request.headers.host ?? '';
  if (!trustProxy) {
    return (request) => ({ ip: request.socket.remoteAddress, host: hostHeader(request) });
  }
  const trusted =
    trustProxy === true
      ? () => true
      : proxyAddr.compile(trustProxy.split(',').map((v) => v.trim()));
  return (request) => {
    const chain = proxyAddr.all(request, trusted);
    const forwardedHost = request.headers['x-forwarded-host'];
    const remote = request.socket.remoteAddress;
    return {
      ip: chain[chain.length - 1],
      host:
        typeof forwardedHost === 'string' && remote !== undefined && trusted(remote, 0)
          ? lastOf(forwardedHost)
          : hostHeader(request),
    };
  };
}
