/** Editorial demo content: services plus, news, partners and login images (all in French). */
import type { ServicePlusType } from '../schema.js';
import { illustrationSvgBase64, logoSvgBase64 } from './images.js';
import { DEMO_TODAY } from './offers.js';
import { createRandom } from './random.js';

export interface ServicePlusSeed {
  type: ServicePlusType;
  title: string;
  summary: string;
  description: string;
  website: string;
  logoBase64: string;
}

type ServiceLine = [title: string, brand: string, slug: string, summary: string, detail: string];

const EXCLUSIVE_SERVICES: readonly ServiceLine[] = [
  [
    'Audit énergétique offert',
    'Voltéa Énergie',
    'voltea-energie',
    'Un expert analyse vos factures et vos équipements pour réduire votre consommation.',
    'Le rapport chiffre les économies possibles et les aides mobilisables.',
  ],
  [
    'Assistance juridique par téléphone',
    'Juridica Pro',
    'juridica-pro',
    'Des juristes répondent à vos questions de droit du travail, commercial et fiscal.',
    'Le service est joignable du lundi au vendredi de 9 h à 19 h, sans limite d’appels.',
  ],
  [
    'Conciergerie d’entreprise',
    'Conciergia',
    'conciergia',
    'Pressing, cordonnerie, colis : vos salariés gagnent du temps sur leur lieu de travail.',
    'Un concierge passe chaque semaine dans vos locaux selon un planning convenu ensemble.',
  ],
  [
    'Recrutement d’alternants',
    'Talents & Alternance',
    'talents-alternance',
    'Trouvez des apprentis motivés grâce à une présélection faite pour vous.',
    'Les démarches administratives et le contrat d’apprentissage sont pris en charge.',
  ],
  [
    'Diagnostic de cybersécurité',
    'Bastion Cyber',
    'bastion-cyber',
    'Un test de vos postes, de votre messagerie et de vos sauvegardes en une demi-journée.',
    'Vous recevez un plan d’action priorisé, compréhensible sans être informaticien.',
  ],
  [
    'Conseil en financement public',
    'Subventia',
    'subventia',
    'Identifiez les subventions et prêts aidés auxquels votre projet est éligible.',
    'Le conseiller monte le dossier avec vous et suit son instruction jusqu’à la réponse.',
  ],
  [
    'Médiation des impayés',
    'Recouvra',
    'recouvra',
    'Relances amiables et médiation pour récupérer vos factures en retard.',
    'Aucun frais n’est dû si la créance n’est pas recouvrée.',
  ],
  [
    'Formation au numérique',
    'Académie Numérika',
    'academie-numerika',
    'Des ateliers courts pour maîtriser la bureautique, les réseaux sociaux et la facturation électronique.',
    'Les formations sont éligibles au financement par votre opérateur de compétences.',
  ],
  [
    'Bien-être au travail',
    'Sérénia',
    'serenia',
    'Une plateforme d’écoute psychologique et de conseils pour vos équipes.',
    'Les échanges sont confidentiels et accessibles 24 h sur 24.',
  ],
  [
    'Accompagnement à l’export',
    'Export Horizon',
    'export-horizon',
    'Un accompagnement pas à pas pour vendre vos produits hors de France.',
    'Étude de marché, recherche de distributeurs et formalités douanières sont inclus.',
  ],
  [
    'Traduction professionnelle',
    'Lingua Pro',
    'lingua-pro',
    'Traduisez vos contrats, fiches produits et sites web dans plus de 30 langues.',
    'Chaque traduction est relue par un second traducteur natif.',
  ],
  [
    'Bilan retraite du dirigeant',
    'Prévia Conseil',
    'previa-conseil',
    'Faites le point sur vos droits à la retraite et optimisez votre rémunération.',
    'Le bilan est remis lors d’un rendez-vous de restitution d’une heure.',
  ],
];

