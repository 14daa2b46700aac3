/**
 * The demo theme tree (5 categories × 3 themes × 4 sub-themes) and, for each theme, the invented
 * suppliers whose offers are linked to it. Supplier websites use the reserved `.example` domain.
 */

export interface Supplier {
  name: string;
  /** Host name, e.g. www.voltea-energie.example. */
  host: string;
}

export interface ThemeSpec {
  name: string;
  subThemes: readonly [string, string, string, string];
  suppliers: readonly Supplier[];
}

export interface CategorySpec {
  name: string;
  themes: readonly [ThemeSpec, ThemeSpec, ThemeSpec];
}

const supplier = (name: string, slug: string): Supplier => ({
  name,
  host: `www.${slug}.example`,
});

export const CATALOG: readonly CategorySpec[] = [
  {
    name: 'Énergie et environnement',
    themes: [
      {
        name: 'Électricité',
        subThemes: [
          'Électricité à prix fixe',
          'Électricité verte',
          'Bornes de recharge',
          'Audit de consommation',
        ],
        suppliers: [
          supplier('Voltéa Énergie', 'voltea-energie'),
          supplier('Lumeo Pro', 'lumeo-pro'),
          supplier('Hexawatt', 'hexawatt'),
        ],
      },
      {
        name: 'Gaz',
        subThemes: [
          'Gaz naturel à prix fixe',
          'Biométhane',
          'Entretien de chaudière',
          'Propane en citerne',
        ],
        suppliers: [
          supplier('Gazéo Entreprises', 'gazeo-entreprises'),
          supplier('Calorys', 'calorys'),
          supplier('Thermia Services', 'thermia-services'),
        ],
      },
      {
        name: 'Efficacité énergétique',
        subThemes: [
          'Éclairage LED',
          'Isolation des locaux',
          'Panneaux solaires',
          'Collecte et recyclage des déchets',
        ],
        suppliers: [
          supplier('Sobriéta', 'sobrieta'),
          supplier('Solaris Toits', 'solaris-toits'),
          supplier('Recyclam', 'recyclam'),
        ],
      },
    ],
  },
  {
    name: 'Télécoms et informatique',
    themes: [
      {
        name: 'Téléphonie',
        subThemes: [
          'Forfaits mobiles',
          'Standard téléphonique',
          'Renouvellement de smartphones',
          'Numéros spéciaux',
        ],
        suppliers: [
          supplier('Ondalis Mobile', 'ondalis-mobile'),
          supplier('Parlo Business', 'parlo-business'),
          supplier('Téléphonia', 'telephonia'),
        ],
      },
      {
        name: 'Internet et réseaux',
        subThemes: ['Fibre optique', 'Box 4G et 5G', 'Wi-Fi invités', 'Réseau privé (VPN)'],
        suppliers: [
          supplier('Fibréo', 'fibreo'),
          supplier('NetAzur', 'netazur'),
          supplier('Connecto Pro', 'connecto-pro'),
        ],
      },
      {
        name: 'Informatique',
        subThemes: [
          'Ordinateurs et tablettes',
          'Logiciels de gestion',
          'Cybersécurité',
          'Sauvegarde en ligne',
        ],
        suppliers: [
          supplier('Numérika', 'numerika'),
          supplier('Bastion Cyber', 'bastion-cyber'),
          supplier('Cloudéa', 'cloudea'),
        ],
      },
    ],
  },
  {
    name: 'Véhicules et déplacements',
    themes: [
      {
        name: 'Véhicules',
        subThemes: [
          'Location longue durée',
          'Véhicules utilitaires',
          'Véhicules électriques',
          'Entretien et pneumatiques',
        ],
        suppliers: [
          supplier('Autolia Leasing', 'autolia-leasing'),
          supplier('Utilix', 'utilix'),
          supplier('Pneurama', 'pneurama'),
        ],
      },
      {
        name: 'Carburant et mobilité',
        subThemes: [
          'Cartes carburant',
          'Péages et parkings',
          'Vélos de fonction',
          'Covoiturage domicile-travail',
        ],
        suppliers: [
          supplier('Carbupass', 'carbupass'),
          supplier('Mobilitéo', 'mobiliteo'),
          supplier('Cyclopro', 'cyclopro'),
        ],
      },
      {
        name: "Voyages d'affaires",
        subThemes: ['Billets de train', "Billets d'avion", 'Hôtels', 'Location de voitures'],
        suppliers: [
          supplier('Voyagéo Business', 'voyageo-business'),
          supplier('Hôtelia', 'hotelia'),
          supplier('Rail & Co', 'rail-et-co'),
        ],
      },
    ],
  },
  {
    name: 'Assurances et finances',
    themes: [
      {
        name: 'Assurances',
        subThemes: [
          'Multirisque professionnelle',
          'Responsabilité civile',
          'Flotte automobile',
          'Cyber-risques',
        ],
        suppliers: [
          supplier('Assurys', 'assurys'),
          supplier('Protectis Mutuelle', 'protectis-mutuelle'),
          supplier('Garantia Pro', 'garantia-pro'),
        ],
      },
      {
        name: 'Banque',
        subThemes: ['Compte professionnel', 'Terminaux de paiement', 'Crédit-bail', 'Affacturage'],
        suppliers: [
          supplier('Banque Oréa', 'banque-orea'),
          supplier('Payzen Commerce', 'payzen-commerce'),
          supplier('Factolia', 'factolia'),
        ],
      },
      {
        name: 'Protection sociale',
        subThemes: [
          "Mutuelle d'entreprise",
          'Prévoyance',
          'Épargne salariale',
          'Titres-restaurant',
        ],
        suppliers: [
          supplier('Mutualéa', 'mutualea'),
          supplier('Prévia Conseil', 'previa-conseil'),
          supplier('Repas & Vous', 'repas-et-vous'),
        ],
      },
    ],
  },
  {
    name: 'Fonctionnement du bureau',
    themes: [
      {
        name: 'Fournitures de bureau',
        subThemes: [
          'Papeterie',
          "Consommables d'impression",
          'Mobilier de bureau',
          'Emballages et expédition',
        ],
        suppliers: [
          supplier('Bureautik', 'bureautik'),
          supplier('Papetia', 'papetia'),
          supplier('Ergonomia Mobilier', 'ergonomia-mobilier'),
        ],
      },
      {
        name: 'Services généraux',
        subThemes: [
          'Nettoyage des locaux',
          'Télésurveillance',
          'Machines à café',
          'Affranchissement du courrier',
        ],
        suppliers: [
          supplier('Netéo Propreté', 'neteo-proprete'),
          supplier('Vigilis', 'vigilis'),
          supplier('Caféo Pro', 'cafeo-pro'),
        ],
      },
      {
        name: 'Communication et marketing',
        subThemes: [
          'Impression publicitaire',
          'Création de site web',
          'Objets publicitaires',
          'Réseaux sociaux',
        ],
        suppliers: [
          supplier('Imprimea', 'imprimea'),
          supplier('Webéo Studio', 'webeo-studio'),
          supplier('Goodies & Cie', 'goodies-et-cie'),
        ],
      },
    ],
  },
];
