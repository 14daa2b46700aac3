/**
 * Server throughput and latency with autocannon: many connections on loopback for a fixed time,
 * for login, the offer list and one offer detail, the reads asking for compression as a browser does.
 */
import autocannon from 'autocannon';
import { sha256 } from 'js-sha256';

export const LOAD_CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
export const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 20);
/** autocannon's own default: an answer slower than this counts as a failure. */
const TIMEOUT_SECONDS = 10;
/**
 * Logins hash a password on purpose (scrypt, about 10 a second on two cores), so 100 logins at
 * once queue for about 10 s whatever the server does: a timeout of 10 s would measure the
 * host's speed, not a fault. A phone's fetch waits far longer than 30 s.
 */
const LOGIN_TIMEOUT_SECONDS = 30;
/** What Chromium asks for: the reads are measured as the app makes them, compressed. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Socket errors, timeouts and non-2xx answers: a bench run with any of them is not valid. */
  failures: number;
  breakdown: string;
}

async function load(options: autocannon.Options): Promise<LoadFigures> {
  const timeout = options.timeout ?? TIMEOUT_SECONDS;
  const result = await autocannon({
    connections: LOAD_CONNECTIONS,
    duration: LOAD_SECONDS,
    timeout,
    ...options,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    // autocannon counts a timeout among the errors as well.
    failures: result.errors + result.non2xx,
    breakdown: `${result.errors} errors, ${result.timeouts} timeouts (${timeout} s), ${result.non2xx} non-2xx of ${result.requests.sent} sent`,
  };
}

export interface EndpointLoad {
  endpoint: string;
  figures: LoadFigures;
}

export async function loadEndpoints(baseUrl: string, cookie: string): Promise<EndpointLoad[]> {
  const offers = (await (
    await fetch(`${baseUrl}/fo/offer/user/offers`, { headers: { cookie } })
  ).json()) as { id: number }[];
  const offerId = offers[0]?.id;
  if (offerId === undefined) throw new Error('The bench account sees no offer.');

  const results: EndpointLoad[] = [];
  const settle = () => new Promise((resolve) => setTimeout(resolve, 2_000));
  const readHeaders = { cookie, 'accept-encoding': BROWSER_ACCEPT_ENCODING };
  results.push({
    endpoint: 'GET /fo/offer/user/offers',
    figures: await load({ url: `${baseUrl}/fo/offer/user/offers`, headers: readHeaders }),
  });
  await settle();
  results.push({
    endpoint: `GET /fo/offer/{id}`,
    figures: await load({ url: `${baseUrl}/fo/offer/${offerId}`, headers: readHeaders }),
  });
  await settle();
  // Last: each login hashes a password on purpose (scrypt), which leaves a backlog behind it.
  // A successful login every time. Logins in progress count against the per-address limit
  // (10 per account, 50 per address: parallel password guesses), so each request comes from an
  // address of its own through the proxy header the server trusts, like users behind a proxy.
  let client = 0;
  results.push({
    endpoint: 'POST /form-login',
    figures: await load({
      url: `${baseUrl}/form-login`,
      method: 'POST',
      timeout: LOGIN_TIMEOUT_SECONDS,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl },
      body: new URLSearchParams({ username: 'pro@demo.fr', password: sha256('demo1234') }).toString(),
      setupClient: (instance) => {
        client += 1;
        instance.setHeaders({
          'content-type': 'application/x-www-form-urlencoded',
          origin: baseUrl,
          'x-forwarded-for': `10.0.${Math.floor(client / 250)}.${(client % 250) + 1}`,
        });
      },
    }),
  });
  return results;
}
