import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Colleagues } from '../../src/contract/api';
import { RULES_DATABASE_KINDS, startTestServer, type TestServer } from '../support/api-server';

/**
 * GET /fo/user/allUsersFromSameCompany gives what « Mon entreprise » lists: each colleague's
 * function and phone as well as the user fields, null when the account has none.
 */
describe.each(RULES_DATABASE_KINDS)('colleagues (%s)', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('gives each colleague its function and phone', async () => {
    const client = await server.loginAs('pro@demo.fr');
    const response = await client.get('/fo/user/allUsersFromSameCompany');
    expect(response.status).toBe(200);
    const colleagues = Colleagues.parse(response.body);
    expect(
      colleagues.map(({ email, firstname, lastname, function: role, phone }) => ({
        email,
        name: `${firstname} ${lastname}`,
        role,
        phone,
      })),
    ).toEqual([
      {
        email: 'sarah.lefevre@demo.fr',
        name: 'Sarah Lefèvre',
        role: 'Assistante de direction',
        phone: '04 78 12 34 56',
      },
      {
        email: 'julien.moreau@demo.fr',
        name: 'Julien Moreau',
        role: 'Responsable des achats',
        phone: '06 23 45 67 89',
      },
    ]);
  });

  it('lists exactly the contract’s fields, never a password', async () => {
    const client = await server.loginAs('julien.moreau@demo.fr');
    const response = await client.get('/fo/user/allUsersFromSameCompany');
    const body = response.body as Record<string, unknown>[];
    for (const colleague of body) {
      expect(Object.keys(colleague).sort()).toEqual(
        [
          'companyName',
          'connectedAs',
          'email',
          'firstname',
          'function',
          'id',
          'lastname',
          'partnerId',
          'phone',
          'roleId',
        ].sort(),
      );
    }
    // The admin has neither a company nor colleagues; the contract still holds for it.
    const admin = await server.loginAs('admin@demo.fr');
    expect(Colleagues.parse((await admin.get('/fo/user/allUsersFromSameCompany')).body)).toEqual(
      [],
    );
  });
});
