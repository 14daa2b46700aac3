import { afterEach, describe, expect, it, vi } from 'vitest';
import { configFromEnv } from '../../../server/config.js';
import {
  hashPassword,
  passwordHashCostFrom,
  sha256Hex,
  verifyPassword,
} from '../../../server/db/passwords.js';

describe('passwords', () => {
  const digest = sha256Hex('demo1234');

  it('computes the SHA-256 hex the PWA sends', () => {
    expect(digest).toBe('0ead2060b65992dca4769af601a1b3a35ef38cfad2c2c465bb160ea764157c5d');
  });

  it('stores a salted scrypt hash that verifies the same digest', async () => {
    const stored = await hashPassword(digest);
    expect(stored).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(stored).not.toContain(digest);
    expect(await verifyPassword(digest, stored)).toBe(true);
    // Hex case is not significant.
    expect(await verifyPassword(digest.toUpperCase(), stored)).toBe(true);
  });

  it('rejects a wrong password', async () => {
    const stored = await hashPassword(digest);
    expect(await verifyPassword(sha256Hex('demo1235'), stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    const [first, second] = await Promise.all([hashPassword(digest), hashPassword(digest)]);
    expect(first).not.toBe(second);
  });

  it('never matches a missing or malformed stored value', async () => {
    expect(await verifyPassword(digest, null)).toBe(false);
    expect(await verifyPassword(digest, '')).toBe(false);
    expect(await verifyPassword(digest, digest)).toBe(false);
    expect(await verifyPassword(digest, 'scrypt$32768$8$1$c2FsdA==$dG9vc2hvcnQ=')).toBe(false);
    // A tampered cost must not make a login allocate gigabytes.
    const stored = await hashPassword(digest);
    const tampered = stored.replace(/^scrypt\$\d+\$/, `scrypt$${2 ** 24}$`);
    expect(tampered).not.toBe(stored);
    expect(await verifyPassword(digest, tampered)).toBe(false);
  });

  describe('cost (PASSWORD_HASH_COST)', () => {
    afterEach(() => vi.unstubAllEnvs());

    it('hashes at N = 2^15 by default', async () => {
      vi.stubEnv('PASSWORD_HASH_COST', '');
      const stored = await hashPassword(digest);
      expect(stored).toMatch(/^scrypt\$32768\$8\$1\$/);
      expect(await verifyPassword(digest, stored)).toBe(true);
    });

    it('hashes at the configured cost, and verifies a hash of any cost it names', async () => {
      vi.stubEnv('PASSWORD_HASH_COST', '11');
      const cheaper = await hashPassword(digest);
      expect(cheaper).toMatch(/^scrypt\$2048\$8\$1\$/);
      vi.stubEnv('PASSWORD_HASH_COST', '');
      expect(await verifyPassword(digest, cheaper)).toBe(true);
    });

    it.each(['9', '21', '12.5', 'quinze'])('refuses PASSWORD_HASH_COST=%s', (value) => {
      expect(() => passwordHashCostFrom({ PASSWORD_HASH_COST: value })).toThrow(
        `PASSWORD_HASH_COST invalide : « ${value} »`,
      );
    });

    it('refuses a cost below the default in production, and accepts it elsewhere', () => {
      const production = {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://avantages.example.fr',
        SMTP_URL: 'smtp://127.0.0.1:2525',
      };
      expect(() => configFromEnv({ ...production, PASSWORD_HASH_COST: '14' })).toThrow(
        'PASSWORD_HASH_COST=14 refusé en production',
      );
      expect(configFromEnv({ ...production, PASSWORD_HASH_COST: '16' }).production).toBe(true);
      expect(configFromEnv({ ...production }).production).toBe(true);
      expect(configFromEnv({ NODE_ENV: 'test', PASSWORD_HASH_COST: '10' }).production).toBe(false);
    });
  });
});
