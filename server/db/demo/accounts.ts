/**
 * The demo accounts of README.md, their companies and their theming. Every account that
 * can log in has the password `demo1234`.
 */
import { DEFAULT_MAIN_COLOR, DEFAULT_TEXT_COLOR, type Role } from '../schema.js';
import { bannerSvgBase64 } from './images.js';

export const DEMO_PASSWORD = 'demo1234';
/** The demo's first-connection link, /initialization/bienvenue-demo (never in production). */
export const DEMO_INITIALIZATION_TOKEN = 'bienvenue-demo';
/** How long that link works after the demo data is loaded (docs/back-office/users.md). */
export const DEMO_INITIALIZATION_VALIDITY_MS = 30 * 24 * 60 * 60 * 1000;

export type CompanyKey = 'durand' | 'horizonLyon' | 'horizonNetwork' | 'girard';
export type ThemingKey = 'pro' | 'agency' | 'network';

export interface CompanySeed {
  siret: string | null;
  companyName: string;
  activity: string | null;
  nbEmployees: number | null;
  turnover: number | null;
  streetAndNumber: string | null;
  postalCode: string | null;
  town: string | null;
  theming: ThemingKey | null;
}

export interface ThemingSeed {
  mainColor: string;
  textColor: string;
  universeLogoBase64: string | null;
  networkLogoBase64: string | null;
  agencyLogoBase64: string | null;
}

export interface AccountSeed {
  email: string;
  role: Role;
  firstname: string;
  lastname: string;
  function: string | null;
  phone: string | null;
  company: CompanyKey | null;
  /** Linked to the active demo partner (the partner user and its subordinates). */
  partner: boolean;
  theming: ThemingKey | null;
  /** False for the account that must go through the first connection. */
  activated: boolean;
  initializationToken: string | null;
  beneficiaryModule: boolean;
  emailingModule: boolean;
  enabledExclusiveService: boolean;
  exclusiveServiceName: string | null;
  enabledSalePermission: boolean;
  salePermissionName: string | null;
  /**
   * How many offers in the user's sub-themes are new to it: the seed puts its "seen up to" mark
   * of the offer list just before the newest ones (seed.ts, `seenMarksOf`).
   */
  newOffers: number;
  fidelityLink: string | null;
  /** Names of the selected sub-themes (see catalog.ts). */
  subThemes: readonly string[];
}

const NETWORK_NAME = 'Réseau Horizon';

export const THEMINGS: Record<ThemingKey, ThemingSeed> = {
  pro: {
    mainColor: '#0f766e',
    textColor: '#ffffff',
    universeLogoBase64: bannerSvgBase64('Univers Artisans', '#0f766e'),
    networkLogoBase64: null,
    agencyLogoBase64: null,
  },
  agency: {
    mainColor: '#7c3aed',
    textColor: '#ffffff',
    universeLogoBase64: null,
    networkLogoBase64: bannerSvgBase64(NETWORK_NAME, '#1e3a8a'),
    agencyLogoBase64: bannerSvgBase64('Horizon Lyon', '#7c3aed'),
  },
  network: {
    mainColor: DEFAULT_MAIN_COLOR,
    textColor: DEFAULT_TEXT_COLOR,
    universeLogoBase64: null,
    networkLogoBase64: bannerSvgBase64(NETWORK_NAME, '#1e3a8a'),
    agencyLogoBase64: null,
  },
};

export const COMPANIES: Record<CompanyKey, CompanySeed> = {
  durand: {
    siret: '73282932000074',
    companyName: 'Atelier Durand Menuiserie',
    activity: 'Menuiserie et agencement intérieur',
    nbEmployees: 12,
    turnover: 1_450_000,
    streetAndNumber: '14 rue des Artisans',
    postalCode: '69007',
    town: 'Lyon',
    theming: 'pro',
  },
  horizonLyon: {
    siret: '81234567800021',
    companyName: 'Horizon Immobilier — Agence de Lyon Part-Dieu',
    activity: 'Agence immobilière',
    nbEmployees: 6,
    turnover: 820_000,
    streetAndNumber: '102 boulevard Vivier-Merle',
    postalCode: '69003',
    town: 'Lyon',
    theming: 'agency',
  },
  horizonNetwork: {
    siret: '52098765400016',
    companyName: NETWORK_NAME,
    activity: 'Réseau d’agences immobilières',
    nbEmployees: 45,
    turnover: 9_800_000,
    streetAndNumber: '8 place Bellecour',
    postalCode: '69002',
    town: 'Lyon',
    theming: 'network',
  },
  // Partly prefilled: the first connection asks for the rest.
  girard: {
    siret: '89012345600018',
    companyName: 'Boulangerie Girard',
    activity: null,
    nbEmployees: null,
    turnover: null,
    streetAndNumber: null,
    postalCode: '44000',
    town: 'Nantes',
    theming: null,
  },
};

