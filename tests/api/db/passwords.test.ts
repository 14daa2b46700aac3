import { describe, expect, it } from 'vitest';
import { hashPassword, sha256Hex, verifyPassword } from '../../../server/db/passwords.js';

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
    const tampered = stored.replace('$32768$', `$${2 ** 24}$`);
    expect(await verifyPassword(digest, tampered)).toBe(false);
  });
});
