/**
 * `npm run seed [-- --offers N]`: reseeds the configured database (DATABASE_URL, else the PGlite
 * folder DATA_DIR) with the demo data, replacing everything in it.
 */
import { parseArgs } from 'node:util';
import { configFromEnv } from '../config.js';
import { openDatabase } from './client.js';
import { DEFAULT_OFFER_COUNT, seedDemoData } from './seed.js';

function offerCountFrom(argv: string[]): number {
  const { values } = parseArgs({
    args: argv,
    options: { offers: { type: 'string' } },
    strict: true,
  });
  if (values.offers === undefined) return DEFAULT_OFFER_COUNT;
  const offers = Number(values.offers);
  if (!Number.isInteger(offers) || offers < 0) {
    throw new Error(`--offers attend un entier positif, reçu : ${values.offers}`);
  }
  return offers;
}

async function main(): Promise<void> {
  // Production never holds the demo's accounts and their known password (docs/operations.md).
  if (process.env.NODE_ENV === 'production') {
    throw new Error(
      'refusé en production (NODE_ENV=production) : les données de démonstration ont des mots de ' +
        'passe connus de tous. Créez le premier administrateur avec npm run create-admin.',
    );
  }
  const offers = offerCountFrom(process.argv.slice(2));
  const config = configFromEnv();
  const started = performance.now();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const where =
      database.kind === 'pglite' ? `base embarquée ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
    console.log(`Réinitialisation des données de démonstration dans la ${where}…`);
    const s = await seedDemoData(database.db, { offers });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      [
        `Données de démonstration chargées en ${seconds} s :`,
        `  ${s.users} utilisateurs (mot de passe : demo1234)`,
        `  ${s.categories} catégories, ${s.themes} thèmes, ${s.subThemes} sous-thèmes`,
        `  ${s.offers} offres, dont ${s.privilegeOffers} promotions`,
        `  ${s.exclusiveServices} services exclusifs, ${s.salePermissions} accords de vente`,
        `  ${s.news} actualités, ${s.partners} partenaires, ${s.loginImages} images de connexion`,
        'Comptes : pro@demo.fr, agence@demo.fr, reseau@demo.fr, partenaire@demo.fr, admin@demo.fr',
        'Première connexion : /initialization/bienvenue-demo (nouveau@demo.fr)',
      ].join('\n'),
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    `Échec du chargement des données : ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
});