const base = {
  phone: null,
  company: null,
  partner: false,
  theming: null,
  activated: true,
  initializationToken: null,
  beneficiaryModule: false,
  emailingModule: false,
  enabledExclusiveService: false,
  exclusiveServiceName: null,
  enabledSalePermission: false,
  salePermissionName: null,
  newOffers: 0,
  fidelityLink: null,
  subThemes: [],
} satisfies Partial<AccountSeed>;

const PRO_SUB_THEMES = [
  'Électricité à prix fixe',
  'Électricité verte',
  'Forfaits mobiles',
  'Fibre optique',
  'Location longue durée',
  'Cartes carburant',
  'Multirisque professionnelle',
  'Papeterie',
  'Mobilier de bureau',
] as const;

export const ACCOUNTS: readonly AccountSeed[] = [
  {
    ...base,
    email: 'pro@demo.fr',
    role: 'PRO',
    firstname: 'Camille',
    lastname: 'Durand',
    function: 'Gérante',
    phone: '06 12 34 56 78',
    company: 'durand',
    theming: 'pro',
    beneficiaryModule: true,
    emailingModule: true,
    enabledExclusiveService: true,
    exclusiveServiceName: 'Services Premium',
    enabledSalePermission: true,
    salePermissionName: 'Ventes privées',
    newOffers: 2,
    fidelityLink: 'https://fidelite.avantages-pro.example/carte/atelier-durand',
    subThemes: PRO_SUB_THEMES,
  },
  {
    ...base,
    email: 'julien.moreau@demo.fr',
    role: 'PRO',
    firstname: 'Julien',
    lastname: 'Moreau',
    function: 'Responsable des achats',
    phone: '06 23 45 67 89',
    company: 'durand',
    theming: 'pro',
    enabledExclusiveService: true,
    exclusiveServiceName: 'Services Premium',
    enabledSalePermission: true,
    salePermissionName: 'Ventes privées',
    subThemes: PRO_SUB_THEMES.slice(0, 7),
  },
  {
    ...base,
    email: 'sarah.lefevre@demo.fr',
    role: 'PRO',
    firstname: 'Sarah',
    lastname: 'Lefèvre',
    function: 'Assistante de direction',
    phone: '04 78 12 34 56',
    company: 'durand',
    theming: 'pro',
    enabledExclusiveService: true,
    exclusiveServiceName: 'Services Premium',
  },
  {
    ...base,
    email: 'agence@demo.fr',
    role: 'AGENCY',
    firstname: 'Nicolas',
    lastname: 'Bernard',
    function: 'Directeur d’agence',
    phone: '04 72 33 44 55',
    company: 'horizonLyon',
    theming: 'agency',
    enabledExclusiveService: true,
    enabledSalePermission: false,
    fidelityLink: 'https://fidelite.avantages-pro.example/carte/horizon-lyon',
    subThemes: ['Fibre optique', 'Hôtels', 'Terminaux de paiement'],
  },
  {
    ...base,
    email: 'reseau@demo.fr',
    role: 'NETWORK',
    firstname: 'Isabelle',
    lastname: 'Fontaine',
    function: 'Responsable du réseau',
    phone: '04 78 90 12 34',
    company: 'horizonNetwork',
    theming: 'network',
    emailingModule: true,
    enabledExclusiveService: true,
    enabledSalePermission: true,
    newOffers: 1,
    subThemes: [
      'Électricité à prix fixe',
      'Standard téléphonique',
      'Logiciels de gestion',
      'Location longue durée',
      'Billets de train',
      'Responsabilité civile',
      "Mutuelle d'entreprise",
      'Impression publicitaire',
    ],
  },
  {
    ...base,
    email: 'partenaire@demo.fr',
    role: 'PARTNER',
    firstname: 'Laurent',
    lastname: 'Garnier',
    function: 'Responsable des partenariats',
    phone: '02 40 11 22 33',
    partner: true,
  },
  {
    ...base,
    email: 'emilie.roux@demo.fr',
    role: 'PARTNER',
    firstname: 'Émilie',
    lastname: 'Roux',
    function: 'Chargée de clientèle',
    phone: '06 34 56 78 90',
    partner: true,
  },
  {
    ...base,
    email: 'hugo.blanc@demo.fr',
    role: 'PARTNER',
    firstname: 'Hugo',
    lastname: 'Blanc',
    function: 'Conseiller commercial',
    partner: true,
  },
  {
    ...base,
    email: 'ines.faure@demo.fr',
    role: 'PARTNER',
    firstname: 'Inès',
    lastname: 'Faure',
    function: 'Assistante commerciale',
    phone: '02 40 44 55 66',
    partner: true,
  },
  {
    ...base,
    email: 'admin@demo.fr',
    role: 'ADMIN',
    firstname: 'Martine',
    lastname: 'Lemoine',
    function: 'Administratrice de la plateforme',
  },
  {
    ...base,
    email: 'nouveau@demo.fr',
    role: 'PRO',
    firstname: 'Paul',
    lastname: 'Girard',
    function: null,
    company: 'girard',
    activated: false,
    initializationToken: DEMO_INITIALIZATION_TOKEN,
  },
];