const SALE_PERMISSIONS: readonly ServiceLine[] = [
  [
    'Vente de cartes cadeaux multi-enseignes',
    'Kadéo',
    'kadeo',
    'Proposez à vos clients des cartes cadeaux valables dans plus de 500 enseignes.',
    'Vous percevez une commission sur chaque carte vendue, versée chaque mois.',
  ],
  [
    'Distribution d’offres d’électricité verte',
    'Voltéa Énergie',
    'voltea-energie',
    'Devenez apporteur d’affaires pour une électricité d’origine renouvelable.',
    'Un kit de vente et une formation d’une demi-journée vous sont fournis.',
  ],
  [
    'Revente d’abonnements fibre',
    'Fibréo',
    'fibreo',
    'Commercialisez des abonnements fibre professionnels auprès de votre clientèle.',
    'L’installation et le service après-vente restent assurés par l’opérateur.',
  ],
  [
    'Contrats d’entretien de chaudière',
    'Thermia Services',
    'thermia-services',
    'Vendez des contrats d’entretien annuels à vos clients particuliers et professionnels.',
    'Les interventions sont planifiées directement par Thermia Services.',
  ],
  [
    'Forfaits mobiles pour vos clients',
    'Ondalis Mobile',
    'ondalis-mobile',
    'Ajoutez des forfaits mobiles à votre catalogue sans investissement.',
    'La souscription se fait en boutique sur une tablette fournie.',
  ],
  [
    'Revente de terminaux de paiement',
    'Payzen Commerce',
    'payzen-commerce',
    'Équipez les commerçants de votre secteur en terminaux de paiement.',
    'Vous êtes rémunéré à la mise en service puis sur chaque mois d’abonnement.',
  ],
  [
    'Apport d’affaires en assurance',
    'Assurys',
    'assurys',
    'Recommandez des assurances professionnelles et touchez une prime par contrat signé.',
    'Assurys gère la souscription et les sinistres sans que vous ayez à intervenir.',
  ],
  [
    'Distribution de titres-restaurant',
    'Repas & Vous',
    'repas-et-vous',
    'Proposez des titres-restaurant dématérialisés aux entreprises que vous accompagnez.',
    'Une carte de paiement est remise à chaque salarié bénéficiaire.',
  ],
];

function toServices(lines: readonly ServiceLine[], type: ServicePlusType): ServicePlusSeed[] {
  return lines.map(([title, brand, slug, summary, detail]) => ({
    type,
    title,
    summary,
    description: `${summary} ${detail} Proposé par ${brand}, partenaire du programme Avantages Pro.`,
    website: `https://www.${slug}.example/avantages-pro`,
    logoBase64: logoSvgBase64(brand),
  }));
}

export function servicesPlusSeed(): ServicePlusSeed[] {
  return [
    ...toServices(EXCLUSIVE_SERVICES, 'EXCLUSIVE_SERVICE'),
    ...toServices(SALE_PERMISSIONS, 'SALE_PERMISSION'),
  ];
}

export interface NewsSeed {
  title: string;
  summary: string;
  body: string;
  imageBase64: string | null;
  publishedAt: Date;
}

type NewsLine = [caption: string, title: string, summary: string, lead: string];

