/**
 * Migration 0006_hashed_tokens.sql on a database that already holds links in clear
 * (docs/http-contract.md, "Links sent by e-mail"): a reset token and a sent invitation are
 * replaced by their SHA-256 and keep working, the invitation until 7 days after it was sent; a
 * first-connection link never e-mailed (the demo's `bienvenue-demo`) stops working. The
 * migrations' own SQL, statement by statement, on PGlite and on a PostgreSQL database.
 */
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../../server/db/client';
import { hashSecretToken } from '../../../server/db/secret-tokens';
import { DATABASE_KINDS } from '../../support/api-server';
import { createEmptyDatabase } from '../../support/test-database';

const MIGRATION = '0006_hashed_tokens.sql';
const SENT_AT = '2026-11-20T10:00:00.000Z';

interface Sql {
  run(text: string): Promise<void>;
  rows<Row>(text: string): Promise<Row[]>;
  close(): Promise<void>;
}

/** The statements of the migration files, in order, up to `last` (excluded or included). */
async function statements(until: (file: string) => boolean): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_FOLDER)).filter((f) => f.endsWith('.sql')).sort();
  const texts = await Promise.all(
    files.filter(until).map((file) => readFile(path.join(MIGRATIONS_FOLDER, file), 'utf8')),
  );
  return texts.flatMap((text) => text.split('--> statement-breakpoint'));
}

describe.each(DATABASE_KINDS)('migration 0006, tokens in clear hashed (%s)', (kind) => {
  let db: Sql;
  let cleanUp: () => Promise<void>;

  beforeAll(async () => {
    if (kind === 'pglite') {
      const dir = await mkdtemp(path.join(tmpdir(), 'avantages-pro-migration-'));
      const client = new PGlite(dir);
      db = {
        run: async (text) => void (await client.exec(text)),
        rows: async <Row>(text: string) => (await client.query<Row>(text)).rows,
        close: () => client.close(),
      };
      cleanUp = () => rm(dir, { recursive: true, force: true });
    } else {
      const database = await createEmptyDatabase('migration');
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      db = {
        run: async (text) => void (await client.query(text)),
        rows: async <Row>(text: string) => (await client.query(text)).rows as Row[],
        close: () => client.end(),
      };
      cleanUp = database.drop;
    }
    for (const statement of await statements((file) => file < MIGRATION)) {
      await db.run(statement);
    }
    await db.run(`
      insert into users (id, email, role, activated, initialization_token, invitation_sent_at)
      values (1, 'invite@exemple.fr', 'PRO', false, 'jeton-invitation', '${SENT_AT}'),
             (2, 'nouveau@demo.fr', 'PRO', false, 'bienvenue-demo', null),
             (3, 'pro@demo.fr', 'PRO', true, null, null);
      insert into password_reset_tokens (token, user_id, expires_at)
      values ('jeton-reinitialisation', 3, now() + interval '1 hour');
    `);
    for (const statement of await statements((file) => file === MIGRATION)) {
      await db.run(statement);
    }
  }, 120_000);
  afterAll(async () => {
    await db?.close();
    await cleanUp?.();
  });

  it('keeps a reset token as its SHA-256, as the server computes it', async () => {
    const rows = await db.rows<{ token_hash: string }>(
      'select token_hash from password_reset_tokens',
    );
    expect(rows).toEqual([{ token_hash: hashSecretToken('jeton-reinitialisation') }]);
  });

  it('keeps a sent invitation as its SHA-256, valid 7 days from its sending', async () => {
    const rows = await db.rows<{
      id: number;
      initialization_token_hash: string | null;
      initialization_expires_at: Date | string | null;
    }>('select id, initialization_token_hash, initialization_expires_at from users order by id');
    expect(rows.map((row) => row.initialization_token_hash)).toEqual([
      hashSecretToken('jeton-invitation'),
      null,
      null,
    ]);
    expect(new Date(rows[0]!.initialization_expires_at!).toISOString()).toBe(
      new Date(Date.parse(SENT_AT) + 7 * 24 * 60 * 60 * 1000).toISOString(),
    );
    // The link never e-mailed (the demo's fixed one) no longer opens anything.
    expect(rows[1]!.initialization_expires_at).toBeNull();
  });

  it('leaves no token in clear', async () => {
    const [found] = await db.rows<{ n: number }>(`
      select count(*)::int as n from users
      where initialization_token_hash in ('jeton-invitation', 'bienvenue-demo')
    `);
    expect(found!.n).toBe(0);
  });
});
