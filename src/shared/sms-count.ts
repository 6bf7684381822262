import { limits } from './limits';

/**
 * How a text goes out as SMS. A text made only of the GSM 03.38 alphabet travels as GSM-7: 160
 * septets in one message, 153 per part once it is split (the rest of each part carries the header
 * that joins them). One character outside it (an emoji, most accents, curly quotes) sends the whole
 * text as UCS-2: 70 UTF-16 code units in one message, 67 per part.
 */
export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsCount {
  encoding: SmsEncoding;
  /** Septets (GSM-7; an extension character takes two) or UTF-16 code units (UCS-2). */
  units: number;
  /** Messages each recipient gets; 0 for an empty text. */
  parts: number;
  /** What one unsplit message holds: 160 or 70. */
  singleLimit: number;
  /** What one part of a split message holds: 153 or 67. */
  partLimit: number;
}

const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
    '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
/** Sent as an escape plus the character: two septets each. */
const GSM_EXTENSION = new Set('\f^{}\\[~]|€');

const LIMITS: Record<SmsEncoding, { single: number; part: number }> = {
  'GSM-7': { single: limits.smsLength, part: 153 },
  'UCS-2': { single: 70, part: 67 },
};

function gsmCost(character: string): number | null {
  if (GSM_BASIC.has(character)) return 1;
  if (GSM_EXTENSION.has(character)) return 2;
  return null;
}

/**
 * The encoding, units and messages of `text`. A split never cuts a character in two: a surrogate pair
 * (UCS-2) or an escaped extension character (GSM-7) that would straddle a part starts the next one.
 */
export function countSms(text: string): SmsCount {
  // Iterating a string walks code points, so a surrogate pair is one character of cost 2.
  const characters = [...text];
  const gsm = characters.map(gsmCost);
  const encoding: SmsEncoding = gsm.every((cost) => cost !== null) ? 'GSM-7' : 'UCS-2';
  const costs = encoding === 'GSM-7' ? gsm.map((cost) => cost ?? 1) : characters.map((c) => c.length);
  const units = costs.reduce((sum, cost) => sum + cost, 0);
  const { single, part } = LIMITS[encoding];
  const count = { encoding, units, singleLimit: single, partLimit: part };
  if (units === 0) return { ...count, parts: 0 };
  if (units <= single) return { ...count, parts: 1 };
  let parts = 1;
  let used = 0;
  for (const cost of costs) {
    if (used + cost > part) {
      parts += 1;
      used = 0;
    }
    used += cost;
  }
  return { ...count, parts };
}

/** docs/spec.md §9: $0.055 for each message, for every recipient; rounded to the cent. */
export function smsCost(parts: number, recipients: number): number {
  return Math.round(parts * recipients * limits.smsCostPerMessage * 100) / 100;
}
