import { describe, expect, it } from 'vitest';
import type { Actor } from '../lib/actor';
import { gatePairingPolicy } from './gate-pairing';

const actor = (id: number, isAdmin = false): Actor => ({
  id,
  userName: `member${id}`,
  email: `member${id}@example.net`,
  roles: isAdmin ? ['Admin'] : [],
  isAdmin,
  isReferee: false,
});

describe('gatePairingPolicy.mayUse', () => {
  it('lets only the member who made the pairing use it, whatever their roles', () => {
    expect(gatePairingPolicy.mayUse(actor(4), { userId: 4 })).toBe(true);
    expect(gatePairingPolicy.mayUse(actor(5), { userId: 4 })).toBe(false);
    expect(gatePairingPolicy.mayUse(actor(1, true), { userId: 4 })).toBe(false);
  });
});