/** Newest first. */
const NEWS: readonly NewsLine[] = [
  [
    'Énergie',
    'Prix de l’électricité : ce qui change au 1er février',
    'Les tarifs réglementés évoluent : vérifiez votre contrat avant l’échéance.',
    'La Commission de régulation de l’énergie a publié ses recommandations pour le début de l’année. Les entreprises de moins de dix salariés restent éligibles aux tarifs réglementés, mais les offres à prix fixe négociées peuvent se révéler plus avantageuses sur deux ou trois ans.',
  ],
  [
    'Télécoms',
    'Fin du réseau cuivre : anticipez le passage à la fibre',
    'Le réseau téléphonique historique ferme progressivement commune par commune.',
    'Le calendrier de fermeture du réseau cuivre s’accélère. Les lignes fixes, les terminaux de paiement et les alarmes raccordés à l’ancien réseau doivent être migrés avant la date annoncée pour votre commune.',
  ],
  [
    'Facturation',
    'Facture électronique : le calendrier confirmé',
    'Toutes les entreprises devront pouvoir recevoir des factures électroniques.',
    'L’obligation de réception des factures électroniques s’appliquera à toutes les entreprises, quelle que soit leur taille. L’émission sera ensuite obligatoire pour les PME et les micro-entreprises, ce qui laisse le temps de choisir une plateforme adaptée.',
  ],
  [
    'Mobilité',
    'Véhicules électriques : les aides pour les professionnels',
    'Bonus, amortissement et recharge : le point sur les dispositifs en vigueur.',
    'Les véhicules utilitaires électriques bénéficient toujours d’aides à l’achat pour les entreprises. L’amortissement fiscal reste plus favorable que pour un véhicule thermique, et l’installation d’une borne au bureau peut être en partie financée.',
  ],
  [
    'Sécurité',
    'Cybersécurité : les cinq réflexes à adopter',
    'La plupart des attaques visant les petites entreprises commencent par un simple courriel.',
    'Hameçonnage, rançongiciels, usurpation de fournisseur : les petites structures sont des cibles de choix car souvent moins protégées. Quelques réflexes simples suffisent à éviter la majorité des incidents.',
  ],
  [
    'Nouveauté',
    'Nouveau partenaire : Bastion Cyber rejoint le programme',
    'Un diagnostic de sécurité offert aux adhérents jusqu’à la fin de l’année.',
    'Bastion Cyber, spécialiste de la sécurité informatique des PME, rejoint le programme Avantages Pro. Son équipe propose un diagnostic gratuit et des tarifs négociés sur ses solutions de sauvegarde et de protection des postes.',
  ],
  [
    'Assurances',
    'Assurance multirisque : bien déclarer ses locaux',
    'Une surface ou une activité mal déclarée peut réduire votre indemnisation.',
    'En cas de sinistre, l’assureur vérifie que les informations du contrat correspondent à la réalité. Une extension de locaux, un nouveau stock ou une activité complémentaire doivent être déclarés pour rester couverts.',
  ],
  [
    'Social',
    'Titres-restaurant : les nouvelles règles d’utilisation',
    'Le plafond journalier et les produits éligibles ont été précisés.',
    'Les titres-restaurant peuvent toujours être utilisés pour acheter des produits alimentaires non directement consommables. Le plafond journalier est maintenu et la dématérialisation devient la norme.',
  ],
  [
    'Énergie',
    'Décret tertiaire : êtes-vous concerné ?',
    'Les bâtiments de plus de 1 000 m² doivent réduire leur consommation d’énergie.',
    'Le dispositif éco-énergie tertiaire impose une baisse progressive de la consommation des bâtiments professionnels. Les déclarations se font chaque année sur une plateforme en ligne dédiée.',
  ],
  [
    'Banque',
    'Paiement sans contact : négociez vos commissions',
    'Les frais d’encaissement peuvent représenter une part importante de votre marge.',
    'Avec la généralisation du paiement par carte, les commissions bancaires pèsent davantage sur les commerces de proximité. Comparer les offres de terminaux et de contrats monétiques permet souvent de réduire la facture de moitié.',
  ],
  [
    'Voyages',
    'Voyages d’affaires : réservez malin',
    'Train, hôtel, location : nos conseils pour réduire le budget de vos déplacements.',
    'Les déplacements professionnels représentent un poste de dépense souvent sous-estimé. Réserver tôt, centraliser les achats et utiliser les tarifs négociés permettent des économies importantes.',
  ],
  [
    'Nouveauté',
    'Votre espace fait peau neuve',
    'Une navigation plus simple, sur ordinateur comme sur mobile.',
    'L’espace Avantages Pro a été repensé pour vous permettre de retrouver plus vite les offres qui vous intéressent. L’application s’installe désormais sur l’écran d’accueil de votre téléphone et fonctionne même sans connexion.',
  ],
  [
    'Fournitures',
    'Rentrée : équipez vos bureaux à moindre coût',
    'Papeterie, mobilier et consommables à prix négociés pendant tout le mois.',
    'La rentrée est le bon moment pour renouveler le mobilier et les fournitures. Nos partenaires proposent des remises supplémentaires sur les commandes groupées.',
  ],
  [
    'Télécoms',
    'Forfaits mobiles : faut-il renégocier ?',
    'Les prix ont fortement baissé : votre flotte est peut-être surpayée.',
    'Beaucoup d’entreprises conservent des forfaits souscrits il y a plusieurs années. Une renégociation permet souvent d’obtenir davantage de données pour un prix inférieur.',
  ],
  [
    'Social',
    'Mutuelle d’entreprise : ce que dit la loi',
    'Tous les salariés doivent bénéficier d’une complémentaire santé collective.',
    'L’employeur doit proposer une mutuelle à l’ensemble de ses salariés et en financer au moins la moitié. Certaines dispenses restent possibles, à condition d’être justifiées par écrit.',
  ],
  [
    'Énergie',
    'Panneaux solaires : produire sa propre électricité',
    'L’autoconsommation devient rentable pour de nombreux bâtiments professionnels.',
    'Avec la hausse des prix de l’électricité, installer des panneaux solaires sur la toiture de vos locaux peut être amorti en moins de dix ans. Le surplus produit peut être revendu.',
  ],
  [
    'Mobilité',
    'Forfait mobilités durables : un avantage apprécié',
    'Vélo, covoiturage, trottinette : l’employeur peut prendre en charge les trajets.',
    'Le forfait mobilités durables permet de rembourser jusqu’à plusieurs centaines d’euros par an à vos salariés, en franchise de cotisations sociales. C’est un argument de recrutement de plus en plus apprécié.',
  ],
  [
    'Sécurité',
    'Télésurveillance : les nouvelles offres connectées',
    'Caméras, alarmes et levée de doute depuis votre téléphone.',
    'Les solutions de télésurveillance se sont démocratisées. Les commerçants et artisans peuvent désormais protéger leurs locaux pour quelques dizaines d’euros par mois.',
  ],
  [
    'Facturation',
    'Affacturage : une solution pour votre trésorerie',
    'Être payé en 48 heures sans attendre l’échéance de vos factures.',
    'L’affacturage consiste à céder vos factures à un organisme qui vous les règle immédiatement. Cette solution, longtemps réservée aux grandes entreprises, s’ouvre aux TPE avec des offres sans engagement.',
  ],
  [
    'Nouveauté',
    'Cinq nouvelles offres sur les véhicules utilitaires',
    'Location longue durée, entretien et pneumatiques à conditions préférentielles.',
    'Nos partenaires spécialisés dans les véhicules professionnels enrichissent leurs offres. Les artisans peuvent désormais bénéficier d’un véhicule de remplacement inclus dans leur contrat.',
  ],
  [
    'Assurances',
    'Cyber-risques : une assurance devenue indispensable',
    'Une attaque informatique peut paralyser votre activité pendant plusieurs jours.',
    'Les contrats d’assurance cyber couvrent les frais de restauration des données, la perte d’exploitation et l’assistance d’experts. Certains assureurs exigent un niveau minimal de protection avant de vous couvrir.',
  ],
  [
    'Énergie',
    'Éclairage LED : un investissement vite rentabilisé',
    'Jusqu’à 70 % d’économies sur la consommation d’éclairage.',
    'Remplacer les anciens luminaires par des LED réduit fortement la facture d’électricité et les coûts de maintenance. Des primes énergie peuvent financer une partie des travaux.',
  ],
  [
    'Communication',
    'Réseaux sociaux : par où commencer ?',
    'Quelques publications régulières suffisent pour gagner en visibilité locale.',
    'Être présent sur les réseaux sociaux ne demande pas un budget important. L’essentiel est de publier régulièrement, de répondre aux avis et de montrer les coulisses de votre activité.',
  ],
  [
    'Banque',
    'Crédit-bail : financer son matériel sans apport',
    'Une solution souple pour renouveler vos équipements professionnels.',
    'Le crédit-bail permet d’utiliser un équipement sans l’acheter, avec une option d’achat en fin de contrat. Les loyers sont déductibles du résultat et préservent votre capacité d’emprunt.',
  ],
  [
    'Social',
    'Épargne salariale : un levier de fidélisation',
    'Intéressement et plan d’épargne sont désormais accessibles aux petites entreprises.',
    'Les dispositifs d’épargne salariale ont été simplifiés pour les entreprises de moins de cinquante salariés. Ils permettent de partager les résultats avec vos équipes dans un cadre fiscal avantageux.',
  ],
  [
    'Voyages',
    'Salons professionnels : le calendrier du semestre',
    'Les rendez-vous à ne pas manquer et nos offres de transport et d’hébergement.',
    'Plusieurs grands salons professionnels se tiennent ce semestre à Paris, Lyon et Bordeaux. Nos partenaires hôteliers et ferroviaires proposent des tarifs spécifiques pour les exposants et les visiteurs.',
  ],
  [
    'Fournitures',
    'Consommables d’impression : les bons réflexes',
    'Cartouches compatibles, recyclage et impression raisonnée.',
    'Les consommables d’impression restent un poste de dépense important. Choisir des cartouches compatibles de qualité et paramétrer l’impression recto verso par défaut permet de réduire les coûts.',
  ],
  [
    'Télécoms',
    'Standard téléphonique dans le cloud',
    'Un numéro unique, des appels sur mobile et ordinateur, sans matériel à installer.',
    'Les standards téléphoniques hébergés remplacent les anciens autocommutateurs. Ils s’adaptent au télétravail et se configurent depuis une simple interface web.',
  ],
  [
    'Nouveauté',
    'Bienvenue dans le programme Avantages Pro',
    'Découvrez les offres négociées pour les professionnels.',
    'Avantages Pro réunit des offres négociées auprès de fournisseurs sélectionnés pour les petites et moyennes entreprises. Choisissez vos thèmes favoris pour recevoir une sélection adaptée à votre activité.',
  ],
  [
    'Énergie',
    'Gaz naturel : sécuriser son prix pour l’hiver',
    'Les contrats à prix fixe protègent des hausses saisonnières.',
    'Avant l’hiver, il est prudent de vérifier la date d’échéance de votre contrat de gaz. Un prix fixe sur deux ans offre une visibilité appréciable sur vos charges.',
  ],
];

