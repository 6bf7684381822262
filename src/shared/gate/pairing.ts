/**
 * Numbers and addresses of the two-phone gate that the server and the web both use; zod-free, so
 * the web takes them without the schemas (docs/architecture.md, "A phone's first screen").
 */

/** A pairing stays open this long after its last change (created, joined, a crossing). */
export const PAIRING_LIFETIME_MS = 15 * 60_000;

/** Codes are read off a screen and typed on another phone: no 0/O, 1/I/L look-alikes. */
export const PAIRING_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const PAIRING_CODE_LENGTH = 8;

/**
 * A code as a person typed it, in the form the server keeps: capitals, without the spaces and dashes
 * people put in to read it in parts.
 */
export const normalisePairingCode = (typed: string): string => typed.replace(/[\s-]/g, '').toUpperCase();

/** A pairing code, or one of the 6-digit codes of pairings made before codes had letters. */
export const isPairingCode = (code: string): boolean =>
  /^[0-9]{6}$/.test(code) ||
  (code.length === PAIRING_CODE_LENGTH &&
    [...code].every((letter) => PAIRING_CODE_ALPHABET.includes(letter)));

/** A crossing whose phone's clock is known only this loosely is no timing at all. */
export const MAX_CROSSING_UNCERTAINTY_MS = 2_000;

export const GATE_ROLES = ['start', 'finish'] as const;
export type GateRole = (typeof GATE_ROLES)[number];

export const PAIRING_STATES = ['waiting', 'paired', 'running', 'finished'] as const;

/** The finish phone's page, opened from the start phone's QR code with the code filled in. */
export const gatePairPath = (locationId: number, code?: string): string => {
  const path = `/Locations/View/${encodeURIComponent(String(locationId))}/Gate/Pair`;
  return code ? `${path}?${new URLSearchParams({ code }).toString()}` : path;
};

/** The whole address of the finish phone's page on a site (`publicUrl` without a trailing slash). */
export const gateJoinUrl = (publicUrl: string, locationId: number, code: string): string =>
  `${publicUrl}${gatePairPath(locationId, code)}`;
