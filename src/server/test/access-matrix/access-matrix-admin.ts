import { eq } from 'drizzle-orm';
import { times } from '../../db/schema/index';
import { createEquipment, createEvent } from '../factories';
import { tinyPng } from '../hardening/world';
import { multipartBody } from '../multipart';
import {
  ADMIN,
  address,
  eventTimes,
  fresh,
  get,
  type MatrixRow,
  newPerson,
  post,
} from './access-matrix-parts';

/** Access-matrix rows of the admin area (guarded('admin')). */
export const ADMIN_ROWS: Record<string, MatrixRow> = {
  'POST /api/Location/Create': {
    expected: ADMIN,
    request: () => post('/api/Location/Create', { name: fresh('Reserve '), ...address }),
  },
  'POST /api/Location/Update': {
    expected: ADMIN,
    request: ({ world }) =>
      post('/api/Location/Update', { id: world.location.id, name: world.location.name, ...address }),
  },
  'POST /api/Location/Disable': {
    expected: ADMIN,
    request: ({ world }) => post('/api/Location/Disable', { id: world.location.id }),
  },
  'GET /api/Location/ListAllAdmin': { expected: ADMIN, request: () => get('/api/Location/ListAllAdmin') },
  'POST /api/Location/ListTimes': {
    expected: ADMIN,
    request: ({ world }) => post('/api/Location/ListTimes', { locationId: world.location.id }),
  },
  'POST /api/Location/DeleteTime': {
    expected: ADMIN,
    request: ({ world }) => post('/api/Location/DeleteTime', { id: world.casualTime.id }),
  },
  'POST /api/Admin/Times/RemoveFromBoards/{id}': {
    expected: ADMIN,
    changesWorld: true,
    request: ({ world }) =>
      post(`/api/Admin/Times/RemoveFromBoards/${world.casualTime.id}`, { reason: 'Ran the short way' }),
  },
  'POST /api/Admin/Times/RestoreToBoards/{id}': {
    expected: ADMIN,
    changesWorld: true,
    request: async ({ t, world }) => {
      await t.database.db
        .update(times)
        .set({ removedAt: t.app.ctx.now(), removedReason: 'Ran the short way' })
        .where(eq(times.id, world.casualTime.id));
      return post(`/api/Admin/Times/RestoreToBoards/${world.casualTime.id}`);
    },
  },
  'POST /api/Location/GetEquipment': {
    expected: ADMIN,
    request: ({ world }) => post('/api/Location/GetEquipment', { locationId: world.location.id }),
  },
  'POST /api/Location/AddEquipment': {
    expected: ADMIN,
    request: async ({ t, world }) =>
      post('/api/Location/AddEquipment', {
        equipmentId: (await createEquipment(t.database.db)).id,
        locationId: world.location.id,
        index: 0,
      }),
  },
  'POST /api/Location/RemoveEquipment': {
    expected: ADMIN,
    request: ({ world }) => post('/api/Location/RemoveEquipment', { id: world.siteEquipment.id }),
  },
  'POST /api/Location/UpdateEquipmentIndex': {
    expected: ADMIN,
    request: ({ world }) =>
      post('/api/Location/UpdateEquipmentIndex', {
        id: world.siteEquipment.id,
        locationId: world.location.id,
        index: 0,
      }),
  },
  'POST /api/Location/UpdateEquipmentMinSegment': {
    expected: ADMIN,
    request: ({ world }) =>
      post('/api/Location/UpdateEquipmentMinSegment', {
        id: world.siteEquipment.id,
        locationId: world.location.id,
        minSegmentSeconds: 3,
      }),
  },
  'POST /api/Event/Create': {
    expected: ADMIN,
    request: ({ world }) =>
      post('/api/Event/Create', { name: fresh('Race '), locationId: world.location.id, ...eventTimes }),
  },
  'POST /api/Event/Update': {
    expected: ADMIN,
    request: ({ world }) =>
      post('/api/Event/Update', {
        id: world.event.id,
        name: world.event.name,
        locationId: world.location.id,
        startTime: world.event.startTime.toISOString(),
        endTime: world.event.endTime.toISOString(),
      }),
  },
  'POST /api/Event/Delete': {
    expected: ADMIN,
    // An event without official times (one with them is a 409 for everyone allowed to try).
    request: async ({ t, world }) =>
      post('/api/Event/Delete', {
        id: (await createEvent(t.database.db, { locationId: world.location.id })).id,
      }),
  },
  'POST /api/UserManagement/ListRoles': {
    expected: ADMIN,
    request: () => post('/api/UserManagement/ListRoles'),
  },
  'GET /api/UserManagement/GetUsers': { expected: ADMIN, request: () => get('/api/UserManagement/GetUsers') },
  'POST /api/UserManagement/GetSingle': {
    expected: ADMIN,
    request: ({ world }) => post('/api/UserManagement/GetSingle', { id: world.member.id }),
  },
  'POST /api/UserManagement/Create': {
    expected: ADMIN,
    request: () => post('/api/UserManagement/Create', newPerson()),
  },
  'POST /api/UserManagement/EditUser': {
    expected: ADMIN,
    request: ({ world }) =>
      post('/api/UserManagement/EditUser', {
        id: world.member.id,
        userName: world.member.userName,
        email: world.member.email,
        phoneNumber: '0412345678',
      }),
  },
  'POST /api/UserManagement/Disable': {
    expected: ADMIN,
    request: ({ world }) => post('/api/UserManagement/Disable', { id: world.member.id }),
  },
  'GET /api/Sms/RecipientCount': { expected: ADMIN, request: () => get('/api/Sms/RecipientCount') },
  'GET /api/Sms/Provider': { expected: ADMIN, request: () => get('/api/Sms/Provider') },
  'GET /api/Sms/Recipients': { expected: ADMIN, request: () => get('/api/Sms/Recipients') },
  'GET /api/Sms/LocationSubscribers': {
    expected: ADMIN,
    request: ({ world }) => get(`/api/Sms/LocationSubscribers?locationId=${world.location.id}`),
  },
  'POST /api/Sms/SendToAll': {
    expected: ADMIN,
    request: () => post('/api/Sms/SendToAll', { message: 'Course open' }),
  },
  'POST /api/Sms/SendToGroup': {
    expected: ADMIN,
    // A confirmed repeat, so the fuzz varies `repeat` from true (SendToAll's row starts without it).
    request: ({ world }) =>
      post('/api/Sms/SendToGroup', { message: 'Course open', locationId: world.location.id, repeat: true }),
  },
  'GET /api/Sms/Batches': { expected: ADMIN, request: () => get('/api/Sms/Batches') },
  'GET /api/Sms/Batches/{id}': {
    expected: ADMIN,
    request: ({ world }) => get(`/api/Sms/Batches/${world.smsBatchId}`),
  },
  'POST /api/Equipment/Create': {
    expected: ADMIN,
    request: () =>
      post('/api/Equipment/Create', { name: fresh('Monkey Bars '), instructions: '<p>Swing</p>' }),
  },
  'POST /api/Equipment/Update': {
    expected: ADMIN,
    request: ({ world }) =>
      post('/api/Equipment/Update', { id: world.equipment.id, name: world.equipment.name }),
  },
  'POST /api/Equipment/Delete': {
    expected: ADMIN,
    request: ({ world }) => post('/api/Equipment/Delete', { id: world.equipment.id }),
  },
  'POST /api/Equipment/AddImage': {
    expected: ADMIN,
    request: async ({ world }) => ({
      url: '/api/Equipment/AddImage',
      ...(await multipartBody({
        equipmentId: String(world.equipment.id),
        file: { file: await tinyPng(), filename: 'bars.png', type: 'image/png' },
      })),
    }),
  },
  'POST /api/Content/Add': {
    expected: ADMIN,
    request: ({ world }) =>
      post('/api/Content/Add', {
        title: 'Rules',
        copy: '<p>Be kind</p>',
        contentSectionId: world.content.contentSectionId,
      }),
  },
  'POST /api/Content/Update': {
    expected: ADMIN,
    request: ({ world }) =>
      post('/api/Content/Update', {
        id: world.content.id,
        title: 'Rules',
        copy: '<p>Be kind</p>',
        contentSectionId: world.content.contentSectionId,
      }),
  },
  'GET /api/Admin/Audit': { expected: ADMIN, request: () => get('/api/Admin/Audit') },
  'POST /api/Admin/Audit/Restore': {
    expected: ADMIN,
    changesWorld: true,
    // An audit entry of a deleted time: the world's admin deletes the member's casual time first.
    request: async ({ t, world }) => {
      await t.request({
        method: 'POST',
        url: '/api/Location/DeleteTime',
        token: world.admin.token,
        payload: { id: world.casualTime.id },
      });
      const entry = await t.database.db.query.auditLog.findFirst({
        where: (row, { eq: is, and }) => and(is(row.entity, 'time'), is(row.entityId, world.casualTime.id)),
      });
      return post('/api/Admin/Audit/Restore', { id: entry?.id ?? 0 });
    },
  },
};