const NEWS_FOLLOW_UPS = [
  'Nos conseillers se tiennent à votre disposition pour étudier votre situation et vous orienter vers les offres négociées les plus adaptées. Prenez rendez-vous depuis le menu de votre espace.',
  'Les adhérents du programme bénéficient de conditions préférentielles auprès de nos partenaires. Retrouvez-les dans la rubrique « Solutions & Tarifs Négociés ».',
  'Pensez à mettre à jour vos thèmes d’intérêt : votre sélection d’offres sera plus pertinente et vous serez informé en priorité des nouveautés.',
  'Cet article est donné à titre d’information générale. Pour toute décision engageant votre entreprise, rapprochez-vous de votre expert-comptable ou de votre conseiller habituel.',
  'Les offres mentionnées sont valables dans la limite de leur date de validité et sous réserve d’acceptation de votre dossier par le fournisseur.',
] as const;

export function newsSeed(): NewsSeed[] {
  const random = createRandom(0x2e25);
  return NEWS.map(([caption, title, summary, lead], index) => {
    const paragraphs = [lead, ...random.sample(NEWS_FOLLOW_UPS, random.int(1, 3))];
    return {
      title,
      summary,
      body: paragraphs.join('\n\n'),
      // Every fifth article has no picture, as in real editorial content.
      imageBase64: index % 5 === 4 ? null : illustrationSvgBase64(caption),
      // Roughly one article a week, the newest two days before the demo's "today".
      publishedAt: new Date(DEMO_TODAY - (2 + index * 6) * 86_400_000 + 9 * 3_600_000),
    };
  });
}

