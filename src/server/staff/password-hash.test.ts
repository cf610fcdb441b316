import { hashPassword } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { PEPPERED, staffPasswordHashing } from './password-hash';

// A keyed hash never reaches the database on verify, so no database is given.
const noDatabase = {} as Db;
const PASSWORD = 'a long and uncommon passphrase';

describe('staff password hashing', () => {
  it('verifies a keyed hash with the same secret only', async () => {
    const ours = staffPasswordHashing('the console secret', noDatabase);
    const hash = await ours.hash(PASSWORD);
    expect(hash.startsWith(PEPPERED)).toBe(true);
    expect(await ours.verify({ hash, password: PASSWORD })).toBe(true);
    expect(await ours.verify({ hash, password: `${PASSWORD}!` })).toBe(false);
    const another = staffPasswordHashing('another secret', noDatabase);
    expect(await another.verify({ hash, password: PASSWORD })).toBe(false);
  });

  it('keys the password as Unicode normalises it, so one typed either way is one', async () => {
    const ours = staffPasswordHashing('the console secret', noDatabase);
    const hash = await ours.hash('café au lait, twelve plus');
    expect(await ours.verify({ hash, password: 'cafe\u0301 au lait, twelve plus' })).toBe(true);
  });

  it('refuses a wrong password against an older hash without touching the database', async () => {
    const ours = staffPasswordHashing('the console secret', noDatabase);
    const older = await hashPassword(PASSWORD);
    expect(await ours.verify({ hash: older, password: 'not it at all, not even close' })).toBe(
      false,
    );
  });
});
