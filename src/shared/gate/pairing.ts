/**
 * Numbers and addresses of the two-phone gate that the server and the web both use; zod-free, so
 * the web takes them without the schemas (docs/architecture.md, "A phone's first screen").
 */

/** A pairing stays open this long after its last change (created, joined, a crossing). */
export const PAIRING_LIFETIME_MS = 10 * 60_000;

export const PAIRING_CODE_LENGTH = 6;

/** A crossing whose phone's clock is known only this loosely is no timing at all. */
export const MAX_CROSSING_UNCERTAINTY_MS = 2_000;

export const GATE_ROLES = ['start', 'finish'] as const;
export type GateRole = (typeof GATE_ROLES)[number];

export const PAIRING_STATES = ['waiting', 'paired', 'running', 'finished'] as const;
export type PairingState = (typeof PAIRING_STATES)[number];

/** The finish phone's page, opened from the start phone's QR code with the code filled in. */
export const gatePairPath = (locationId: number, code?: string): string => {
  const path = `/Locations/View/${encodeURIComponent(String(locationId))}/Gate/Pair`;
  return code ? `${path}?${new URLSearchParams({ code }).toString()}` : path;
};

/** The whole address of the finish phone's page on a site (`publicUrl` without a trailing slash). */
export const gateJoinUrl = (publicUrl: string, locationId: number, code: string): string =>
  `${publicUrl}${gatePairPath(locationId, code)}`;
