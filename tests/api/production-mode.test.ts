/**
 * Production starts empty and safe (docs/operations.md, "Production checklist"): it refuses to
 * start without PUBLIC_URL or SMTP_URL, never loads the demo's accounts nor its fixed link, and
 * gets its first admin from `npm run create-admin`, whose printed link works once. Real processes
 * (the server, the command) on a new PGlite folder and on a new PostgreSQL database.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT, configFromEnv } from '../../server/config';
import { sha256Hex } from '../../server/db/passwords';
import { DATABASE_KINDS } from '../support/api-server';
import { findFreePort } from '../support/free-port';
import { ServerProcess } from '../support/server-process';
import { createEmptyDatabase } from '../support/test-database';

const PUBLIC_URL = 'https://avantages.example.fr';

describe('the configuration in production', () => {
  const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' };

  it('requires PUBLIC_URL, with a French message', () => {
    expect(() => configFromEnv(production)).toThrow(
      /^PUBLIC_URL manquant : en production \(NODE_ENV=production\), indiquez l’adresse publique du site/,
    );
  });

  it('requires SMTP_URL: no e-mail is ever kept in production', () => {
    expect(() => configFromEnv({ NODE_ENV: 'production', PUBLIC_URL })).toThrow(
      /^SMTP_URL manquant : en production/,
    );
  });

  it.each([
    ['avantages.example.fr', 'Indiquez une adresse absolue'],
    ['ftp://avantages.example.fr', 'Seuls https:// et http:// sont acceptés.'],
    ['https://avantages.example.fr/app', 'Indiquez l’origine seule'],
    ['https://avantages.example.fr/?x=1', 'Indiquez l’origine seule'],
    ['https://avantages.example.fr/#top', 'Indiquez l’origine seule'],
    [
      'https://moi:secret@avantages.example.fr',
      'L’adresse ne doit contenir ni identifiant ni mot de passe.',
    ],
  ])('refuses PUBLIC_URL=%s', (value, why) => {
    expect(() => configFromEnv({ ...production, PUBLIC_URL: value })).toThrow(
      `PUBLIC_URL invalide : « ${value} ». ${why}`,
    );
    // The same value is refused in the demo too: a link built on it could not work.
    expect(() => configFromEnv({ PUBLIC_URL: value })).toThrow('PUBLIC_URL invalide');
  });

  it('takes an origin, a trailing slash forgiven; the demo defaults to localhost', () => {
    expect(configFromEnv({ ...production, PUBLIC_URL: `${PUBLIC_URL}/` }).publicUrl).toBe(
      PUBLIC_URL,
    );
    expect(configFromEnv({ ...production, PUBLIC_URL: 'http://intranet:8080' }).publicUrl).toBe(
      'http://intranet:8080',
    );
    expect(configFromEnv({ PORT: '3000' }).publicUrl).toBe('http://localhost:3000');
  });

  it('stops the server at once, exit code 1, the reason on stderr', async () => {
    const server = new ServerProcess(await findFreePort(), {
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://127.0.0.1:2525',
    });
    const { code } = await server.exited;
    expect(code).toBe(1);
    expect(server.stderr).toContain('PUBLIC_URL manquant');
    expect(server.stderr).not.toMatch(/\n\s+at /);
  }, 60_000);
});

/** A command of package.json (`server/…-cli.ts`), as an operator runs it, in production. */
async function runTool(script: string, env: Record<string, string>, args: string[] = []) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: PROJECT_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Production hashes at the default cost: the tests' lower one (docs/testing.md) is refused there.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: '',
      PASSWORD_HASH_COST: '',
      ...env,
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stdout, stderr };
}

/** `npm run create-admin -- …`: its exit code and what it printed. */
const createAdmin = (env: Record<string, string>, args: string[]) =>
  runTool('server/create-admin-cli.ts', env, args);

const FIRST_CONNECTION = {
  siret: '890 123 456 00026',
  companyName: 'Avantages Pro',
  activity: 'Plateforme d’avantages',
  nbEmployees: 12,
  turnover: 1_500_000,
  streetAndNumber: '10 rue de la Paix',
  postalCode: '75002',
  town: 'Paris',
  lastname: 'Lambert',
  firstname: 'Claire',
  function: 'Administratrice',
  phone: '+33 1 42 00 00 00',
  password: sha256Hex('Quatre-chevaux-bleus-sur-la-colline'),
};

