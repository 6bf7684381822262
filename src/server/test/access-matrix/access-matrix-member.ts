import { createOneTimeCode } from '../../lib/one-time-codes';
import { tinyPng } from '../hardening/world';
import { multipartBody } from '../multipart';
import {
  EVENT_REFEREE,
  fresh,
  get,
  type MatrixRow,
  MEMBER,
  newPerson,
  post,
  REFEREE,
  runWithSplits,
  self,
} from './access-matrix-parts';

/** Access-matrix rows of a member's own account and the referee area. */
export const MEMBER_ROWS: Record<string, MatrixRow> = {
  'GET /api/Account/MyAccount': { expected: MEMBER, request: () => get('/api/Account/MyAccount') },
  'POST /api/Account/UpdateAccount': {
    expected: MEMBER,
    request: (context) => {
      const user = self(context);
      return post('/api/Account/UpdateAccount', {
        firstName: user.firstName,
        lastName: user.lastName,
        // A new address, so the row takes the password-checked path.
        email: `${fresh('moved')}@example.net`,
        userName: user.userName,
        phoneNumber: '0412345678',
        emailNotifications: true,
        smsNotifications: false,
        currentPassword: user.password,
      });
    },
  },
  'POST /api/Account/CancelEmailChange': {
    expected: MEMBER,
    request: () => post('/api/Account/CancelEmailChange'),
  },
  'POST /api/Account/ConfirmPhoneNumber': {
    expected: MEMBER,
    request: async (context) => {
      const code = await createOneTimeCode(context.t.database.db, {
        purpose: 'phone_confirm',
        userId: self(context).id,
        now: context.t.app.ctx.now(),
      });
      return post('/api/Account/ConfirmPhoneNumber', { code });
    },
  },
  'POST /api/Account/ResendPhoneCode': {
    expected: MEMBER,
    request: () => post('/api/Account/ResendPhoneCode'),
  },
  'POST /api/Account/HandleSubscribe': {
    expected: MEMBER,
    request: ({ world }) => post('/api/Account/HandleSubscribe', { id: world.location.id }),
  },
  'GET /api/Account/GetLocationSubscriptions': {
    expected: MEMBER,
    request: () => get('/api/Account/GetLocationSubscriptions'),
  },
  'POST /api/Account/UpdatePhoto': {
    expected: MEMBER,
    request: async () => ({
      url: '/api/Account/UpdatePhoto',
      ...(await multipartBody({ file: { file: await tinyPng(), filename: 'me.png', type: 'image/png' } })),
    }),
  },
  'GET /api/Referee/MyEvents': { expected: REFEREE, request: () => get('/api/Referee/MyEvents') },
  'GET /api/Referee/MyPastEvents': { expected: REFEREE, request: () => get('/api/Referee/MyPastEvents') },
  'POST /api/Referee/UserLookup': {
    expected: REFEREE,
    request: ({ world }) => post('/api/Referee/UserLookup', { search: world.member.userName }),
  },
  'POST /api/Referee/AddToLeaderboard': {
    expected: EVENT_REFEREE,
    request: ({ t, world }) =>
      post('/api/Referee/AddToLeaderboard', {
        locationId: world.location.id,
        userId: world.member.id,
        eventId: world.event.id,
        ...runWithSplits(t, world),
      }),
  },
  'POST /api/Referee/CreateUser': {
    expected: REFEREE,
    request: () => post('/api/Referee/CreateUser', newPerson()),
  },
  'GET /api/Referee/TimesRecorded/{id}': {
    expected: EVENT_REFEREE,
    request: ({ world }) => get(`/api/Referee/TimesRecorded/${world.event.id}`),
  },
  'DELETE /api/Referee/DeleteTimeRecorded/{id}': {
    expected: EVENT_REFEREE,
    request: ({ world }) => get(`/api/Referee/DeleteTimeRecorded/${world.officialTime.id}`),
  },
  'POST /api/Referee/RestoreTimeRecorded/{id}': {
    expected: EVENT_REFEREE,
    // Undo needs a deletion to undo: the admin deletes the world's official time first.
    request: async ({ t, world }) => {
      const id = world.officialTime.id;
      const deleted = await t.request({
        method: 'DELETE',
        url: `/api/Referee/DeleteTimeRecorded/${id}`,
        token: world.admin.token,
      });
      if (deleted.statusCode !== 200) throw new Error(`setup delete answered ${deleted.statusCode}`);
      return post(`/api/Referee/RestoreTimeRecorded/${id}`);
    },
  },
};
