/**
 * Contact details as a referee's screens show them (POST /Referee/UserLookup, CreateUser's answer):
 * enough to tell two competitors apart ("the one ending 678?"), never enough to text or mail them.
 * Pure, so the server masks what it answers and the web masks what an older screen kept.
 */

/** Stands for the hidden part; always three, so the mask does not give away the length. */
const HIDDEN = '•••';

/** Local parts shorter than this show no letter: one of two would give away half of it. */
const LOCAL_SHOWN_FROM = 3;
/** Fewer digits than this is not a phone number worth a hint: all of it is hidden. */
const PHONE_DIGITS_MIN = 6;
const SEPARATORS = /[\s\-().]/g;

/** 'jane@example.com' → 'j•••@example.com'; 'jo@example.com' → '•••@example.com'. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return HIDDEN;
  const local = Array.from(email.slice(0, at));
  const first = local.length >= LOCAL_SHOWN_FROM ? local[0] : '';
  return `${first}${HIDDEN}@${email.slice(at + 1)}`;
}

/** An Australian number in its national form (0…, ten digits), or null for any other number. */
function australianNational(compact: string): string | null {
  if (/^\+61\d{9}$/.test(compact)) return `0${compact.slice(3)}`;
  if (/^0\d{9}$/.test(compact)) return compact;
  return null;
}

/**
 * The first two digits and the last three: '+61412345678' and '0412 345 678' → '04•• ••• 678',
 * '+44 7911 123456' → '+44 ••• 456'. Null for no number; anything not a number is hidden whole.
 */
export function maskPhone(phone: string | null): string | null {
  if (phone === null || phone.trim() === '') return null;
  const compact = phone.replace(SEPARATORS, '');
  const international = compact.startsWith('+');
  const digits = international ? compact.slice(1) : compact;
  if (!/^\d+$/.test(digits) || digits.length < PHONE_DIGITS_MIN) return HIDDEN;
  const national = australianNational(compact) ?? (international ? null : digits);
  if (national) return `${national.slice(0, 2)}•• ••• ${national.slice(-3)}`;
  return `+${digits.slice(0, 2)} ${HIDDEN} ${digits.slice(-3)}`;
}
