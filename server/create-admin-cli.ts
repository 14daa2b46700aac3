/**
 * `npm run create-admin -- --email someone@example.fr [--firstname … --lastname …]`: creates an
 * admin, not activated and without a password, in the configured database (DATABASE_URL, else
 * the PGlite folder DATA_DIR), and prints its single-use first-connection link, built on
 * PUBLIC_URL (docs/operations.md, "Production checklist"). Refuses an e-mail already used.
 */
import { parseArgs } from 'node:util';
import { emailSchema } from '../src/contract/french-formats.js';
import { databaseFromEnv, publicUrlFromEnv } from './config.js';
import { openDatabase } from './db/client.js';
import { createAdmin, type NewAdmin } from './services/create-admin.js';

const USAGE =
  'Usage : npm run create-admin -- --email adresse@exemple.fr [--firstname Prénom] [--lastname Nom]';

const EXPIRY_FORMAT = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});

function adminFrom(argv: string[]): NewAdmin {
  const { values } = parseArgs({
    args: argv,
    options: {
      email: { type: 'string' },
      firstname: { type: 'string', default: '' },
      lastname: { type: 'string', default: '' },
    },
    strict: true,
  });
  if (values.email === undefined) throw new Error(`L’option --email est obligatoire.\n${USAGE}`);
  const email = emailSchema.safeParse(values.email);
  if (!email.success) {
    throw new Error(`Adresse e-mail invalide : « ${values.email} ». ${USAGE}`);
  }
  return {
    email: email.data,
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
  };
}

async function main(): Promise<void> {
  const admin = adminFrom(process.argv.slice(2));
  const publicUrl = publicUrlFromEnv();
  const database = await openDatabase(databaseFromEnv());
  try {
    const created = await createAdmin(database.db, admin, publicUrl);
    console.log(
      [
        `Administrateur créé : ${admin.email.toLowerCase()} (compte n° ${created.id}, pas encore activé).`,
        'Lien de première connexion, à transmettre à cette personne seule :',
        '',
        `  ${created.link}`,
        '',
        `Il sert une seule fois, jusqu’au ${EXPIRY_FORMAT.format(created.expiresAt)} ; ` +
          'il ne sera plus jamais affiché (le serveur n’en garde que l’empreinte).',
      ].join('\n'),
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    `Création de l’administrateur impossible : ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
});