describe.each(DATABASE_KINDS)('production on a new database (%s)', (kind) => {
  /** Where the database is, for the server and the command alike. */
  let databaseEnv: Record<string, string>;
  let cleanUp: () => Promise<void>;
  let server: ServerProcess | undefined;

  async function startProduction(): Promise<ServerProcess> {
    const port = await findFreePort();
    server = new ServerProcess(port, {
      ...databaseEnv,
      NODE_ENV: 'production',
      PUBLIC_URL,
      SMTP_URL: `smtp://127.0.0.1:${await findFreePort()}`,
    });
    await server.waitUntilUp();
    return server;
  }

  /** A graceful stop: PGlite writes its files as it closes, and the folder is opened again. */
  async function stopProduction(): Promise<void> {
    if (!server) return;
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
    server = undefined;
  }

  const call = (url: string, init: RequestInit = {}) =>
    fetch(`${server!.baseUrl}${url}`, {
      ...init,
      headers: { origin: server!.baseUrl, 'content-type': 'application/json', ...init.headers },
    });

  beforeAll(async () => {
    if (kind === 'pglite') {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'avantages-pro-production-'));
      databaseEnv = { DATA_DIR: dataDir };
      cleanUp = () => rm(dataDir, { recursive: true, force: true });
    } else {
      const database = await createEmptyDatabase('production');
      databaseEnv = { DATABASE_URL: database.url };
      cleanUp = database.drop;
    }
  });
  afterAll(async () => {
    await server?.kill();
    await cleanUp();
  });

  it('has no demo account and no demo link', async () => {
    await startProduction();
    const login = await call('/form-login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        username: 'admin@demo.fr',
        password: sha256Hex('demo1234'),
      }).toString(),
    });
    expect(await login.json()).toEqual({ success: false });
    expect((await call('/fo/user/initialization/bienvenue-demo')).status).toBe(404);
    await stopProduction();

    // Nor can `npm run seed` bring the demo in.
    const seeded = await runTool('server/db/seed-cli.ts', { ...databaseEnv, PUBLIC_URL });
    expect(seeded.code).toBe(1);
    expect(seeded.stderr).toContain('refusé en production (NODE_ENV=production)');
    expect(seeded.stdout).toBe('');
  }, 180_000);

  it('gets its first admin from create-admin, whose link works once', async () => {
    const email = `premiere.admin-${kind}@exemple.fr`;
    const env = { ...databaseEnv, PUBLIC_URL };
    const created = await createAdmin(env, [
      '--email',
      email,
      '--firstname',
      'Claire',
      '--lastname',
      'Lambert',
    ]);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toContain(`Administrateur créé : ${email}`);
    const link = new URL(/https:\/\/\S+\/initialization\/\S+/.exec(created.stdout)![0]);
    expect(link.origin).toBe(PUBLIC_URL);
    const token = link.pathname.split('/').at(-1)!;

    // The same address again is refused, in French, and changes nothing.
    const again = await createAdmin(env, ['--email', email.toUpperCase()]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(
      `Création de l’administrateur impossible : L’adresse ${email} est déjà utilisée par un compte`,
    );
    expect(again.stdout).toBe('');

    // Without PUBLIC_URL in production, the command refuses too.
    const noUrl = await createAdmin(databaseEnv, ['--email', `autre-${email}`]);
    expect(noUrl.code).toBe(1);
    expect(noUrl.stderr).toContain('PUBLIC_URL manquant');

    await startProduction();
    const info = await call(`/fo/user/initialization/${token}`);
    expect(info.status).toBe(200);
    expect(await info.json()).toMatchObject({ firstname: 'Claire', lastname: 'Lambert' });
    const saved = await call(`/fo/user/initialization/infos/${token}`, {
      method: 'POST',
      body: JSON.stringify(FIRST_CONNECTION),
    });
    expect(saved.status).toBe(200);
    const activated = await call(`/fo/user/initialization/activate/${token}`, {
      method: 'POST',
      body: JSON.stringify({ subThemeIds: [] }),
    });
    expect(activated.status).toBe(200);
    // Used: the link opens nothing any more.
    expect((await call(`/fo/user/initialization/${token}`)).status).toBe(404);
    await stopProduction();
  }, 240_000);
});
