import { expect } from 'vitest';
import { PAIRING_LIFETIME_MS } from '../../shared/gate/pairing';
import type { GatePairing, JoinedGatePairing } from '../../shared/schemas/gate';
import type { DbOrTx } from '../db/client';
import { type GatePairingRow, gatePairings } from '../db/schema/index';
import type { TestApp } from './harness';

/** Calls of the two-phone gate's API for its tests (routes/gate-*.test.ts). */
export function gateCalls(t: TestApp) {
  const calls = {
    create: (token: string | undefined, payload: object) =>
      t.request({ method: 'POST', url: '/api/Gate/CreatePairing', token, payload }),
    join: (token: string | undefined, payload: object, remoteAddress?: string) =>
      t.request({ method: 'POST', url: '/api/Gate/JoinPairing', token, payload, remoteAddress }),
    read: (token: string | undefined, id: number | string) =>
      t.request({ method: 'GET', url: `/api/Gate/Pairing/${id}`, token }),
    cross: (token: string | undefined, payload: object) =>
      t.request({ method: 'POST', url: '/api/Gate/PostCrossing', token, payload }),
    /** The same reads and crossings from a phone that joined with the code (its pairing token). */
    readAsJoined: (pairingToken: string, id: number | string) =>
      t.request({ method: 'GET', url: `/api/Gate/Pairing/${id}`, headers: pairingHeader(pairingToken) }),
    crossAsJoined: (pairingToken: string, payload: object) =>
      t.request({
        method: 'POST',
        url: '/api/Gate/PostCrossing',
        payload,
        headers: pairingHeader(pairingToken),
      }),
    /** A pairing made and joined by the token's member, ready for crossings. */
    async paired(token: string, locationId: number): Promise<GatePairing> {
      const created = await calls.create(token, { locationId });
      expect(created.statusCode).toBe(200);
      const { code } = created.json() as GatePairing;
      const joined = await calls.join(token, { code });
      expect(joined.statusCode).toBe(200);
      const { pairingToken: _key, ...pairing } = joined.json() as JoinedGatePairing;
      return pairing;
    },
  };
  return calls;
}

/** The header a phone that joined a pairing sends. */
export const pairingHeader = (pairingToken: string) => ({ authorization: `Pairing ${pairingToken}` });

let codes = 0;

/** A pairing row of the member's at the location (made a minute ago), joined unless told otherwise. */
export async function insertGatePairing(
  db: DbOrTx,
  {
    userId,
    locationId,
    now,
    joined = true,
  }: { userId: number; locationId: number; now: Date; joined?: boolean },
): Promise<GatePairingRow> {
  codes += 1;
  const [row] = await db
    .insert(gatePairings)
    .values({
      code: String(999_999 - codes).padStart(6, '0'),
      userId,
      locationId,
      createdAt: new Date(now.getTime() - 60_000),
      expiresAt: new Date(now.getTime() + PAIRING_LIFETIME_MS),
      finishJoinedAt: joined ? now : null,
      state: joined ? 'paired' : 'waiting',
    })
    .returning();
  if (!row) throw new Error('pairing not inserted');
  return row;
}
