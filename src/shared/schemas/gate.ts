import { z } from 'zod';
import {
  GATE_ROLES,
  isPairingCode,
  MAX_CROSSING_UNCERTAINTY_MS,
  normalisePairingCode,
  PAIRING_CODE_LENGTH,
  PAIRING_STATES,
} from '../gate/pairing';
import { idField, idParam } from './common';

const codeMessage = `Code must be the ${PAIRING_CODE_LENGTH} letters and digits the start phone shows`;
/** As typed (any case, spaces and dashes between parts); the server reads it normalised. */
const code = z
  .string({ error: codeMessage })
  .max(PAIRING_CODE_LENGTH * 2, codeMessage)
  .refine((typed) => isPairingCode(normalisePairingCode(typed)), codeMessage);

export const createGatePairingBody = z.object({
  locationId: idField('Location id'),
  solo: z
    .boolean({ error: 'Solo must be true or false' })
    .default(false)
    .describe('one phone watches both start and finish (the single-phone gate): paired at once'),
});

export const joinGatePairingBody = z.object({ code });

export const gatePairingParams = z.object({ id: idParam('Pairing id') });

export const gateQrParams = z.object({ locationId: idParam('Location id'), code });

export const gateCrossingBody = z.object({
  pairingId: idField('Pairing id'),
  role: z.enum(GATE_ROLES, { error: 'Role must be start or finish' }),
  at: z
    .number({ error: 'Crossing time must be a number of milliseconds' })
    .positive('Crossing time must be a number of milliseconds')
    .max(8.64e15, 'Crossing time must be a number of milliseconds')
    .describe("the crossing on the server's clock, ms since 1970 (the phone's time plus its offset)"),
  uncertaintyMs: z
    .number({ error: 'Uncertainty must be a number of milliseconds' })
    .min(0, 'Uncertainty must be 0 or more')
    .max(MAX_CROSSING_UNCERTAINTY_MS, `Uncertainty must be ${MAX_CROSSING_UNCERTAINTY_MS} ms or less`)
    .describe("± ms: half the round trip of the phone's clock measurement"),
});
export type GateCrossingBody = z.infer<typeof gateCrossingBody>;

export const gateClockResponse = z.object({
  serverTime: z.number().describe("the server's clock, ms since 1970, with fractions"),
});
export type GateClock = z.infer<typeof gateClockResponse>;

const crossingSchema = z
  .object({
    at: z.number().describe("ms since 1970 on the server's clock"),
    uncertaintyMs: z.number(),
  })
  .nullable();

export const gatePairingResponse = z.object({
  id: z.number(),
  code: z.string(),
  locationId: z.number(),
  state: z.enum(PAIRING_STATES),
  expired: z.boolean(),
  expiresAt: z.string(),
  joinUrl: z.string().describe('opens the finish phone with the code filled in (what the QR code holds)'),
  finishJoined: z.boolean(),
  solo: z.boolean().describe('one phone is both start and finish'),
  crossingsWitnessed: z
    .boolean()
    .describe('every crossing so far reached the server as it happened, so the run it times is witnessed'),
  start: crossingSchema,
  finish: crossingSchema,
  run: z
    .object({
      durationMs: z.number(),
      uncertaintyMs: z.number().describe('the sum of both phones’ uncertainties'),
      timeStarted: z.string(),
      timeCompleted: z.string(),
    })
    .nullable(),
});
export type GatePairing = z.infer<typeof gatePairingResponse>;

/** Joining answers the pairing and the joining phone's key to it (sent as `Authorization: Pairing <token>`). */
export const joinGatePairingResponse = gatePairingResponse.extend({
  pairingToken: z
    .string()
    .describe('lets this phone read the pairing and post its crossing and photo, and nothing else'),
});
export type JoinedGatePairing = z.infer<typeof joinGatePairingResponse>;

/**
 * The text fields beside the `file` part of POST /Gate/CrossingPhoto (multipart: every value is text,
 * so the id is read like a path parameter).
 */
export const crossingPhotoFields = z.object({
  pairingId: idParam('Pairing id'),
  role: z.enum(GATE_ROLES, { error: 'Role must be start or finish' }),
});
export type CrossingPhotoFields = z.infer<typeof crossingPhotoFields>;

export const crossingPhotoResponse = z.object({
  pairingId: z.number(),
  role: z.enum(GATE_ROLES),
  url: z.string().describe('the stored picture, /uploads/<hash>.webp'),
});
export type CrossingPhotoAnswer = z.infer<typeof crossingPhotoResponse>;
