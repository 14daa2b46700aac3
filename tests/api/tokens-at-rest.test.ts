/**
 * The tokens of the links the server e-mails are never stored (docs/http-contract.md, "Stored
 * hashed"): real tokens, taken from real e-mails (a password reset and an invitation, received by
 * an SMTP server on loopback), are looked for in every text column of every table of the database.
 */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BoCreatedUser } from '../../src/contract/back-office/schemas/users';
import type { Db } from '../../server/db/client';
import { hashSecretToken } from '../../server/db/secret-tokens';
import { RULES_DATABASE_KINDS, type TestServer } from '../support/api-server';
import { linkIn } from '../support/sent-emails';
import { startServerWithSmtpSink, type SmtpSink } from '../support/smtp-sink';

/** The rows of a query, as both drivers answer them (`{ rows }`). */
async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** Every `table.column` of the server's schema whose value holds `needle`, as text. */
async function columnsHolding(db: Db, needle: string): Promise<string[]> {
  const columns = await rowsOf<{ table_name: string; column_name: string }>(
    db,
    sql`
    select c.table_name, c.column_name
    from information_schema.columns c
    join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema()
      and t.table_type = 'BASE TABLE'
      and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb')
  `,
  );
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const [hits] = await rowsOf<{ hits: number }>(
      db,
      sql`select count(*)::int as hits from ${sql.identifier(table)}
          where strpos(${sql.identifier(column)}::text, ${needle}) > 0`,
    );
    if ((hits?.hits ?? 0) > 0) found.push(`${table}.${column}`);
  }
  return found;
}

describe.each(RULES_DATABASE_KINDS)('tokens at rest (%s)', (kind) => {
  let smtp: SmtpSink;
  let server: TestServer;

  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ server, smtp, close } = await startServerWithSmtpSink(kind));
  });
  afterAll(() => close());

  it('scans every text column of every table (the check can see a token)', async () => {
    // A value known to be stored: the scan finds it where it is, so an empty answer means absent.
    expect(await columnsHolding(server.database.db, 'partenaire@demo.fr')).toContain('users.email');
    expect(await columnsHolding(server.database.db, hashSecretToken('bienvenue-demo'))).toEqual([
      'users.initialization_token_hash',
    ]);
    expect(await columnsHolding(server.database.db, 'bienvenue-demo')).toEqual([]);
  });

  it('stores neither a reset link’s token nor an invitation’s, only their hashes', async () => {
    const asked = await server.client().request('POST', '/fo/user/resetPassword/pro%40demo.fr', {
      headers: { 'x-forwarded-for': '198.51.100.80' },
    });
    expect(asked.status).toBe(200);
    const resetToken = linkIn(
      smtp.to('pro@demo.fr')[0]!.text,
      /\/resetPassword\?token=/,
    ).searchParams.get('token')!;

    const admin = await server.loginAs('admin@demo.fr');
    const invited = await admin.post('/bo/api/users', {
      email: `au-repos-${kind}@exemple.fr`,
      firstname: 'Inès',
      lastname: 'Perrin',
      role: 'PRO',
      companyName: 'Perrin SARL',
    });
    expect(invited.status).toBe(201);
    const { email } = BoCreatedUser.parse(invited.body);
    const invitationToken = linkIn(smtp.to(email)[0]!.text, /\/initialization\//)
      .pathname.split('/')
      .at(-1)!;

    // Both links work...
    const status = await server.client().get(`/fo/user/token/${resetToken}`);
    expect(status.body).toMatchObject({ valid: true, email: 'pro@demo.fr' });
    expect((await server.client().get(`/fo/user/initialization/${invitationToken}`)).status).toBe(
      200,
    );

    // ...and nothing in the database holds them, only their SHA-256.
    const db = server.database.db;
    for (const token of [resetToken, invitationToken]) {
      expect(token.length).toBeGreaterThanOrEqual(40);
      expect(await columnsHolding(db, token)).toEqual([]);
    }
    expect(await columnsHolding(db, hashSecretToken(resetToken))).toEqual([
      'password_reset_tokens.token_hash',
    ]);
    expect(await columnsHolding(db, hashSecretToken(invitationToken))).toEqual([
      'users.initialization_token_hash',
    ]);
  });

  it('opens nothing with a stored hash: a copy of the database follows no link', async () => {
    const hash = hashSecretToken('bienvenue-demo');
    expect((await server.client().get(`/fo/user/initialization/${hash}`)).status).toBe(404);
    expect((await server.client().get('/fo/user/initialization/bienvenue-demo')).status).toBe(200);
  });
});
