// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BoOfferInput, type BoOfferDetail } from '../../../src/contract/back-office/schemas/offers';
import {
  emptyOfferInput,
  offerInputOf,
} from '../../../src/back-office/sections/offers/form-values';

const offer: BoOfferDetail = {
  id: 7,
  title: 'Fibre',
  supplierName: 'Réseaux du Rhône',
  summary: 'Résumé',
  description: 'Description',
  discount: '-15 %',
  website: 'https://www.exemple.fr/',
  validFrom: '2026-01-01',
  validTo: '2026-12-31',
  subThemeIds: [3, 4],
  visibleRoles: ['PRO'],
  privilege: true,
  priceList: true,
  partnerId: 2,
  hasUploadedPriceList: false,
  hasLogo: false,
  logoBase64: null,
  status: 'published',
  publishedAt: '2026-03-01T08:00:00.000Z',
  createdAt: '2026-02-01T08:00:00.000Z',
  updatedAt: '2026-02-01T08:00:00.000Z',
};
const BEFORE = Date.parse('2026-02-15T00:00:00Z');
const AFTER = Date.parse('2026-03-15T00:00:00Z');

describe('the offer form’s values', () => {
  it('are the offer’s fields, valid as they are', () => {
    const values = offerInputOf(offer, AFTER);
    expect(values).toMatchObject({
      title: 'Fibre',
      subThemeIds: [3, 4],
      visibleRoles: ['PRO'],
      privilege: true,
      status: 'published',
    });
    expect(BoOfferInput.safeParse(values).success).toBe(true);
  });

  it('keep the date of a publication to come only: a live offer’s date is the server’s to keep', () => {
    expect(offerInputOf(offer, BEFORE).publishedAt).toBe(offer.publishedAt);
    expect(offerInputOf(offer, AFTER).publishedAt).toBeNull();
    expect(offerInputOf({ ...offer, status: 'archived' }, BEFORE).publishedAt).toBeNull();
    expect(offerInputOf({ ...offer, status: 'draft' }, BEFORE).publishedAt).toBeNull();
  });

  it('start a new offer as a draft for every customer role, refused until filled in', () => {
    const values = emptyOfferInput();
    expect(values).toMatchObject({ status: 'draft', visibleRoles: ['PRO', 'AGENCY', 'NETWORK'] });
    const fields = BoOfferInput.safeParse(values).error?.issues.map((issue) => issue.path[0]);
    expect(fields).toEqual(
      expect.arrayContaining([
        'title',
        'supplierName',
        'website',
        'validFrom',
        'validTo',
        'subThemeIds',
      ]),
    );
  });
});