export interface PartnerSeed {
  name: string;
  logoBase64: string | null;
  description: string;
  website: string;
  active: boolean;
}

export const ACTIVE_PARTNER: PartnerSeed = {
  name: 'Groupement Artisans Plus',
  logoBase64: logoSvgBase64('Artisans Plus', '#e0682b'),
  description:
    'Groupement régional d’artisans du bâtiment qui fait bénéficier ses membres des tarifs négociés Avantages Pro.',
  website: 'https://www.artisans-plus.example',
  active: true,
};

export const INACTIVE_PARTNER: PartnerSeed = {
  name: 'Club des Commerçants de l’Ouest',
  logoBase64: logoSvgBase64('Commerçants Ouest', '#00838f'),
  description:
    'Association de commerçants indépendants ; partenariat suspendu en attente de renouvellement.',
  website: 'https://www.commercants-ouest.example',
  active: false,
};

export function loginImagesSeed(): { imageBase64: string; alt: string; position: number }[] {
  return [
    [
      'Des tarifs négociés pour vous',
      'Artisane souriante dans son atelier, tablette à la main',
      '#1e6fd9',
    ],
    [
      'Vos offres, même hors ligne',
      'Commerçant consultant les offres sur son téléphone',
      '#0f9d76',
    ],
    [
      'Un conseiller à votre écoute',
      'Conseillère en rendez-vous avec un chef d’entreprise',
      '#8e44ad',
    ],
  ].map(([caption = '', alt = '', color], position) => ({
    imageBase64: illustrationSvgBase64(caption, color),
    alt,
    position,
  }));
}
