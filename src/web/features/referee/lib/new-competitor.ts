import { maskPhone } from '../../../../shared/contact-mask';
import type { Competitor, RefereeCreateUserBody } from '../../../../shared/schemas/referee';
import { paths } from '../../../lib/paths';

/**
 * The way from a lane's fruitless search to Add User and back: the search that found nobody fills
 * in what it can, and the new member comes back as the lane's competitor.
 */

/** Add User's address from a lane: what was typed, and which lane to come back to. */
export function addUserHref(search: string, laneId: string): string {
  const query = new URLSearchParams({ search: search.trim(), lane: laneId });
  return `${paths.referee.addUser}?${query.toString()}`;
}

type AddUserPrefill = Partial<
  Pick<RefereeCreateUserBody, 'firstName' | 'lastName' | 'email' | 'phoneNumber'>
>;

const PHONE_LIKE = /^\+?[\d\s\-().]+$/;

/**
 * What a search that found nobody tells about the person: an e-mail address, a phone number, or a
 * name ('Jo Newcomer' → first name Jo, last name Newcomer; a single word is taken as the first name).
 */
export function prefillFromSearch(search: string): AddUserPrefill {
  const typed = search.trim().replace(/\s+/g, ' ');
  if (typed === '') return {};
  if (typed.includes('@')) return { email: typed };
  if (PHONE_LIKE.test(typed) && typed.replace(/\D/g, '').length >= 6) return { phoneNumber: typed };
  const [firstName = '', ...rest] = typed.split(' ');
  return rest.length > 0 ? { firstName, lastName: rest.join(' ') } : { firstName };
}

/** What Add User hands back to Record Times (router state), so the new member fills the lane. */
export type AddedCompetitor = { competitor: Competitor; laneId: string | null };

/** The member just created, as a lane's competitor: the same fields a search answers, phone masked. */
export function competitorFromCreated(
  created: { id: number; userName: string; maskedEmail: string },
  values: Pick<RefereeCreateUserBody, 'firstName' | 'lastName' | 'phoneNumber'>,
): Competitor {
  const name = `${values.firstName.trim()} ${values.lastName.trim()}`.trim();
  return {
    id: created.id,
    name: name || created.userName,
    userName: created.userName,
    maskedEmail: created.maskedEmail,
    maskedPhone: maskPhone(values.phoneNumber),
  };
}

/** Router state read back; anything else (a reload of an old entry, another page's state) is null. */
export function readAddedCompetitor(state: unknown): AddedCompetitor | null {
  if (typeof state !== 'object' || state === null) return null;
  const { competitor, laneId } = state as Record<string, unknown>;
  if (typeof competitor !== 'object' || competitor === null) return null;
  const c = competitor as Record<string, unknown>;
  if (typeof c.id !== 'number' || typeof c.userName !== 'string' || typeof c.name !== 'string') return null;
  if (typeof c.maskedEmail !== 'string') return null;
  if (!(c.maskedPhone === null || typeof c.maskedPhone === 'string')) return null;
  return {
    competitor: {
      id: c.id,
      name: c.name,
      userName: c.userName,
      maskedEmail: c.maskedEmail,
      maskedPhone: c.maskedPhone,
    },
    laneId: typeof laneId === 'string' ? laneId : null,
  };
}
