/**
 * The price list ("grille tarifaire") of an offer: the PDF an admin uploaded in the back office,
 * or else a real PDF generated on demand with pdf-lib.
 *
 * The demo data have no real tariffs, so the lines are derived deterministically from the offer id
 * (the same offer always gives the same document) and the negotiated price applies the offer's
 * discount to the public price.
 *
 * pdf-lib's standard fonts encode text in WinAnsi: French accents, « », ’ and € are fine, but the
 * narrow no-break spaces Intl.NumberFormat('fr-FR') puts in numbers are not, so every string goes
 * through `fontSafe` before it is drawn.
 */
import { PDFDocument, PageSizes, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { eq, inArray } from 'drizzle-orm';
import type { Offer } from '../../src/contract/api.js';
import type { Db } from '../db/client.js';
import { createRandom } from '../db/demo/random.js';
import { offerPriceLists, subThemes, type Role } from '../db/schema.js';
import { notFound } from '../http-error.js';
import { getOffer } from './offers.js';

export interface PriceLine {
  label: string;
  /** Public price before tax, in euro cents. */
  publicCents: number;
  /** Public price with the offer's discount applied, in euro cents. */
  negotiatedCents: number;
}

/** Products and services a supplier typically prices, with a plausible public price range (€). */
const CATALOGUE: readonly { label: string; min: number; max: number }[] = [
  { label: 'Abonnement mensuel — formule Essentielle', min: 19, max: 89 },
  { label: 'Abonnement mensuel — formule Confort', min: 49, max: 189 },
  { label: 'Abonnement mensuel — formule Intégrale', min: 99, max: 390 },
  { label: 'Frais de mise en service', min: 49, max: 450 },
  { label: 'Option assistance prioritaire (par mois)', min: 9, max: 59 },
  { label: 'Intervention sur site (par heure)', min: 65, max: 140 },
  { label: 'Contrat de maintenance annuel', min: 240, max: 1890 },
  { label: 'Formation des utilisateurs (demi-journée)', min: 350, max: 990 },
  { label: 'Audit et étude personnalisée', min: 490, max: 2900 },
  { label: 'Extension de garantie (12 mois)', min: 79, max: 690 },
];

/** "-15 %" → 15; anything without a readable percentage → 0 (no discount). */
export function discountPercent(discount: string): number {
  const match = /(\d+(?:[.,]\d+)?)\s*%/.exec(discount);
  if (!match?.[1]) return 0;
  const value = Number(match[1].replace(',', '.'));
  return Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
}

/** 5 to 8 lines, always the same for one offer id, in catalogue order. */
export function priceListLines(offerId: number, percent: number): PriceLine[] {
  const random = createRandom(0x9e3779b1 ^ offerId);
  const picked = random
    .sample(
      CATALOGUE.map((item, index) => ({ item, index })),
      random.int(5, 8),
    )
    .sort((a, b) => a.index - b.index);
  return picked.map(({ item }) => {
    // Prices end in ,00 or ,50 like a real tariff.
    const publicCents = random.int(item.min * 2, item.max * 2) * 50;
    return {
      label: item.label,
      publicCents,
      negotiatedCents: Math.round((publicCents * (100 - percent)) / 100),
    };
  });
}

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** 123450 → "1 234,50 €" with ordinary spaces (WinAnsi has no narrow no-break space). */
export function formatEuros(cents: number): string {
  return euros.format(cents / 100).replace(/[\u202f\u00a0]/g, ' ');
}

/** "2026-11-22" → "22/11/2026". */
export function frenchDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

const parisDate = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** The name under which the PDF is downloaded: ASCII only, so no header encoding is needed. */
export function priceListFilename(offerId: number): string {
  return `grille-tarifaire-${offerId}.pdf`;
}

export interface PriceListDocument {
  filename: string;
  pdf: Uint8Array;
}

/**
 * The price list of an offer the user may see; 404 when the offer is unknown, not visible to this
 * role, or has no price list.
 */
export async function offerPriceList(
  db: Db,
  role: Role,
  offerId: number,
  now = new Date(),
): Promise<PriceListDocument> {
  const offer = await getOffer(db, role, offerId);
  if (!offer.priceList) throw notFound('Grille tarifaire');
  return priceListDocument(db, offer, now);
}

/**
 * An offer's price list: the PDF uploaded in the back office when there is one (kept apart, in
 * `offer_price_lists`), else the one generated from the offer.
 */
export async function priceListDocument(
  db: Db,
  offer: Pick<
    Offer,
    'id' | 'title' | 'supplierName' | 'discount' | 'validFrom' | 'validTo' | 'subThemeIds'
  >,
  now = new Date(),
): Promise<PriceListDocument> {
  const [uploaded] = await db
    .select({ pdf: offerPriceLists.pdf })
    .from(offerPriceLists)
    .where(eq(offerPriceLists.offerId, offer.id));
  if (uploaded) return { filename: priceListFilename(offer.id), pdf: uploaded.pdf };
  const domains =
    offer.subThemeIds.length === 0
      ? []
      : await db
          .select({ name: subThemes.name })
          .from(subThemes)
          .where(inArray(subThemes.id, offer.subThemeIds))
          .orderBy(subThemes.themeId, subThemes.position);
  const pdf = await renderPriceListPdf(
    offer,
    domains.map((row) => row.name),
    now,
  );
  return { filename: priceListFilename(offer.id), pdf };
}

// ---------------------------------------------------------------------------------------------
// Drawing

const BRAND = rgb(0x3f / 255, 0x8c / 255, 1);
const INK = rgb(0.13, 0.15, 0.2);
const MUTED = rgb(0.4, 0.43, 0.5);
const RULE = rgb(0.82, 0.85, 0.9);
const ZEBRA = rgb(0.95, 0.96, 0.98);
const WHITE = rgb(1, 1, 1);

const MARGIN = 50;

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

const characterSets = new WeakMap<PDFFont, Set<number>>();

function characterSet(font: PDFFont): Set<number> {
  let set = characterSets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    characterSets.set(font, set);
  }
  return set;
}

