import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PDFArray, PDFDocument, PDFName, PDFRawStream, type PDFObject } from 'pdf-lib';
import { offers, users } from '../../server/db/schema';
import {
  discountPercent,
  formatEuros,
  frenchDate,
  priceListLines,
} from '../../server/services/price-list-pdf';
import { RULES_DATABASE_KINDS, startTestServer, type TestServer } from '../support/api-server';
import type { ApiClient } from '../support/api-client';
import { setActingAs } from '../support/acting-as';

const url = (id: number | string) => `/document/offer/${id}/priceList/download`;

/** Downloads as bytes: the test client reads bodies as text, which would mangle a PDF. */
async function download(server: TestServer, client: ApiClient | null, path: string) {
  const response = await fetch(server.baseUrl + path, {
    headers: client ? { cookie: client.cookieHeader } : {},
  });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** WinAnsi bytes 0x80–0x9F that differ from Latin-1 (Node's TextDecoder treats them as Latin-1). */
const WIN_ANSI_HIGH: Record<number, string> = {
  0x80: '€',
  0x85: '…',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x96: '–',
  0x97: '—',
  0x9c: 'œ',
};

function decodeWinAnsi(bytes: Buffer): string {
  return [...bytes].map((byte) => WIN_ANSI_HIGH[byte] ?? String.fromCharCode(byte)).join('');
}

/** The text the page draws: pdf-lib writes each string as `<hex> Tj`, in WinAnsi. */
async function pageText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const parts: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const refs: PDFObject[] = contents instanceof PDFArray ? contents.asArray() : [contents!];
    for (const ref of refs) {
      const stream = doc.context.lookup(ref);
      if (!(stream instanceof PDFRawStream)) continue;
      const filter = stream.dict.get(PDFName.of('Filter'));
      const data = filter ? inflateSync(stream.contents) : stream.contents;
      const source = Buffer.from(data).toString('latin1');
      for (const match of source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
        parts.push(decodeWinAnsi(Buffer.from(match[1]!, 'hex')));
      }
    }
  }
  return parts.join('\n');
}

describe.each(RULES_DATABASE_KINDS)('price list documents (%s)', (kind) => {
  let server: TestServer;
  const as = (email: string) => server.as(email);

  /** A seeded offer with a price list visible to every customer role, and one without. */
  let withList: typeof offers.$inferSelect;
  let withoutList: typeof offers.$inferSelect;

  beforeAll(async () => {
    server = await startTestServer(kind);
    const rows = await server.database.db.select().from(offers).orderBy(offers.id);
    withList = rows.find((row) => row.priceList && row.visibleRoles.length === 3)!;
    withoutList = rows.find((row) => !row.priceList && row.visibleRoles.length === 3)!;
    expect(withList).toBeDefined();
    expect(withoutList).toBeDefined();
  });
  afterAll(() => server.close());

  it.each(['pro@demo.fr', 'agence@demo.fr', 'reseau@demo.fr'])(
    'gives %s a real PDF price list in French',
    async (email) => {
      const { response, bytes } = await download(server, await as(email), url(withList.id));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="grille-tarifaire-${withList.id}.pdf"`,
      );
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
      expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');

      const doc = await PDFDocument.load(bytes);
      expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
      expect(doc.getTitle()).toBe(`Grille tarifaire — ${withList.title}`);

      const text = await pageText(bytes);
      expect(text).toContain('Grille tarifaire');
      expect(text).toContain(withList.supplierName);
      expect(text).toContain(withList.discount);
      expect(text).toContain(
        `du ${frenchDate(withList.validFrom)} au ${frenchDate(withList.validTo)}`,
      );
      expect(text).toContain('Prix public HT');
      expect(text).toContain('Prix négocié HT');
      expect(text).toMatch(/Document généré le \d{2}\/\d{2}\/\d{4} — Avantages Pro/);
      const lines = priceListLines(withList.id, discountPercent(withList.discount));
      expect(lines.length).toBeGreaterThanOrEqual(5);
      expect(lines.length).toBeLessThanOrEqual(8);
      for (const line of lines) {
        expect(text).toContain(line.label);
        expect(text).toContain(formatEuros(line.publicCents));
        expect(text).toContain(formatEuros(line.negotiatedCents));
        expect(line.negotiatedCents).toBeLessThan(line.publicCents);
      }
    },
  );

  it('always gives the same lines for the same offer', async () => {
    const client = await as('pro@demo.fr');
    const first = await pageText((await download(server, client, url(withList.id))).bytes);
    const second = await pageText((await download(server, client, url(withList.id))).bytes);
    expect(second).toBe(first);
  });

  it('formats prices the French way with spaces WinAnsi can encode', () => {
    expect(formatEuros(123450)).toBe('1 234,50 €');
    expect(formatEuros(500)).toBe('5,00 €');
    expect(discountPercent('-15 %')).toBe(15);
    expect(discountPercent('offert')).toBe(0);
  });

  it('answers 404 for an offer without price list, unknown or invisible', async () => {
    const client = await as('pro@demo.fr');
    expect((await download(server, client, url(withoutList.id))).response.status).toBe(404);
    expect((await download(server, client, url(999999))).response.status).toBe(404);
    expect((await download(server, client, url(99999999999))).response.status).toBe(404);

    const agency = await as('agence@demo.fr');
    await server.database.db
      .update(offers)
      .set({ visibleRoles: ['PRO'] })
      .where(eq(offers.id, withList.id));
    try {
      expect((await download(server, agency, url(withList.id))).response.status).toBe(404);
      expect((await download(server, client, url(withList.id))).response.status).toBe(200);
    } finally {
      await server.database.db
        .update(offers)
        .set({ visibleRoles: withList.visibleRoles })
        .where(eq(offers.id, withList.id));
    }
  });

  it('answers 400 to a malformed id', async () => {
    const client = await as('pro@demo.fr');
    for (const id of ['abc', '0', '-1']) {
      const { response } = await download(server, client, url(id));
      expect(response.status, id).toBe(400);
      expect(response.headers.get('content-type')).toContain('application/json');
    }
  });

  it('answers 401 when not connected and 403 to other roles', async () => {
    expect((await download(server, null, url(withList.id))).response.status).toBe(401);
    for (const email of ['partenaire@demo.fr', 'admin@demo.fr']) {
      const { response } = await download(server, await as(email), url(withList.id));
      expect(response.status, email).toBe(403);
    }
  });

  it('serves an admin acting as a customer', async () => {
    const admin = await server.loginAs('admin@demo.fr');
    const [network] = await server.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'reseau@demo.fr'));
    await setActingAs(server.database.db, 'admin@demo.fr', network!.id);
    try {
      const { response, bytes } = await download(server, admin, url(withList.id));
      expect(response.status).toBe(200);
      expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThanOrEqual(1);
    } finally {
      await setActingAs(server.database.db, 'admin@demo.fr', null);
    }
  });
});
