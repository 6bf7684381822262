import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { times } from '../db/schema/index';
import { BOARD_NOW as NOW, runBody } from '../test/boards';
import { createLocation } from '../test/factories';
import { withTestApp } from '../test/harness';

const t = withTestApp({ now: NOW });

describe('an Idempotency-Key belongs to one request', () => {
  it('answers 422 when the key comes back with another body, and saves only the first', async () => {
    const locationId = (await createLocation(t.database.db)).id;
    await t.createUser({ userName: 'runner' });
    const token = await t.login('runner');
    const save = (payload: object) =>
      t.request({
        method: 'POST',
        url: '/api/Leaderboard/AddToLeaderboard',
        token,
        payload,
        headers: { 'idempotency-key': 'run-1' },
      });

    const first = await save(runBody(locationId, 30_000));
    expect(first.statusCode).toBe(200);

    const changed = await save(runBody(locationId, 25_000));
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toEqual({
      error: messages.idempotencyKeyReused,
      code: 'IDEMPOTENCY_KEY_REUSED',
      fields: { 'idempotency-key': messages.idempotencyKeyReused },
    });

    const retry = await save(runBody(locationId, 30_000));
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());

    const saved = await t.database.db.select({ duration: times.duration }).from(times);
    expect(saved).toEqual([{ duration: 30_000 }]);
  });
});
