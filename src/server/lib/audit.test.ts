import { describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema/index';
import { withTestApp } from '../test/harness';
import { recordAudit } from './audit';

const t = withTestApp();
const db = () => t.database.db;

describe('recordAudit', () => {
  it('stores who did what to which row, with the row before and after', async () => {
    const actor = await t.createUser();
    await recordAudit(db(), {
      actor,
      action: 'update',
      entity: 'location',
      entityId: 7,
      before: { name: 'Old', at: new Date('2025-01-02T03:04:05Z') },
      after: { name: 'New' },
    });
    const [row] = await db().select().from(auditLog);
    expect(row).toMatchObject({ actorId: actor.id, action: 'update', entity: 'location', entityId: 7 });
    expect(row.data).toEqual({
      before: { name: 'Old', at: '2025-01-02T03:04:05.000Z' },
      after: { name: 'New' },
    });
  });

  it('rolls back with the write it describes', async () => {
    const actor = await t.createUser();
    const failed = db().transaction(async (tx) => {
      await recordAudit(tx, { actor, action: 'delete', entity: 'time', entityId: 1, before: { id: 1 } });
      throw new Error('the write failed');
    });
    await expect(failed).rejects.toThrow('the write failed');
    expect(await db().select().from(auditLog)).toEqual([]);
  });
});
