/**
 * Deterministic offer generator. Offer number i always gets the same content, so the default 120
 * offers are also the first 120 of a large benchmark data set.
 */
import type { Role } from '../schema.js';
import type { Supplier } from './catalog.js';
import { logoSvgBase64 } from './images.js';
import { createRandom } from './random.js';

/** The demo data are frozen around this day (validity dates, creation dates). */
export const DEMO_TODAY = Date.UTC(2026, 10, 22);
const DAY = 86_400_000;

/** A sub-theme as the generator sees it: its id, name, siblings in the same theme, suppliers. */
export interface OfferSubTheme {
  id: number;
  name: string;
  siblingIds: readonly number[];
  suppliers: readonly Supplier[];
}

export interface GeneratedOffer {
  website: string;
  title: string;
  supplierName: string;
  summary: string;
  description: string;
  logoBase64: string | null;
  discount: string;
  validFrom: string;
  validTo: string;
  privilege: boolean;
  priceList: boolean;
  visibleRoles: Role[];
  createdAt: Date;
  subThemeIds: number[];
}

const DISCOUNTS = [5, 8, 10, 12, 15, 15, 18, 20, 20, 25, 30, 35, 40] as const;

const BENEFITS = [
  'sans engagement de durée',
  'frais de dossier offerts',
  'installation comprise',
  'avec un conseiller dédié',
  'livraison gratuite sous 48 h',
  'paiement à 30 jours',
  'mise en service sous une semaine',
] as const;

const DETAILS = [
  "L'offre s'adresse aux entreprises de 1 à 250 salariés, quel que soit leur secteur d'activité.",
  'Un conseiller dédié vous accompagne dans la mise en place et reste votre interlocuteur unique.',
  'Les tarifs sont garantis pendant toute la durée de validité de l’offre.',
  'La souscription se fait en ligne en quelques minutes, sur présentation de votre numéro SIRET.',
  'Les conditions négociées se cumulent avec les promotions en cours chez le fournisseur.',
  'Aucun frais de résiliation n’est appliqué si vous changez d’avis dans les 30 premiers jours.',
  'Une étude personnalisée de vos besoins est réalisée gratuitement avant toute signature.',
  'La facturation est mensuelle et détaillée, avec un accès à votre espace client en ligne.',
] as const;

/** "Électricité verte" → "électricité verte", but "VPN" or "Wi-Fi" keep their capitals. */
function lowerFirst(text: string): string {
  if (/^(?:[A-Z]{2}|Wi-Fi)/.test(text)) return text;
  return text.charAt(0).toLocaleLowerCase('fr-FR') + text.slice(1);
}

function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function isoDate(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

function frenchDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

function visibleRolesFor(index: number): Role[] {
  // A few offers are negotiated for one kind of customer only, so visibility rules are exercised.
  if (index % 15 === 4) return ['PRO'];
  if (index % 15 === 9) return ['AGENCY', 'NETWORK'];
  return ['PRO', 'AGENCY', 'NETWORK'];
}

export function generateOffer(index: number, subThemes: readonly OfferSubTheme[]): GeneratedOffer {
  const random = createRandom(0x0ff3 + index * 7919);
  const primary = subThemes[index % subThemes.length];
  if (!primary) throw new Error('generateOffer() needs at least one sub-theme');
  const supplier = random.pick(primary.suppliers);
  const percent = random.pick(DISCOUNTS);
  const discount = `-${percent} %`;
  const privilege = index % 6 === 5;
  const priceList = random.chance(0.35);
  const subject = lowerFirst(primary.name);

  const extra = random.sample(
    primary.siblingIds.filter((id) => id !== primary.id),
    random.pick([0, 0, 1, 2]),
  );

  const validFrom = isoDate(DEMO_TODAY - random.int(20, 320) * DAY);
  const validTo = isoDate(DEMO_TODAY + random.int(30, 400) * DAY);
  const createdAt = new Date(Date.parse(`${validFrom}T08:00:00Z`) + (index % 600) * 60_000);

  const title = privilege
    ? random.pick([
        `Promotion ${supplier.name} : ${subject} à ${discount}`,
        `Offre flash — ${subject}`,
        `${primary.name} : ${discount} jusqu’au ${frenchDate(validTo)}`,
      ])
    : random.pick([
        `${primary.name} : tarif négocié ${supplier.name}`,
        `${primary.name} — conditions réservées aux adhérents`,
        `${supplier.name} : ${subject} à prix remisé`,
        `${primary.name} sans frais de mise en service`,
      ]);

  const sentences = [
    `${supplier.name} accorde aux adhérents Avantages Pro une remise de ${percent} % sur ${subject}.`,
    ...random.sample(DETAILS, random.int(1, 2)),
    `Offre valable du ${frenchDate(validFrom)} au ${frenchDate(validTo)}.`,
  ];
  if (priceList) sentences.push('La grille tarifaire complète est disponible en téléchargement.');

  return {
    website: `https://${supplier.host}/pro/${slugify(primary.name)}`,
    title,
    supplierName: supplier.name,
    summary: `${discount} sur ${subject} avec ${supplier.name}, ${random.pick(BENEFITS)}.`,
    description: sentences.join(' '),
    // One offer in ten has no logo, as happens with real suppliers.
    logoBase64: index % 10 === 7 ? null : logoSvgBase64(supplier.name),
    discount,
    validFrom,
    validTo,
    privilege,
    priceList,
    visibleRoles: visibleRolesFor(index),
    createdAt,
    subThemeIds: [primary.id, ...extra],
  };
}