/** Replaces what the font cannot encode: spaces for exotic spaces, the bare letter for accents. */
function fontSafe(font: PDFFont, text: string): string {
  const supported = characterSet(font);
  let result = '';
  for (const char of text.replace(/[\u202f\u00a0\u2009\u2007]/g, ' ')) {
    const code = char.codePointAt(0) ?? 0;
    if (supported.has(code)) {
      result += char;
      continue;
    }
    const bare = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    result += [...bare].every((c) => supported.has(c.codePointAt(0) ?? 0)) ? bare : '?';
  }
  return result;
}

/** Splits text into lines no wider than `width` at this size, breaking between words. */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function drawRight(
  page: PDFPage,
  text: string,
  right: number,
  y: number,
  font: PDFFont,
  size: number,
) {
  page.drawText(text, { x: right - font.widthOfTextAtSize(text, size), y, size, font, color: INK });
}

/** Draws "Label : value" with the value wrapped under itself; answers the next baseline. */
function drawField(page: PDFPage, fonts: Fonts, label: string, value: string, y: number): number {
  const size = 11;
  const labelText = `${label} : `;
  const labelWidth = fonts.bold.widthOfTextAtSize(labelText, size);
  page.drawText(labelText, { x: MARGIN, y, size, font: fonts.bold, color: INK });
  const width = page.getWidth() - 2 * MARGIN - labelWidth;
  let baseline = y;
  for (const line of wrap(fonts.regular, fontSafe(fonts.regular, value), size, width)) {
    page.drawText(line, {
      x: MARGIN + labelWidth,
      y: baseline,
      size,
      font: fonts.regular,
      color: INK,
    });
    baseline -= size + 5;
  }
  return Math.min(baseline, y - (size + 5)) - 4;
}

