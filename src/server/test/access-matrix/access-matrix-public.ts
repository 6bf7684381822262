import { createOneTimeCode } from '../../lib/one-time-codes';
import { createUser } from '../factories';
import {
  ADMIN,
  get,
  type MatrixRow,
  MEMBER,
  newPerson,
  OPTIONAL,
  OWNER,
  PUBLIC,
  post,
  runWithSplits,
} from './access-matrix-parts';

/** Access-matrix rows of the public area: signing in, reading content, boards, locations, events, streams. */
export const PUBLIC_ROWS: Record<string, MatrixRow> = {
  'POST /api/Auth/Login': {
    expected: PUBLIC,
    request: ({ world }) =>
      post('/api/Auth/Login', { user: world.member.userName, password: world.member.password }),
  },
  'POST /api/Auth/Refresh': {
    expected: PUBLIC,
    request: ({ world }) => post('/api/Auth/Refresh', { refreshToken: world.member.refreshToken }),
  },
  'POST /api/Auth/Logout': {
    expected: PUBLIC,
    request: ({ world }) => post('/api/Auth/Logout', { refreshToken: world.member.refreshToken }),
  },
  'POST /api/Account/SignUp': {
    expected: PUBLIC,
    request: () => {
      const { userName, email, password, phoneNumber } = newPerson();
      return post('/api/Account/SignUp', { userName, email, password, phoneNumber });
    },
  },
  'POST /api/Account/ConfirmEmail': {
    expected: PUBLIC,
    request: async ({ t }) => {
      const user = await createUser(t.database.db, { emailConfirmed: false });
      const code = await createOneTimeCode(t.database.db, {
        purpose: 'email_confirm',
        userId: user.id,
        now: t.app.ctx.now(),
        boundTo: user.email,
      });
      return post('/api/Account/ConfirmEmail', { userId: user.id, code });
    },
  },
  'POST /api/Account/ForgotPassword': {
    expected: PUBLIC,
    request: ({ world }) => post('/api/Account/ForgotPassword', { email: world.member.email }),
  },
  'POST /api/Account/ResetPassword': {
    expected: PUBLIC,
    request: async ({ t, world }) => {
      const code = await createOneTimeCode(t.database.db, {
        purpose: 'password_reset',
        userId: world.member.id,
        now: t.app.ctx.now(),
      });
      return post('/api/Account/ResetPassword', {
        email: world.member.email,
        newPassword: 'NewSecret123!',
        code,
      });
    },
  },
  'POST /api/Account/EmailFeedback': {
    expected: OPTIONAL,
    request: () =>
      post('/api/Account/EmailFeedback', {
        comment: 'Great course',
        userName: 'Runner',
        replyTo: 'runner@example.com',
      }),
  },
  'GET /api/Content/GetContent': { expected: PUBLIC, request: () => get('/api/Content/GetContent') },
  'GET /api/Content/GetSections': { expected: PUBLIC, request: () => get('/api/Content/GetSections') },
  'GET /api/Content/AllBySlug': { expected: PUBLIC, request: () => get('/api/Content/AllBySlug') },
  'POST /api/Content/BySectionSlug': {
    expected: PUBLIC,
    request: ({ world }) => post('/api/Content/BySectionSlug', { slug: world.sectionSlug }),
  },
  'POST /api/Content/SectionHasContent': {
    expected: PUBLIC,
    request: ({ world }) =>
      post('/api/Content/SectionHasContent', { contentSectionId: world.content.contentSectionId }),
  },
  'GET /api/Equipment/ListAll': { expected: PUBLIC, request: () => get('/api/Equipment/ListAll') },
  'POST /api/Equipment/GetSingle': {
    expected: PUBLIC,
    request: ({ world }) => post('/api/Equipment/GetSingle', { id: world.equipment.id }),
  },
  'GET /api/Event/ListAll': { expected: PUBLIC, request: () => get('/api/Event/ListAll') },
  'GET /api/Event/Upcoming': { expected: PUBLIC, request: () => get('/api/Event/Upcoming') },
  'GET /api/Event/Past': { expected: PUBLIC, request: () => get('/api/Event/Past') },
  'GET /api/Home/Summary': { expected: PUBLIC, request: () => get('/api/Home/Summary') },
  'POST /api/Event/GetSingle': {
    expected: PUBLIC,
    request: ({ world }) => post('/api/Event/GetSingle', { id: world.event.id }),
  },
  'GET /api/Event/{id}/Referees': {
    expected: ADMIN,
    request: ({ world }) => get(`/api/Event/${world.event.id}/Referees`),
  },
  'GET /api/Event/{id}/AvailableReferees': {
    expected: ADMIN,
    request: ({ world }) => get(`/api/Event/${world.event.id}/AvailableReferees`),
  },
  'POST /api/Event/{id}/AddReferee/{refereeId}': {
    expected: ADMIN,
    request: ({ world }) => post(`/api/Event/${world.event.id}/AddReferee/${world.refereeOff.id}`),
  },
  'DELETE /api/Event/{id}/RemoveReferee/{refereeId}': {
    expected: ADMIN,
    request: ({ world }) => get(`/api/Event/${world.event.id}/RemoveReferee/${world.refereeOn.id}`),
  },
  'POST /api/Leaderboard/ListResults': {
    expected: PUBLIC,
    request: ({ world }) => post('/api/Leaderboard/ListResults', { locationId: world.location.id }),
  },
  'GET /api/Leaderboard/CasualResults/{id}': {
    expected: PUBLIC,
    request: ({ world }) => get(`/api/Leaderboard/CasualResults/${world.location.id}?period=all`),
  },
  'GET /api/Leaderboard/Event/{eventId}': {
    expected: PUBLIC,
    request: ({ world }) => get(`/api/Leaderboard/Event/${world.event.id}`),
  },
  'GET /api/Leaderboard/Event/{eventId}.csv': {
    expected: PUBLIC,
    request: ({ world }) => get(`/api/Leaderboard/Event/${world.event.id}.csv`),
  },
  'GET /api/Leaderboard/GetOverview': {
    expected: PUBLIC,
    request: () => get('/api/Leaderboard/GetOverview?period=week'),
  },
  'POST /api/Leaderboard/AddToLeaderboard': {
    expected: MEMBER,
    request: ({ t, world }) =>
      post('/api/Leaderboard/AddToLeaderboard', {
        locationId: world.location.id,
        ...runWithSplits(t, world),
      }),
  },
  'GET /api/Leaderboard/MySplits/{locationId}': {
    expected: MEMBER,
    request: ({ world }) => get(`/api/Leaderboard/MySplits/${world.location.id}`),
  },
  'GET /api/Leaderboard/MySplitRuns/{locationId}': {
    expected: MEMBER,
    request: ({ world }) => get(`/api/Leaderboard/MySplitRuns/${world.location.id}`),
  },
  'GET /api/Leaderboard/Segments/{locationId}': {
    expected: PUBLIC,
    request: ({ world }) => get(`/api/Leaderboard/Segments/${world.location.id}?period=all&limit=10`),
  },
  'POST /api/Leaderboard/ListUserResults': {
    expected: MEMBER,
    request: ({ world }) => post('/api/Leaderboard/ListUserResults', { locationId: world.location.id }),
  },
  'GET /api/Leaderboard/MyResults': { expected: MEMBER, request: () => get('/api/Leaderboard/MyResults') },
  'DELETE /api/Leaderboard/Delete/{id}': {
    expected: OWNER,
    request: ({ world }) => get(`/api/Leaderboard/Delete/${world.casualTime.id}`),
  },
  'GET /api/Live/Event/{eventId}': {
    expected: PUBLIC,
    request: ({ world }) => ({ ...get(`/api/Live/Event/${world.event.id}`), stream: true }),
  },
  'GET /api/Live/Location/{locationId}': {
    expected: PUBLIC,
    request: ({ world }) => ({ ...get(`/api/Live/Location/${world.location.id}`), stream: true }),
  },
  'GET /api/Location/ListAll': { expected: PUBLIC, request: () => get('/api/Location/ListAll') },
  'GET /api/Location/LocationsAndStates': {
    expected: PUBLIC,
    request: () => get('/api/Location/LocationsAndStates'),
  },
  'GET /api/Location/ListState': {
    expected: PUBLIC,
    request: () => get('/api/Location/ListState?state=NSW'),
  },
  'POST /api/Location/GetSingle': {
    expected: PUBLIC,
    request: ({ world }) => post('/api/Location/GetSingle', { path: world.location.path }),
  },
  'POST /api/Location/GetSiteEquipment': {
    expected: PUBLIC,
    request: ({ world }) => post('/api/Location/GetSiteEquipment', { locationId: world.location.id }),
  },
  'GET /api/Location/QrCode/{id}.svg': {
    expected: PUBLIC,
    request: ({ world }) => get(`/api/Location/QrCode/${world.location.id}.svg`),
  },
  'GET /api/Event/calendar.ics': { expected: PUBLIC, request: () => get('/api/Event/calendar.ics') },
};
