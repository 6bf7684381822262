import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAIRING_LIFETIME_MS } from '../../shared/gate/pairing';
import type { GatePairing } from '../../shared/schemas/gate';
import type { Database } from '../db/client';
import { createLocation, createUser } from '../test/factories';
import { TEST_PASSWORD } from '../test/harness';
import { startTwoInstances, type TwoInstances } from '../test/instances';

/**
 * The two phones of a pairing behind a load balancer: the start phone's calls reach one instance,
 * the finish phone's the other, and each sees what the other wrote. On PostgreSQL each has its own pool.
 */
let database: Database;
let startSide: FastifyInstance;
let finishSide: FastifyInstance;
let started: TwoInstances | undefined;

beforeAll(async () => {
  started = await startTwoInstances();
  database = started.database;
  [startSide, finishSide] = started.instances;
});
afterAll(() => started?.close());

async function call(app: FastifyInstance, token: string, url: string, payload?: object) {
  const response = await app.inject({
    method: payload ? 'POST' : 'GET',
    url,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as GatePairing;
}

describe('a pairing on two instances', () => {
  it('is made on one, joined, timed and read on the other', async () => {
    const member = await createUser(database.db);
    const { id: locationId } = await createLocation(database.db, { minimumSeconds: 1 });
    const login = async (app: FastifyInstance) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/Auth/Login',
          payload: { user: member.userName, password: TEST_PASSWORD },
        })
      ).json().token as string;
    const [startToken, finishToken] = [await login(startSide), await login(finishSide)];

    const made = await call(startSide, startToken, '/api/Gate/CreatePairing', { locationId });
    const joined = await call(finishSide, finishToken, '/api/Gate/JoinPairing', { code: made.code });
    expect(joined).toMatchObject({ id: made.id, state: 'paired' });
    // The start phone, polling its own instance, sees the finish phone joined.
    expect(await call(startSide, startToken, `/api/Gate/Pairing/${made.id}`)).toMatchObject({
      finishJoined: true,
    });

    // Crossings are real-clock instants here: the start when the pairing was made, the finish soon after.
    await call(startSide, startToken, '/api/Gate/PostCrossing', {
      pairingId: made.id,
      role: 'start',
      at: Date.parse(made.expiresAt) - PAIRING_LIFETIME_MS,
      uncertaintyMs: 3,
    });
    const running = await call(finishSide, finishToken, `/api/Gate/Pairing/${made.id}`);
    expect(running.state).toBe('running');
    const startedAt = running.start?.at ?? 0;
    const finished = await call(finishSide, finishToken, '/api/Gate/PostCrossing', {
      pairingId: made.id,
      role: 'finish',
      at: startedAt + 1_234,
      uncertaintyMs: 4,
    });
    expect(finished.run).toMatchObject({ durationMs: 1_234, uncertaintyMs: 7 });
    expect((await call(startSide, startToken, `/api/Gate/Pairing/${made.id}`)).run).toEqual(finished.run);
  });
});