export async function renderPriceListPdf(
  offer: Pick<Offer, 'id' | 'title' | 'supplierName' | 'discount' | 'validFrom' | 'validTo'>,
  domains: readonly string[],
  now: Date,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  // Document properties are UTF-16 strings: no WinAnsi restriction there.
  doc.setTitle(`Grille tarifaire — ${offer.title}`);
  doc.setAuthor('Avantages Pro');
  doc.setSubject(`Tarifs négociés ${offer.supplierName}`);
  doc.setCreator('Avantages Pro');
  doc.setProducer('Avantages Pro (pdf-lib)');
  doc.setLanguage('fr-FR');
  doc.setCreationDate(now);
  doc.setModificationDate(now);

  const page = doc.addPage(PageSizes.A4);
  const { width, height } = page.getSize();

  // Header band.
  page.drawRectangle({ x: 0, y: height - 90, width, height: 90, color: BRAND });
  page.drawText('Grille tarifaire', {
    x: MARGIN,
    y: height - 55,
    size: 26,
    font: fonts.bold,
    color: WHITE,
  });
  const brand = 'Avantages Pro';
  page.drawText(brand, {
    x: width - MARGIN - fonts.bold.widthOfTextAtSize(brand, 12),
    y: height - 52,
    size: 12,
    font: fonts.bold,
    color: WHITE,
  });

  // Offer details.
  let y = height - 130;
  y = drawField(page, fonts, 'Fournisseur', offer.supplierName, y);
  y = drawField(page, fonts, 'Offre', offer.title, y);
  y = drawField(page, fonts, 'Remise négociée', offer.discount, y);
  y = drawField(
    page,
    fonts,
    'Validité',
    `du ${frenchDate(offer.validFrom)} au ${frenchDate(offer.validTo)}`,
    y,
  );
  if (domains.length > 0) y = drawField(page, fonts, 'Domaines', domains.join(', '), y);

  // Price table.
  const percent = discountPercent(offer.discount);
  const lines = priceListLines(offer.id, percent);
  const tableRight = width - MARGIN;
  const publicRight = tableRight - 120;
  const labelWidth = publicRight - 110 - MARGIN;
  const size = 10;
  y -= 20;
  page.drawRectangle({ x: MARGIN, y: y - 8, width: width - 2 * MARGIN, height: 26, color: INK });
  page.drawText('Produit / service', { x: MARGIN + 8, y, size, font: fonts.bold, color: WHITE });
  for (const [text, right] of [
    ['Prix public HT', publicRight],
    ['Prix négocié HT', tableRight - 8],
  ] as const) {
    page.drawText(text, {
      x: right - fonts.bold.widthOfTextAtSize(text, size),
      y,
      size,
      font: fonts.bold,
      color: WHITE,
    });
  }
  y -= 26;
  for (const [index, line] of lines.entries()) {
    const labelLines = wrap(fonts.regular, fontSafe(fonts.regular, line.label), size, labelWidth);
    const rowHeight = 12 + labelLines.length * (size + 4);
    if (index % 2 === 1) {
      page.drawRectangle({
        x: MARGIN,
        y: y - rowHeight + size + 6,
        width: width - 2 * MARGIN,
        height: rowHeight,
        color: ZEBRA,
      });
    }
    labelLines.forEach((text, i) => {
      page.drawText(text, {
        x: MARGIN + 8,
        y: y - i * (size + 4),
        size,
        font: fonts.regular,
        color: INK,
      });
    });
    drawRight(page, formatEuros(line.publicCents), publicRight, y, fonts.regular, size);
    drawRight(page, formatEuros(line.negotiatedCents), tableRight - 8, y, fonts.bold, size);
    y -= rowHeight;
  }
  page.drawLine({
    start: { x: MARGIN, y: y + size + 4 },
    end: { x: tableRight, y: y + size + 4 },
    thickness: 1,
    color: RULE,
  });

  const note = fontSafe(
    fonts.regular,
    percent > 0
      ? `Prix hors taxes, en euros. Le prix négocié applique une remise de ${percent.toLocaleString('fr-FR')} % au prix public.`
      : 'Prix hors taxes, en euros.',
  );
  y -= 10;
  for (const text of wrap(fonts.regular, note, 9, width - 2 * MARGIN)) {
    page.drawText(text, { x: MARGIN, y, size: 9, font: fonts.regular, color: MUTED });
    y -= 13;
  }

  // Footer.
  const footer = fontSafe(
    fonts.regular,
    `Document généré le ${parisDate.format(now)} — Avantages Pro`,
  );
  page.drawLine({
    start: { x: MARGIN, y: 55 },
    end: { x: width - MARGIN, y: 55 },
    thickness: 0.5,
    color: RULE,
  });
  page.drawText(footer, {
    x: (width - fonts.regular.widthOfTextAtSize(footer, 9)) / 2,
    y: 38,
    size: 9,
    font: fonts.regular,
    color: MUTED,
  });

  return doc.save();
}
