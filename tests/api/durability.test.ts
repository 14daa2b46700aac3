import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { sha256Hex } from '../../server/db/passwords';
import { startTestServer, type TestServer } from '../support/api-server';
import { linkIn, sentEmailsTo } from '../support/sent-emails';

/**
 * The embedded database must keep what was written once the server and PGlite are closed: a
 * password changed through the reset flow still works after a restart on the same folder.
 */
describe('PGlite keeps its data across a restart', () => {
  let dataDir = '';
  let server: TestServer | undefined;

  afterAll(async () => {
    await server?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('still has a password changed before the restart', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'avantages-pro-durability-'));
    const first = await startTestServer('pglite', { dataDir });
    const anonymous = first.client();
    expect((await anonymous.post('/fo/user/resetPassword/agence@demo.fr')).status).toBe(200);
    const admin = await first.loginAs('admin@demo.fr');
    const [message] = await sentEmailsTo((path) => admin.get(path), 'agence@demo.fr');
    const token = linkIn(message!.text, /\/resetPassword\?token=/).searchParams.get('token') ?? '';
    const reset = await anonymous.postForm('/fo/user/resetPassword', {
      email: 'agence@demo.fr',
      token,
      password: sha256Hex('Toujours-la-2024'),
    });
    expect(reset.status).toBe(200);
    const before = await first.loginAs('agence@demo.fr', 'Toujours-la-2024');
    // Stops the server and closes PGlite; the folder stays (it was given).
    await first.close();

    const database = await openDatabase({ dataDir });
    server = await startTestServer('pglite', { database });
    const client = await server.loginAs('agence@demo.fr', 'Toujours-la-2024');
    expect((await client.router('getConnectedUser')).status).toBe(200);
    const old = await server.client().postForm('/form-login', {
      username: 'agence@demo.fr',
      password: sha256Hex('demo1234'),
    });
    expect(old.body).toEqual({ success: false });
    // The used link and the session opened before the restart are in the database too.
    expect((await server.client().get(`/fo/user/token/${token}`)).body).toMatchObject({
      reason: 'used',
    });
    const cookie = before.cookieHeader;
    const resumed = await server.client().request('POST', '/router', {
      json: { action: 'userBoController', method: 'getConnectedUser' },
      headers: { cookie },
    });
    expect(resumed.status).toBe(200);
    // Two PGlite opens and several password hashes: slow on a busy machine.
  }, 120_000);
});
