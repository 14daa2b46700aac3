/**
 * The reads the server's budgets are about (docs/performance.md, "The server's floor"): what the
 * dashboard and the lists ask for on every visit, by a pro user. Each is loaded against the floor
 * (server-floor.ts) sending its very bytes.
 */
export interface ReadEndpoint {
  /** As reported: method and the contract's path. */
  name: string;
  /** The path requested, parameters filled in. */
  path: string;
}

export async function readEndpoints(baseUrl: string, cookie: string): Promise<ReadEndpoint[]> {
  const offers = (await (
    await fetch(`${baseUrl}/fo/offer/user/offers`, { headers: { cookie } })
  ).json()) as { id: number }[];
  const offerId = offers[0]?.id;
  if (offerId === undefined) throw new Error('The bench account sees no offer.');
  return [
    { name: 'GET /fo/offer/user/offers', path: '/fo/offer/user/offers' },
    { name: 'GET /fo/offer/{id}', path: `/fo/offer/${offerId}` },
    { name: 'GET /fo/news/', path: '/fo/news/' },
    { name: 'GET /fo/user/progress', path: '/fo/user/progress' },
    {
      name: 'GET /fo/offer/user/offers/privilege/count',
      path: '/fo/offer/user/offers/privilege/count',
    },
  ];
}
