// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { wrkFigures } from '../../bench/http-load';

/** What wrk 4.1 (Debian's package) printed for a server that failed one request in 50. */
const OUTPUT = `Running 1s test @ http://127.0.0.1:47111/
  1 threads and 10 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   484.08us    1.03ms  20.43ms   94.92%
    Req/Sec    32.37k    13.32k   41.78k    81.82%
  Latency Distribution
     50%  236.00us
     75%  367.00us
     90%  765.00us
     99%    3.99ms
  35265 requests in 1.10s, 4.18MB read
  Non-2xx or 3xx responses: 705
Requests/sec:  32064.66
Transfer/sec:      3.80MB
`;

describe('wrkFigures', () => {
  it('reads the throughput, the median and p99 in milliseconds, and the refused answers', () => {
    const figures = wrkFigures(OUTPUT, 10);
    expect(figures).toMatchObject({
      requestsPerSecond: 32064.66,
      p99Ms: 3.99,
      failures: 705,
      breakdown: '0 errors, 0 timeouts (10 s), 705 non-2xx of 35265 answered',
    });
    expect(figures.p50Ms).toBeCloseTo(0.236);
  });

  it('counts socket errors and timeouts as failures, and reads latencies in seconds', () => {
    const output = OUTPUT.replace('  Non-2xx or 3xx responses: 705\n', '')
      .replace('99%    3.99ms', '99%    1.20s')
      .replace(
        '4.18MB read\n',
        '4.18MB read\n  Socket errors: connect 1, read 2, write 0, timeout 4\n',
      );
    expect(wrkFigures(output, 10)).toMatchObject({ p99Ms: 1200, failures: 7 });
  });

  it('refuses output it does not recognise rather than report zeros', () => {
    expect(() => wrkFigures('unable to connect to 127.0.0.1:1 Connection refused', 10)).toThrow(
      /wrk's output has no/,
    );
  });
});
