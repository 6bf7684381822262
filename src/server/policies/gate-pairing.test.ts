import { describe, expect, it } from 'vitest';
import type { GateRole } from '../../shared/gate/pairing';
import type { Actor } from '../lib/actor';
import { gatePairingPolicy, type PairingHolder } from './gate-pairing';

const actor = (id: number, isAdmin = false): Actor => ({
  id,
  userName: `member${id}`,
  email: `member${id}@example.net`,
  roles: isAdmin ? ['Admin'] : [],
  isAdmin,
  isReferee: false,
});

const pairing = { id: 9, userId: 4 };

describe('gatePairingPolicy.mayUse', () => {
  it('lets the member who made the pairing use it, whatever another member’s roles', () => {
    expect(gatePairingPolicy.mayUse({ actor: actor(4), pairingAccess: null }, pairing)).toBe(true);
    expect(gatePairingPolicy.mayUse({ actor: actor(5), pairingAccess: null }, pairing)).toBe(false);
    expect(gatePairingPolicy.mayUse({ actor: actor(1, true), pairingAccess: null }, pairing)).toBe(false);
  });

  it('lets a phone that joined with the code use that pairing alone, signed in or not', () => {
    expect(gatePairingPolicy.mayUse({ actor: null, pairingAccess: 9 }, pairing)).toBe(true);
    expect(gatePairingPolicy.mayUse({ actor: null, pairingAccess: 8 }, pairing)).toBe(false);
    expect(gatePairingPolicy.mayUse({ actor: null, pairingAccess: null }, pairing)).toBe(false);
  });
});

describe('gatePairingPolicy.mayCross', () => {
  const mayCross = (holder: PairingHolder, role: GateRole) =>
    gatePairingPolicy.mayCross(holder, pairing, role);

  it('lets the maker post either line (a single phone is both), a joined phone the finish alone', () => {
    expect(mayCross({ actor: actor(4), pairingAccess: null }, 'start')).toBe(true);
    expect(mayCross({ actor: actor(4), pairingAccess: null }, 'finish')).toBe(true);
    expect(mayCross({ actor: null, pairingAccess: 9 }, 'finish')).toBe(true);
    expect(mayCross({ actor: null, pairingAccess: 9 }, 'start')).toBe(false);
    expect(mayCross({ actor: null, pairingAccess: 8 }, 'finish')).toBe(false);
    expect(mayCross({ actor: actor(5), pairingAccess: null }, 'finish')).toBe(false);
  });
});
