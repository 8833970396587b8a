import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwordHash';

describe('password hashing', () => {
  it('salts each hash, never contains the password, and verifies', async () => {
    const [a, b] = await Promise.all([hashPassword('Campo@2026'), hashPassword('Campo@2026')]);
    expect(a).not.toBe(b);
    expect(a).not.toContain('Campo@2026');
    expect(await verifyPassword('Campo@2026', a)).toBe(true);
    expect(await verifyPassword('Campo@2027', a)).toBe(false);
  });

  it('rejects malformed stored hashes instead of throwing', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1$2$3$4')).toBe(false);
  });
});
