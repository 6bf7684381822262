import { describe, expect, it } from 'vitest';
import { auditSummary } from './summary';

const deletedTime = {
  id: 41,
  userId: 12,
  locationId: 3,
  eventId: null,
  duration: 65_430,
  official: false,
  timeStarted: '2026-02-02T22:14:00.000Z',
  timeCompleted: '2026-02-02T22:15:05.430Z',
};

describe('auditSummary', () => {
  it("says a time's duration, kind, when and whose", () => {
    expect(
      auditSummary({
        entity: 'time',
        action: 'delete',
        entityId: 41,
        data: { before: deletedTime, after: null },
      }),
    ).toBe('1:05.43 Social, 3/2/2026 9:15 am (user 12, location 3)');
  });

  it("gives an SMS send's recipients and the start of its text", () => {
    const message = 'x'.repeat(80);
    const summary = auditSummary({
      entity: 'sms_batch',
      action: 'send',
      entityId: 2,
      data: { before: null, after: { message, locationId: null, recipientCount: 1 } },
    });
    expect(summary).toBe(`1 recipient: ${'x'.repeat(59)}…`);
  });

  it('names what an update changed, and a created thing by its name', () => {
    expect(
      auditSummary({
        entity: 'location',
        action: 'update',
        entityId: 3,
        data: {
          before: { name: 'Bondi', city: 'Sydney', updatedAt: 'a' },
          after: { name: 'Bondi', city: 'Bondi Beach', updatedAt: 'b' },
        },
      }),
    ).toBe('Bondi: Changed city');
    expect(
      auditSummary({
        entity: 'event',
        action: 'create',
        entityId: 9,
        data: { before: null, after: { name: 'Spring Cup' } },
      }),
    ).toBe('Spring Cup');
  });

  it('names the competitor, course and event the server resolved, and a password change as such', () => {
    expect(
      auditSummary({
        entity: 'time',
        action: 'delete',
        entityId: 41,
        data: { before: deletedTime, after: null },
        names: { user: 'Sam Taylor', location: 'Bondi Beach' },
      }),
    ).toBe('1:05.43 Social, 3/2/2026 9:15 am (Sam Taylor, Bondi Beach)');
    expect(
      auditSummary({
        entity: 'event_referee',
        action: 'create',
        entityId: 9,
        data: { before: null, after: { id: 9, eventId: 2, userId: 7 } },
        names: { user: 'Ryan McKenzie', event: 'Spring Cup' },
      }),
    ).toBe('Ryan McKenzie at Spring Cup');
    expect(
      auditSummary({
        entity: 'user',
        action: 'update',
        entityId: 7,
        data: { before: { userName: 'sam' }, after: { userName: 'sam', passwordChanged: true } },
      }),
    ).toBe('sam: Changed password');
  });

  it('falls back to the id when the stored data says nothing readable', () => {
    expect(auditSummary({ entity: 'user', action: 'disable', entityId: 5, data: null })).toBe('#5');
    expect(auditSummary({ entity: 'user', action: 'disable', entityId: null, data: 'odd' })).toBe('');
  });

  describe("a course's obstacle", () => {
    const site = { id: 29, locationId: 1, equipmentId: 6, index: 2, minSegmentSeconds: null };
    const names = { equipment: 'Warped Wall', location: 'Bondi Beach' };

    it('is named by the obstacle and the course, never by its row id', () => {
      for (const [action, data] of [
        ['create', { before: null, after: site }],
        ['delete', { before: site, after: null }],
      ] as const) {
        expect(auditSummary({ entity: 'site_equipment', action, entityId: 29, data, names })).toBe(
          'Warped Wall at Bondi Beach',
        );
      }
    });

    it('says where a move took it and what a new minimum segment is, counting places from 1', () => {
      expect(
        auditSummary({
          entity: 'site_equipment',
          action: 'update',
          entityId: 29,
          data: { before: site, after: { ...site, index: 0 } },
          names,
        }),
      ).toBe('Warped Wall at Bondi Beach: Moved from place 3 to 1');
      expect(
        auditSummary({
          entity: 'site_equipment',
          action: 'update',
          entityId: 29,
          data: { before: site, after: { ...site, minSegmentSeconds: 5 } },
          names,
        }),
      ).toBe('Warped Wall at Bondi Beach: Minimum segment none → 5 s');
    });

    it('falls back to the ids when the obstacle or the course is gone', () => {
      expect(
        auditSummary({
          entity: 'site_equipment',
          action: 'create',
          entityId: 29,
          data: { before: null, after: site },
        }),
      ).toBe('obstacle 6 at location 1');
    });
  });
});
