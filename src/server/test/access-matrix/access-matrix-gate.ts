import { crossingPicture, insertCrossedPairing } from '../crossing-photos';
import { insertGatePairing } from '../gate';
import { multipartBody } from '../multipart';
import {
  type CaseContext,
  get,
  type MatrixRow,
  MEMBER,
  OPTIONAL,
  PUBLIC,
  post,
  self,
} from './access-matrix-parts';

/** A joined pairing of the caller's (the member's for a guest) at the world's course. */
const ownPairing = (context: CaseContext, joined = true) =>
  insertGatePairing(context.t.database.db, {
    userId: self(context).id,
    locationId: context.world.location.id,
    now: context.t.app.ctx.now(),
    joined,
  });

/** Access-matrix rows of the two-phone gate: the clock and QR code are public, pairings a member's own. */
export const GATE_ROWS: Record<string, MatrixRow> = {
  'GET /api/Gate/Clock': { expected: PUBLIC, request: () => get('/api/Gate/Clock') },
  'GET /api/Gate/QrCode/{locationId}/{code}.svg': {
    expected: PUBLIC,
    request: ({ world }) => get(`/api/Gate/QrCode/${world.location.id}/123456.svg`),
  },
  'POST /api/Gate/CreatePairing': {
    expected: MEMBER,
    request: ({ world }) => post('/api/Gate/CreatePairing', { locationId: world.location.id }),
  },
  // Any phone joins with the code (a friend's finish phone, signed in or not).
  'POST /api/Gate/JoinPairing': {
    expected: OPTIONAL,
    request: async (context) =>
      post('/api/Gate/JoinPairing', { code: (await ownPairing(context, false)).code }),
  },
  'GET /api/Gate/Pairing/{id}': {
    expected: MEMBER,
    request: async (context) => get(`/api/Gate/Pairing/${(await ownPairing(context)).id}`),
  },
  'POST /api/Gate/PostCrossing': {
    expected: MEMBER,
    request: async (context) =>
      post('/api/Gate/PostCrossing', {
        pairingId: (await ownPairing(context)).id,
        role: 'start',
        at: context.t.app.ctx.now().getTime(),
        uncertaintyMs: 3,
      }),
  },
  'POST /api/Gate/CrossingPhoto': {
    expected: MEMBER,
    request: async (context) => {
      const { pairing } = await insertCrossedPairing(context.t.database.db, {
        userId: self(context).id,
        locationId: context.world.location.id,
        now: context.t.app.ctx.now(),
      });
      return {
        url: '/api/Gate/CrossingPhoto',
        ...(await multipartBody({
          pairingId: String(pairing.id),
          role: 'start',
          file: await crossingPicture(),
        })),
      };
    },
  },
};
